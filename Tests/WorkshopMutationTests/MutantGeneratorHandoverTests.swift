import Foundation
import XCTest

@testable import WorkshopMutation

/// The operators for what a function hands on or leaves behind: a list reordered where it is
/// saved or sent, a value kept where `nil` arrives, an argument not passed on, a parameter or
/// `#if DEBUG` ignored, state shared by every use, a comparison that minds case, a final newline
/// dropped, a cancellation that cancels nothing, an early `return` taken every time.
final class MutantGeneratorHandoverTests: XCTestCase {
  /// `code` with each mutant of `kind` applied.
  private func applied(_ code: String, _ kind: MutantKind) -> [String] {
    MutantGenerator(file: "F.swift", text: code).mutants.filter { $0.kind == kind }
      .map { $0.applied(to: code) }
  }

  func testAListThatIsSavedOrSent_IsReversedOrSorted_ButNothingElse() {
    let code = """
      func reduce() -> [Effect] {
        state.count += 1
        send(.loaded(count))
        return [environment.save(state.products).fireAndForget()]
      }
      """
    XCTAssertEqual(
      applied(code, .reordered).map { $0.components(separatedBy: "\n")[3] },
      [
        "  return [environment.save(Array(state.products.reversed())).fireAndForget()]",
        "  return [environment.save(state.products.sorted()).fireAndForget()]",
      ],
      "only a plural argument of a save, a send, an encode or a write")
    XCTAssertEqual(applied("func save(items: [Int]) {}", .reordered), [], "a declaration")
  }

  func testAnOptionalValue_KeepsTheOldOneWhereNilArrives() {
    let code = """
      func reduce() {
        state.alert = prime.map(Alert.init(prime:))
        state.count = count + 1
      }
      """
    XCTAssertEqual(
      applied(code, .keptValue),
      [
        """
        func reduce() {
          if let kept = prime.map(Alert.init(prime:)) { state.alert = kept }
          state.count = count + 1
        }
        """
      ])
  }

  func testAnArgumentPassedOnFromADefaultedParameter_IsDropped_ButNotOneOfAnInitializer() {
    let code = """
      func awaitOutput(_ effect: Effect, timeout: Double = 5, line: UInt = #line) throws {
        try awaitOutput(effect.failable, timeout: timeout, line: line)
        XCTFail("timed out", line: line)
        let spot = Spot(line: line)
      }
      """
    XCTAssertEqual(
      applied(code, .droppedArgument).map { $0.components(separatedBy: "\n")[1...2] }.map {
        $0.joined(separator: "\n")
      },
      [
        "  try awaitOutput(effect.failable, line: line)\n  XCTFail(\"timed out\", line: line)",
        "  try awaitOutput(effect.failable, timeout: timeout)\n  XCTFail(\"timed out\", line: line)",
        "  try awaitOutput(effect.failable, timeout: timeout, line: line)\n  XCTFail(\"timed out\")",
      ],
      "`effect` has no default to fall back on, and `Spot(line:)` is an initializer")
  }

  func testAParameterWithADefaultMember_IsIgnoredForItsDefault() {
    let code = """
      static func live(environment: Environment = .live) -> Store {
        Store { state, action in reducer.run(&state, action, environment) }
      }
      """
    XCTAssertEqual(
      applied(code, .ignoredConfiguration),
      [
        """
        static func live(environment: Environment = .live) -> Store {
          Store { state, action in reducer.run(&state, action, Environment.live) }
        }
        """
      ])
  }

  func testDebugOnlyCodeInABody_RunsInReleaseBuildsInstead() {
    let code = """
      #if DEBUG
        var current = 1
      #endif
      func make() -> Reducer {
        #if DEBUG
          return reducer.debug()
        #else
          return reducer
        #endif
      }
      """
    XCTAssertEqual(
      applied(code, .ignoredConfiguration).map { $0.components(separatedBy: "\n")[4] },
      ["  #if !DEBUG"], "not at the top level, where each branch declares something")
  }

