import Foundation
import XCTest

@testable import WorkshopMutation

/// The operators for the slips a reviewer makes: statements in the wrong order, mirrored methods,
/// dropped elements, scopes and awaits, dependency reads on the wrong side of a closure.
final class MutantGeneratorSlipTests: XCTestCase {
  /// `code` with each mutant of `kind` applied.
  private func applied(_ code: String, _ kind: MutantKind) -> [String] {
    MutantGenerator(file: "F.swift", text: code).mutants.filter { $0.kind == kind }
      .map { $0.applied(to: code) }
  }

  /// The changes of `kind` made to `code`, as `line: change`.
  private func changes(_ code: String, _ kind: MutantKind) -> [String] {
    MutantGenerator(file: "F.swift", text: code).mutants.filter { $0.kind == kind }
      .map { "\($0.line): \($0.change)" }
  }

  func testAdjacentStatements_AreSwapped_UnlessTheSecondUsesWhatTheFirstDeclares() {
    let code = """
      func send() {
        state.count += 1
        observers.notify()
        let value = state.count
        log(value)
        return
      }
      """
    XCTAssertEqual(
      applied(code, .swappedStatements),
      [
        "func send() {\n  observers.notify()\n  state.count += 1\n  let value = state.count\n"
          + "  log(value)\n  return\n}",
        "func send() {\n  state.count += 1\n  let value = state.count\n  observers.notify()\n"
          + "  log(value)\n  return\n}",
      ])
  }

  func testStoredPropertiesAndAccessors_AreNotSwapped_ForTheirOrderChangesNothing() {
    let code = """
      final class Ledger {
        var timeout: Duration = .seconds(1)
        var reporter = IssueReporter.live
        var exhaustivity: Exhaustivity {
          get { ledger.exhaustivity }
          set { ledger.exhaustivity = newValue }
        }
        func run() {
          let first = make(1)
          let second = make(2)
        }
      }
      """
    XCTAssertEqual(
      changes(code, .swappedStatements), ["9: swapped with `let second = make(2)`"],
      "two locals whose values may do something still trade places")
    XCTAssertEqual(changes(code, .deletedStatement), [], "an accessor is a declaration")
  }

  func testAnOperatorThatNamesAFunctionOrConstrainsAType_IsNotSwapped() {
    let code = """
      extension Effect where Output == Never {
        static func == (lhs: Self, rhs: Self) -> Bool {
          lhs.id == rhs.id
        }
      }
      """
    XCTAssertEqual(changes(code, .operatorSwap), ["3: `==` → `!=`"])
  }

  func testStatementsSpanningLines_AreNotSwapped() {
    let code = """
      save(
        data)
      notify()
      let text = "a" + (flag
        ? first
        : second)
      """
    XCTAssertEqual(changes(code, .swappedStatements), [])
  }

  func testMirroredMethods_TradeFirstForLastAndTheirKin() {
    let code = """
      let a = items.first
      let b = items.min()
      let c = items.prefix(2)
      queue.removeFirst()
      let d = max(a, b)
      let e = Int.max
      let f = prefix
      """
    XCTAssertEqual(
      changes(code, .mirroredMethod),
      [
        "1: `first` → `last`", "2: `min` → `max`", "3: `prefix` → `suffix`",
        "4: `removeFirst` → `removeLast`", "5: `max` → `min`",
      ])
  }

  func testAppend_InsertsAtTheFrontInstead() {
    XCTAssertEqual(
      applied("items.append(x)\nitems.append(contentsOf: more)", .mirroredMethod),
      [
        "items.insert(x, at: 0)\nitems.append(contentsOf: more)",
        "items.append(x)\nitems.insert(contentsOf: more, at: 0)",
      ])
  }

  func testOrder_IsLostOrAdded() {
    XCTAssertEqual(applied("let s = names.sorted()", .reordered), ["let s = names"])
    XCTAssertEqual(
      applied("let s = names.sorted { $0 < $1 }.first", .reordered), ["let s = names.first"])
    XCTAssertEqual(
      applied("observers.forEach { $0() }", .reordered), ["observers.reversed().forEach { $0() }"])
    XCTAssertEqual(
      applied("for o in list where o.on {\n}", .reordered),
      ["for o in (list).reversed() where o.on {\n}", "for o in (list).sorted() where o.on {\n}"])
    XCTAssertEqual(applied("for await v in stream() {\n}", .reordered), [])
  }

  func testEffectArraysAndMerges_LoseOneElementAtATime() {
    let code = """
      return [
        save,
        load,
      ]
      """
    XCTAssertEqual(
      applied(code, .droppedElement), ["return [\n  load,\n]", "return [\n  save,\n]"])
    XCTAssertEqual(
      applied("let e = Effect.merge(a, b)", .droppedElement),
      ["let e = Effect.merge(b)", "let e = Effect.merge(a)"])
    XCTAssertEqual(changes("return [one]", .droppedElement), [])
  }

