import Foundation
import WorkshopTestRuns

/// The Chromium the browser check drives headless: `chromium` (Debian's package) or
/// `google-chrome` on the `PATH`, the first that answers `--version`; `nil` when none does.
///
/// NB: a name on the `PATH` is not enough: in a container, Ubuntu's `chromium` packages are
/// stubs that ask for snap and exit with an error.
func findChromium(
  environment: [String: String] = ProcessInfo.processInfo.environment
) -> URL? {
  ["chromium", "google-chrome"].lazy
    .compactMap { findExecutable($0, environment: environment) }
    .first { browser in
      guard let result = try? runProcess(browser, arguments: ["--version"], timeout: 30) else {
        return false
      }
      return result.termination == .exited(0)
        && (result.output.contains("Chromium") || result.output.contains("Chrome"))
    }
}