  func testAComputedStaticVar_IsStoredOnce_ButAnAccessorOrAStoredOneIsNot() {
    let code = """
      extension Environment {
        static var mock: Environment {
          Environment(uuid: UUID.incrementing())
        }
        static var count: Int { get { 1 } }
        static var live = Environment()
      }
      """
    XCTAssertEqual(
      applied(code, .sharedState),
      [
        """
        extension Environment {
          static let mock: Environment = {
            Environment(uuid: UUID.incrementing())
          }()
          static var count: Int { get { 1 } }
          static var live = Environment()
        }
        """
      ])
  }

  func testAClosuresNewState_IsMadeOnceBeforeIt_UnlessItNeedsWhatTheClosureHas() {
    let code = """
      func dropFirst(_ count: Int) -> Effect {
        Effect { observer in
          // NB: one count a subscription.
          let toSkip = Locked(count)
          let seen = Box(toSkip)
          let sink = Sink(observer)
          return upstream.sink(toSkip, seen, sink)
        }
      }
      """
    XCTAssertEqual(
      applied(code, .sharedState),
      [
        """
        func dropFirst(_ count: Int) -> Effect {
          let toSkip = Locked(count)
          return Effect { observer in
            // NB: one count a subscription.
            let seen = Box(toSkip)
            let sink = Sink(observer)
            return upstream.sink(toSkip, seen, sink)
          }
        }
        """
      ], "`seen` needs `toSkip`, and `sink` the closure's `observer`")
  }

  func testACaseInsensitiveComparison_MindsCase() {
    let code = """
      func matching(_ query: String) -> [Reminder] {
        filter { $0.title.lowercased().contains(query.lowercased()) }
      }
      let found = title.localizedCaseInsensitiveContains(query)
      """
    XCTAssertEqual(
      applied(code, .caseSensitive).map { $0.components(separatedBy: "\n") }
        .map { $0[1] + " / " + $0[3] },
      [
        "  filter { $0.title.contains(query.lowercased()) } / "
          + "let found = title.localizedCaseInsensitiveContains(query)",
        "  filter { $0.title.lowercased().contains(query) } / "
          + "let found = title.localizedCaseInsensitiveContains(query)",
        "  filter { $0.title.lowercased().contains(query.lowercased()) } / "
          + "let found = title.contains(query)",
      ])
  }

  func testTextWrittenOut_LosesItsFinalNewline_ButTextThatStaysDoesNot() {
    let code = #"""
      try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
      FileHandle.standardError.write(Data("Issue: \(message)\n".utf8))
      let line = text + "\n"
      """#
    XCTAssertEqual(
      applied(code, .droppedNewline).map { $0.components(separatedBy: "\n")[0...1] }.map {
        $0.joined(separator: " / ")
      },
      [
        #"try (text).write(to: url, atomically: true, encoding: .utf8) / "#
          + #"FileHandle.standardError.write(Data("Issue: \(message)\n".utf8))"#,
        #"try (text + "\n").write(to: url, atomically: true, encoding: .utf8) / "#
          + #"FileHandle.standardError.write(Data("Issue: \(message)".utf8))"#,
      ])
  }

  func testACancellationThatCancelsSomething_CancelsNothing() {
    let code = """
      func run() -> Cancellable {
        let task = Task { await work() }
        return Cancellable { task.cancel() }
      }
      """
    XCTAssertEqual(
      applied(code, .emptiedCancellation),
      [
        """
        func run() -> Cancellable {
          let task = Task { await work() }
          return Cancellable()
        }
        """
      ], "the declaration's result type stays")
  }

  func testAnEarlyReturnOnOneLine_IsTakenEveryTime_ButNotOneThatNeedsABinding() {
    let code = """
      func report(_ message: String) {
        Issue.record(message)
        if Test.current != nil { return }
        if let fallback { return fallback }
        write(message)
      }
      """
    XCTAssertEqual(
      applied(code, .unconditionalReturn).map { $0.components(separatedBy: "\n")[2] },
      ["  return"])
  }
}