  func testMultiPatternCase_LosesAPatternToACaseThatDoesNothing() {
    let code = """
      switch action {
      case .a, .b:
        state.x = nil
        return []
      }
      """
    XCTAssertEqual(
      applied(code, .droppedPattern).first,
      "switch action {\ncase .a: return []\ncase .b:\n  state.x = nil\n  return []\n}")
    XCTAssertEqual(changes(code, .droppedPattern).count, 2)
  }

  func testDependencyRead_MovesIntoTheEffect() {
    let code = """
      case .tapped:
        let fetch = Dependencies.current.fetch
        return [.run { send in await send(.got(await fetch())) }]
      """
    XCTAssertEqual(
      applied(code, .movedDependencyRead),
      [
        "case .tapped:\n  return [.run { send in await send(.got(await "
          + "Dependencies.current.fetch())) }]"
      ])
  }

  func testDependencyRead_MovesOutOfTheEffect() {
    let code = """
      return [
        .task { .got(await Current.fetch(count)) }
      ]
      """
    XCTAssertEqual(
      applied(code, .movedDependencyRead),
      ["let movedRead = Current.fetch\nreturn [\n  .task { .got(await movedRead(count)) }\n]"])
    XCTAssertEqual(changes("return [Current.fetch(count)]", .movedDependencyRead), [])
  }

  func testTaskLocalScope_IsDropped_ButNotALocksWithValue() {
    XCTAssertEqual(
      applied("return try Dependencies.$current.withValue(d, operation: work)", .droppedScope),
      ["return try work()"])
    XCTAssertEqual(
      applied("await withDependencies { $0.x = 1 } operation: { await run() }", .droppedScope),
      ["await { await run() }()"])
    XCTAssertEqual(changes("let n = state.withValue { $0 }", .droppedScope), [])
    XCTAssertEqual(changes("func withDependencies(_ x: Int) {}", .droppedScope), [])
  }

  func testAwaitedStatement_IsStartedInATaskInstead() {
    let code = """
      await send(.x)
      let y = await load()
      f(await g())
      """
    XCTAssertEqual(
      applied(code, .droppedAwait),
      ["Task { await send(.x) }\nlet y = await load()\nf(await g())"])
  }

  func testStatementsThatCannotObserveEachOther_AreNotSwapped() {
    XCTAssertTrue(MutantGenerator.areIndependent("var count = 0", "var isOn = false"))
    XCTAssertTrue(MutantGenerator.areIndependent("state.a = f(x)", "state.b = nil"))
    XCTAssertTrue(
      MutantGenerator.areIndependent("state.at = now()", "let save = Current.save"))
    XCTAssertTrue(MutantGenerator.areIndependent("let id = UUID()", "let done = Flag()"))
    XCTAssertTrue(MutantGenerator.areIndependent("self.state = initial", "self.reducer = reducer"))
    XCTAssertFalse(MutantGenerator.areIndependent("self.a = f()", "self.b = g()"))
    XCTAssertFalse(MutantGenerator.areIndependent("state.a = 1", "state.b = state.a"))
    XCTAssertFalse(MutantGenerator.areIndependent("state.a = 1", "notify()"))
    XCTAssertFalse(MutantGenerator.areIndependent("let a = next()", "let b = next()"))
    XCTAssertFalse(MutantGenerator.areIndependent("value = 1", "other = 2"))
  }

  func testLoopStatement_IsHoistedAfterTheLoop_WhenItDoesNotUseTheLoop() {
    let code = """
      for item in items {
        total += item
        notify()
      }
      """
    XCTAssertEqual(
      applied(code, .hoistedStatement),
      ["for item in items {\n  total += item\n}\nnotify()"])
  }

  func testDefer_IsDropped_OnOneLineOrMany() {
    let code = """
      defer { isSending = false }
      defer {
        cleanUp()
      }
      """
    XCTAssertEqual(
      applied(code, .droppedDefer),
      ["\ndefer {\n  cleanUp()\n}", "defer { isSending = false }\n"])
  }

  func testGuardConditions_AreNegated_ButNotBindings() {
    XCTAssertEqual(
      applied("guard let x, n > 0, !done else { return }", .negatedGuard),
      [
        "guard let x, !(n > 0), !done else { return }",
        "guard let x, n > 0, !(!done) else { return }",
      ])
  }

  func testEarlyReturn_IsRemoved_ButNotTheLastStatement() {
    let code = """
      func f() -> Int {
        if cached {
          return value
        }
        compute()
        if x {
          return 2
        }
      }
      """
    XCTAssertEqual(
      applied(code, .removedReturn),
      ["func f() -> Int {\n  if cached {\n    \n  }\n  compute()\n  if x {\n    return 2\n  }\n}"])
  }

  func testEveryKind_IsNamedInTheListing() throws {
    let mutant = try XCTUnwrap(
      MutantGenerator(file: "F.swift", text: "let a = items.first").mutants.first)
    XCTAssertEqual(mutant.listing, "F.swift:1  [mirrored method] `first` → `last`")
    XCTAssertEqual(Set(MutantKind.allCases.map(\.rawValue)).count, MutantKind.allCases.count)
  }
}
