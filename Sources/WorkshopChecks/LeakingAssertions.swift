import WorkshopReaders
import WorkshopTestRuns

/// Finds assertions recorded against one test but written in another test's body: they fired
/// after their own test had ended.
struct LeakingAssertions {
  /// The learner's tests.
  let tests: [LearnerTest]
  private var sources: [String: [SwiftSource.Block]] = [:]

  init(tests: [LearnerTest]) { self.tests = tests }

  /// The leaking assertions among the failures of `run`.
  mutating func find(in run: TestRun) -> [LeakingAssertion] {
    run.failures.compactMap { failure in
      let file = failure.file.split(separator: "/").last.map(String.init) ?? failure.file
      let location = "\(file):\(failure.line)"
      if failure.firedAfterItsTestEnded {
        // NB: Swift Testing names the test of a late issue when the issue came from a task the
        // test started, and none when it came from a queue: the source then names it. It counts
        // the issue against no other test, whichever ran beside it (they run in parallel).
        guard let owner = test(named: failure.test) ?? swiftTestingWriter(of: failure)
        else { return nil }
        return LeakingAssertion(test: owner.name, firedIn: nil, location: location)
      }
      guard let firedIn = test(named: failure.test),
        let writer = function(holding: failure.line, in: failure.file),
        writer != firedIn.function,
        let owner = tests.first(where: { $0.function == writer && $0.library == firedIn.library })
      else { return nil }
      return LeakingAssertion(test: owner.name, firedIn: firedIn.name, location: location)
    }
  }

  /// The learner's test called `name` (`Class.test` or a suffix of its id).
  private func test(named name: String?) -> LearnerTest? {
    guard let name else { return nil }
    return tests.first { $0.name == name || $0.id.hasSuffix(name) }
  }

  /// The Swift Testing test whose body holds the failing assertion.
  private mutating func swiftTestingWriter(of failure: TestFailure) -> LearnerTest? {
    guard let writer = function(holding: failure.line, in: failure.file) else { return nil }
    return tests.first { $0.function == writer && $0.library == .swiftTesting }
  }

  /// Whether a failure of `test` in `run` may come from an assertion that ran after the test's
  /// body: one written inside a closure (or any block) of the test, or outside the test.
  mutating func mayHaveFiredLate(_ test: LearnerTest, in run: TestRun) -> Bool {
    run.failures.contains { failure in
      guard failure.test == test.name || test.id.hasSuffix(failure.test ?? "\u{0}") else {
        return false
      }
      guard let writer = outermostFunction(holding: failure.line, in: failure.file) else {
        return true
      }
      return writer.name != test.function
        || (sources[failure.file] ?? []).isInABlock(failure.line, of: writer)
    }
  }

  /// The outermost function of the file at `path` whose body holds `line`.
  private mutating func function(holding line: Int, in path: String) -> String? {
    outermostFunction(holding: line, in: path)?.name
  }

  private mutating func outermostFunction(holding line: Int, in path: String)
    -> SwiftSource.Block?
  {
    if sources[path] == nil {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
      sources[path] = SwiftSource(text).blocks()
    }
    return sources[path]?.outermostFunction(holding: line)
  }
}
