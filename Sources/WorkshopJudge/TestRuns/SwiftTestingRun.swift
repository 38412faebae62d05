import Foundation
import WorkshopTestRuns

/// Runs the Swift Testing tests of one module, read from their event stream.
///
/// They first run all at once, side by side as Swift Testing runs them. When that run crashes
/// or hangs, the test that started last is not necessarily the one to blame, so the tests that
/// did not finish run again one at a time (`--no-parallel`), where the test running at a crash
/// or a hang is the one that caused it; then every test is listed and counted, as with XCTest.
struct SwiftTestingRun {
  let runner: TestRunner
  let module: String
  let listing: TestListing
  let results: URL

  func run(into run: inout ModuleRun) {
    let first = run.tests.count
    runTests(into: &run)
    // NB: side by side, tests finish in a different order each run; the listing's is stable.
    let order = Dictionary(
      listing.swiftTestingTests(inModule: module).enumerated().map { ($1.name, $0) }
    ) { earlier, _ in earlier }
    let ours = run.tests[first...].enumerated().sorted {
      (order[$0.element.name] ?? Int.max, $0.offset) < (
        order[$1.element.name] ?? Int.max, $1.offset
      )
    }
    run.tests.replaceSubrange(first..., with: ours.map(\.element))
  }

  private func runTests(into run: inout ModuleRun) {
    let tests = listing.swiftTestingTests(inModule: module)
    let everyTest =
      listing.isSelection
      ? tests.flatMap { ["--filter", $0.filter] }
      : ["--filter", "^\(NSRegularExpression.escapedPattern(for: module))[./]"]
    guard let (first, output) = launch(everyTest, into: &run) else { return }
    if case .exited = first.termination {
      run.add(output, log: first.output, termination: first.termination)
      return
    }
    run.addFinished(output, log: first.output)
    guard !runner.stopsHere(run) else { return }
    let finished = Set(output.passed + output.failed + output.skipped)
    let running = output.started.filter { !finished.contains($0) }
    guard !runner.stopsAtFirstProblem else {
      // NB: a run that stops at the first problem needs no culprit: running the tests again
      // one at a time would only wait for the same hang once more.
      addUnblamed(first, output, test: running.count == 1 ? running[0] : nil, into: &run)
      return
    }
    var remaining = tests.map(\.name).filter { !finished.contains($0) }
    var blamed = false
    if first.termination == .timedOut, running.count == 1 {
      // NB: every other test ended meanwhile: the one still running is the one that hung.
      run.addHang(
        output, test: running[0], seconds: stoppedAfter(first), wasSilent: first.wasSilent)
      remaining.removeAll { $0 == running[0] }
      blamed = true
    }
    let (crashes, hangs) = (run.crashes.count, run.hangs.count)
    runner.rerunning(remaining, into: &run) { remaining, run in
      let filters = tests.filter { remaining.contains($0.name) }.flatMap {
        ["--filter", $0.filter]
      }
      guard let (result, output) = launch(["--no-parallel"] + filters, into: &run) else {
        return nil
      }
      run.add(
        output, log: result.output, termination: result.termination,
        stoppedAfter: stoppedAfter(result), wasSilent: result.wasSilent)
      return (result, output)
    }
    guard !blamed, run.crashes.count == crashes, run.hangs.count == hangs else { return }
    // NB: alone, every test ended: the crash or the hang needed the tests side by side. It is
    // still reported, never taken for a pass.
    addUnblamed(first, output, test: nil, into: &run)
  }

  /// Records the crash or hang that stopped `first`, on `test` if it is known.
  private func addUnblamed(
    _ first: ProcessResult, _ output: TestOutput, test: String?, into run: inout ModuleRun
  ) {
    if case .signalled(let signal) = first.termination {
      run.addCrash(output, test: test, signal: signal)
    } else {
      run.addHang(output, test: test, seconds: stoppedAfter(first), wasSilent: first.wasSilent)
    }
  }

  /// Runs Swift Testing with `arguments` and reads its event stream; where the toolchain writes
  /// none (the option is newer than Swift 6.0), runs it again without and reads its log.
  private func launch(_ arguments: [String], into run: inout ModuleRun)
    -> (ProcessResult, TestOutput)?
  {
    let events = results.appendingPathComponent("swift-testing-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    guard
      let result = runner.attempt(
        runner.launcher.swiftTesting(arguments + TestOutput.eventStreamArguments(to: events)),
        limit: runner.timeout, idle: runner.idleTimeout, results: results, into: &run)
    else { return nil }
    if let stream = try? String(contentsOf: events, encoding: .utf8) {
      return (result, TestOutput(swiftTestingEvents: stream, log: result.output))
    }
    guard
      let again = runner.attempt(
        runner.launcher.swiftTesting(arguments), limit: runner.timeout, idle: runner.idleTimeout,
        results: results, into: &run)
    else { return nil }
    // NB: the log names a test by its function alone; the listing knows its suite.
    let output = TestOutput(parsing: again.output).renamingTests {
      listing.swiftTestingName($0, inModule: module)
    }
    return (again, output)
  }

  private func stoppedAfter(_ result: ProcessResult) -> Double {
    runner.stoppedAfter(result, limit: runner.timeout, idle: runner.idleTimeout)
  }
}
