import Foundation
import WorkshopProcesses

/// The Chromium the browser check drives headless: `chromium` (Debian's package) or
/// `google-chrome` on the `PATH`, or `nil`. NB: not Ubuntu's `chromium-browser`, which in a
/// container is only a stub asking for snap.
public func findChromium(
  environment: [String: String] = ProcessInfo.processInfo.environment
) -> URL? {
  ["chromium", "google-chrome"].lazy
    .compactMap { findExecutable($0, environment: environment) }.first
}
