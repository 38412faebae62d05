import Foundation
import WorkshopJudge

/// One line of `workshop verify`: something that must hold, whether it did, and how long it
/// took to find out.
public struct VerifyItem: Equatable, Sendable {
  /// What was verified, e.g. `03 exercise fails as shipped`.
  public let name: String
  /// Whether it held.
  public let passed: Bool
  /// Seconds it took.
  public let duration: Double
  /// Why it failed (or a short note on success), one line each.
  public let details: [String]

  /// The item `name`, timed: whether `work` finds that it held, and its details.
  static func timed(_ name: String, _ work: () -> (passed: Bool, details: [String])) -> VerifyItem {
    let started = Date()
    let (passed, details) = work()
    return VerifyItem(
      name: name, passed: passed, duration: Date().timeIntervalSince(started), details: details)
  }

  /// The item `name`, timed, which holds when `problems` finds none; they are its details.
  static func timed(_ name: String, problems: () -> [String]) -> VerifyItem {
    timed(name) {
      let found = problems()
      return (found.isEmpty, found)
    }
  }
}

/// The lines describing what went wrong in a test run, for a failed verify item.
func problems(in run: ModuleRun, limit: Int = 6) -> [String] {
  var lines: [String] = []
  if let reason = run.couldNotRun { lines.append("could not run: \(reason)") }
  for crash in run.crashes {
    lines.append("crashed in \(crash.test ?? "an unknown test"): \(crash.message)")
  }
  for hang in run.hangs {
    lines.append("\(hang.test ?? "a test") hung and was stopped after \(Int(hang.seconds)) s")
  }
  for test in run.unsuccessful where test.outcome == .failed || test.outcome == .notRun {
    let first =
      test.failures.first.map { failure in
        ": " + ([failure.message] + failure.details).joined(separator: " ")
      } ?? ""
    lines.append("\(test.name) \(test.outcome == .notRun ? "did not run" : "failed")\(first)")
  }
  if lines.count > limit { lines = Array(lines.prefix(limit)) + ["… \(lines.count - limit) more"] }
  return lines
}
