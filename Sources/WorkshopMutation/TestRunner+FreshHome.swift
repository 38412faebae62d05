import Foundation
import WorkshopJudge

extension TestRunner {
  /// Runs `body` with this runner's tests given a new, empty home and temporary folder under
  /// `folder` (`HOME`, `CFFIXED_USER_HOME`, `TMPDIR`), removed afterwards: what one judgement's
  /// tests leave behind (a live client's file in the documents folder) is never seen by another,
  /// whether they run one after the other or side by side.
  func inFreshHome<Result>(under folder: URL, _ body: (TestRunner) -> Result) -> Result {
    let home = folder.appendingPathComponent(UUID().uuidString, isDirectory: true)
    let temporary = home.appendingPathComponent("tmp", isDirectory: true)
    try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    var runner = self
    runner.environment["HOME"] = home.path
    runner.environment["CFFIXED_USER_HOME"] = home.path
    runner.environment["TMPDIR"] = temporary.path + "/"
    return body(runner)
  }
}
