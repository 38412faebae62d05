import Foundation
import XCTest

@testable import WorkshopMutation

final class MutantGeneratorTests: XCTestCase {
  /// The changes made to `code`, as `line: change`; swapped statements, which any two lines of
  /// these examples make, are left to `MutantGeneratorSlipTests`.
  private func changes(_ code: String) -> [String] {
    MutantGenerator(file: "F.swift", text: code).mutants.filter { $0.kind != .swappedStatements }
      .map { "\($0.line): \($0.change)" }
  }

  /// `code` with each mutant applied, one line per mutant with its change.
  private func applied(_ code: String) -> [String] {
    MutantGenerator(file: "F.swift", text: code).mutants.map { $0.applied(to: code) }
  }

  func testOperators_AreSwappedInCodeButNeverInStringsOrComments() {
    let code = """
      let a = b + c  // b + c
      let s = "x + y"
      let d = b == c && e < f
      """
    XCTAssertEqual(
      changes(code),
      ["1: `+` → `-`", "3: `==` → `!=`", "3: `&&` → `||`", "3: `<` → `<=`"])
  }

  func testPlus_IsNotSwappedWhereItJoinsAStringLiteral_WhichWouldNeverCompile() {
    let code = """
      let t = "a" + b
      let u = b + "a"
      let v = b
        + "a"
      t += "a"
      let w = b + c
      """
    XCTAssertEqual(changes(code), ["6: `+` → `-`"])
  }

  func testBooleansAndIntegers_FlipAndMoveByOne_ButNotFloatsMembersOrAttributes() {
    let code = """
      @available(macOS 13, *)
      let flag = true
      let n = 3 + tuple.0
      let x = 1.5
      let zero = 0
      """
    XCTAssertEqual(
      changes(code),
      ["2: `true` → `false`", "3: `3` → `2`", "3: `3` → `4`", "3: `+` → `-`", "5: `0` → `1`"])
  }

  func testStatements_AreDeleted_WhenTheyStandAlone() {
    let code = """
      func f() {
        state.count = 1
        save(
          data)
        return x
      }
      """
    XCTAssertTrue(applied(code).contains("func f() {\n  \n  save(\n    data)\n  return x\n}"))
    XCTAssertFalse(changes(code).contains("3: statement deleted"), "a call that spans lines stays")
  }

  func testCaseBodies_AreEmptied_WhenTheyHoldMoreThanOneStatement() {
    let code = """
      switch action {
      case .a:
        state.x = 1
        state.y = 2
        return [effect]
      case .b:
        state.x = 3
        return []
      }
      """
    let emptied = applied(code).filter { $0.contains("case .a:\n  return []\ncase .b:") }
    XCTAssertEqual(emptied.count, 1, "\(changes(code))")
    XCTAssertFalse(changes(code).contains("6: `case .b:` body emptied"), "one statement: deleted")
  }

  func testTwoSimpleArguments_AreSwapped_KeepingTheirLabels() {
    XCTAssertTrue(
      applied("let p = Point(x: left, y: right)").contains("let p = Point(x: right, y: left)"))
    XCTAssertFalse(changes("func f(a: Int, b: Int) {}").contains { $0.contains("swapped") })
    XCTAssertFalse(
      changes("let deadline = clock + max(0, interval)").contains { $0.contains("swapped") },
      "max and min give the same result either way round")
    XCTAssertTrue(changes("let gap = distance(0, interval)").contains { $0.contains("swapped") })
  }

  func testEnvironment_LiveAndMockAreSwapped() {
    XCTAssertEqual(
      changes("var Current = Environment.live\nlet m = .mock"),
      ["1: `.live` → `.mock`", "2: `.mock` → `.live`"])
  }

  func testChainCalls_ThatMatterAreDropped() {
    let code = """
      return [
        effect
          .receive(on: queue)
          .cancellable(id: ID())
      ]
      """
    let dropped = applied(code)
    XCTAssertTrue(dropped.contains { $0.contains("effect\n    \n    .cancellable(id: ID())") })
    XCTAssertTrue(dropped.contains { $0.contains(".receive(on: queue)\n    \n]") })
    XCTAssertTrue(dropped.contains("return []"))
  }

  func testReturns_AreEmptiedOrNil_WhereTheTypeAllowsIt() {
    let code = """
      func f() -> Int? {
        return value
      }
      func g() -> Int {
        return value
      }
      """
    XCTAssertEqual(changes(code), ["2: returns `nil`"])
  }

  func testMutant_NamesItsFileLineAndTheLineAsItWas() throws {
    let mutant = try XCTUnwrap(
      MutantGenerator(file: "S/F.swift", text: "\n  let a = b + c\n").mutants.first)
    XCTAssertEqual(mutant.description, "S/F.swift:2  `+` → `-`")
    XCTAssertEqual(mutant.original, "let a = b + c")
  }

  func testReleaseOnlyCode_IsNotMutated() {
    let code = """
      #if DEBUG
        var Current = Environment.live
      #else
        let Current = Environment.live
      #endif
      """
    XCTAssertEqual(changes(code), ["2: `.live` → `.mock`"])
  }
}
