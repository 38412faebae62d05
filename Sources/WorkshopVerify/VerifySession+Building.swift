import Foundation
import WorkshopJudge

extension VerifySession {
  mutating func build(
    _ only: String, name: String, layout: String, timeout: TimeInterval
  )
    -> TestRunner?
  {
    if let skipped = skippedIfLate(name) {
      record(skipped)
      return nil
    }
    settings.onStart?(name)
    let started = Date()
    do {
      let result = try package.build(only: only, layout: layout, timeout: min(timeout, remaining))
      guard result.succeeded, let runner = try package.testRunner(directory: root) else {
        let errors = result.errors.prefix(6).map { located($0, under: root) }
        record(
          VerifyItem(
            name: name, passed: false, duration: result.duration,
            details: result.timedOut
              ? ["stopped after \(Int(result.duration)) s"]
              : (errors.isEmpty ? ["build failed"] : errors)))
        return nil
      }
      recordBuilt(name, result)
      return runner
    } catch {
      record(
        VerifyItem(
          name: name, passed: false, duration: Date().timeIntervalSince(started),
          details: ["\(error)"]))
      return nil
    }
  }

  /// Builds `only` as one build. A failure is a note, not an item: the builds of each step on
  /// its own that follow say which step is broken.
  mutating func buildTogether(_ only: String, name: String, layout: String) -> TestRunner? {
    if let skipped = skippedIfLate(name) {
      record(skipped)
      return nil
    }
    settings.onStart?(name)
    guard
      let result = try? package.build(only: only, layout: layout, timeout: min(1800, remaining)),
      result.succeeded, let runner = try? package.testRunner(directory: root)
    else {
      settings.onNote?("The build of everything failed; building each step on its own.")
      return nil
    }
    recordBuilt(name, result)
    return runner
  }

  /// Records a build that succeeded: it passes unless the compiler warned about our files.
  mutating func recordBuilt(_ name: String, _ result: BuildResult) {
    let warnings = courseWarnings(in: result.output, root: root)
    record(
      VerifyItem(
        name: name, passed: warnings.isEmpty, duration: result.duration, details: warnings))
  }

  mutating func list(_ runner: TestRunner, name: String) -> TestListing? {
    do {
      return try configured(runner).listing()
    } catch {
      record(VerifyItem(name: name, passed: false, duration: 0, details: ["\(error)"]))
      return nil
    }
  }

  /// `runner` with this run's limits, never beyond the deadline.
  func configured(_ runner: TestRunner) -> TestRunner {
    var runner = runner
    runner.idleTimeout = settings.idleTimeout
    runner.timeout = min(600, max(remaining, 1))
    runner.huntTimeout = min(900, max(remaining, 1))
    // NB: a test's limits count the share of the machine it could have had: on a machine that
    // other builds keep busy, a slow test is not a hung one.
    runner.clock = .machineShare
    return runner
  }

  var remaining: TimeInterval { deadline.timeIntervalSinceNow }

  /// A failed item saying that `name` was skipped, once the time limit is reached.
  func skippedIfLate(_ name: String) -> VerifyItem? {
    guard remaining <= 0 else { return nil }
    return VerifyItem(
      name: name, passed: false, duration: 0, details: ["skipped: the time limit was reached"])
  }
}
