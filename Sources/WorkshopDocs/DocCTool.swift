import Foundation
import WorkshopCourse
import WorkshopTestRuns

/// Finds the toolchain's `docc`: `xcrun --find docc` on macOS, else the `docc` beside `swift`,
/// else the first on the `PATH`.
func findDocC(environment: [String: String] = ProcessInfo.processInfo.environment) throws
  -> URL
{
  #if os(macOS)
    if let xcrun = findExecutable("xcrun", environment: environment),
      let result = try? runProcess(xcrun, arguments: ["--find", "docc"], timeout: 60),
      result.termination == .exited(0)
    {
      let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
      if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
    }
  #endif
  if let swift = findExecutable("swift", environment: environment) {
    let beside = swift.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("docc")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
  }
  if let docc = findExecutable("docc", environment: environment) { return docc }
  throw EnvironmentError(
    "This toolchain has no `docc`, which builds the docs. The toolchains from swift.org ship it "
      + "next to `swift`, and Xcode on macOS; install one of those, or read the lessons in the "
      + "terminal with `swift run workshop show`.")
}
