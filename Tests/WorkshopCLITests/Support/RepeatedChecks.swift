import Foundation
import WorkshopCourse
import WorkshopTerminal
import XCTest

@testable import WorkshopJudge

/// Runs the checks of a step that `workshop check` has just built again and again, side by side,
/// in this process: with the runner that `workshop check` uses (`TestRunner`, which starts a test
/// process for every run, judges its crashes and hangs and reruns what did not finish) and the
/// renderer that prints its report (`CheckReportRenderer`). Only what the runs would repeat for
/// nothing is left out: the build (the files stay as they are), the listing of the tests and the
/// start of a `workshop` process.
enum RepeatedChecks {
  /// One run: its report, as `workshop check <step> --timeout <idleTimeout>` prints it between
  /// "Running the checks…" and its timings, and the seconds the checks took.
  struct Run {
    let report: String
    let seconds: TimeInterval
  }

  /// `count` runs of the checks of step `name` in the course at `root`, at most `width` at a time.
  static func runs(
    of name: String, in root: URL, idleTimeout: TimeInterval, count: Int, width: Int
  ) throws -> [Run] {
    let course = try Course.load(root: root)
    let step = try course.step(named: name)
    let package = try SwiftPackage(
      root: root, scratch: root.appendingPathComponent(CheckRunner.scratchFolder))
    var runner = try XCTUnwrap(package.testRunner(directory: root), "no test product: not built")
    runner.idleTimeout = idleTimeout
    let listing = try runner.listing()
    let runs = Runs(count: count)
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = width
    for index in 0..<count {
      queue.addOperation { [runner] in
        runs.set(index, runner.run(module: step.exerciseChecksModule, listing: listing))
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    var renderer = CheckReportRenderer(course: course, terminal: .plain)
    renderer.idleTimeout = idleTimeout
    return runs.all.map { run in
      // NB: the verdict as `CheckRunner.check` gives it once the build has succeeded.
      let verdict: CheckReport.Verdict =
        run.couldNotRun.map { .couldNotRun($0) } ?? (run.isSuccess ? .passed : .failed)
      let report = CheckReport(step: step, filesHash: "", verdict: verdict, run: run)
      return Run(report: renderer.render(report).joined(separator: "\n"), seconds: run.duration)
    }
  }

  /// What `workshop check` printed between "Running the checks…" and its timings.
  static func report(inOutput output: String) -> String {
    let lines = output.components(separatedBy: "\n")
    let start = (lines.firstIndex(of: "Running the checks…") ?? -1) + 1
    let end = lines[start...].firstIndex { $0.hasPrefix("(build ") } ?? lines.count
    return lines[start..<end].joined(separator: "\n")
  }

  /// Runs that end in any order, each kept in its own place.
  private final class Runs: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [ModuleRun?]

    init(count: Int) { runs = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ run: ModuleRun) { lock.withLock { runs[index] = run } }

    var all: [ModuleRun] { lock.withLock { runs.compactMap { $0 } } }
  }
}
