import Foundation
import WorkshopProcesses

/// The Chromium the browser check drives headless: `chromium` (Debian's package) or
/// `chromium-browser` or `google-chrome` on the `PATH`, or `nil`.
public func findChromium(
  environment: [String: String] = ProcessInfo.processInfo.environment
) -> URL? {
  ["chromium", "chromium-browser", "google-chrome"].lazy
    .compactMap { findExecutable($0, environment: environment) }.first
}
