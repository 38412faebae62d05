import Foundation
import XCTest

@testable import WorkshopCore

final class MutantSchemaTests: XCTestCase {
  /// The schema of `code` holding all its mutants, and the mutants, numbered from 1.
  private func schema(_ code: String, _ kinds: Set<MutantKind>) -> (MutantSchema, [Mutant]) {
    let mutants = MutantGenerator(file: "F.swift", text: code).mutants.filter {
      kinds.contains($0.kind)
    }
    let numbered = mutants.enumerated().map { ($0.offset + 1, $0.element) }
    return (MutantSchema(text: code, mutants: numbered), mutants)
  }

  /// The schema's text without the switch it ends with.
  private func body(_ schema: MutantSchema) -> String {
    String(schema.text.dropLast(MutantSchema.switchCode.count))
  }

  func testStatementLine_PicksEachMutantsVersionByNumber_KeepingTheLineCount() {
    let code = """
      func f() {
        state.count += 1
      }
      """
    let (schema, _) = schema(code, [.operatorSwap, .deletedStatement, .integerNudge])
    XCTAssertEqual(
      body(schema),
      """
      func f() {
        if workshopMutant(1) {  } else if workshopMutant(2) { state.count -= 1 } else if \
      workshopMutant(3) { state.count += 0 } else if workshopMutant(4) { state.count += 2 } else \
      { state.count += 1 }
      }
      """)
    XCTAssertEqual(schema.included, [1, 2, 3, 4])
    XCTAssertTrue(schema.text.hasSuffix(MutantSchema.switchCode))
  }

  func testDeclaration_PicksItsValue_AndLeavesOutMutantsThatChangeTheName() {
    let code = "let total = a + b\nprint(other)"
    let (schema, mutants) = schema(code, [.operatorSwap, .swappedStatements])
    XCTAssertEqual(mutants.map(\.kind), [.swappedStatements, .operatorSwap])
    XCTAssertEqual(
      body(schema), "let total = (workshopMutant(2) ? (a - b) : (a + b))\nprint(other)")
    XCTAssertEqual(schema.included, [2], "a swap moves the declaration: a build of its own")
  }

  func testConditions_OfGuardAndIf_ArePickedAsValues_UnlessTheyBind() {
    let code = """
      guard n > 0 else { return }
      if a && b {
      }
      guard let x, n > 0 else { return }
      """
    let (schema, _) = schema(code, [.operatorSwap, .negatedGuard])
    XCTAssertEqual(
      body(schema),
      """
      guard (workshopMutant(1) ? (!(n > 0)) : workshopMutant(2) ? (n >= 0) : (n > 0)) else \
      { return }
      if (workshopMutant(3) ? (a || b) : (a && b)) {
      }
      guard let x, n > 0 else { return }
      """)
  }

  func testReturn_IsOnlyEverPickedForAnotherReturn() {
    let code = """
      func f() -> Int {
        if x {
          return 1
        }
        return 2
      }
      """
    let (schema, mutants) = schema(code, [.removedReturn, .integerNudge])
    XCTAssertEqual(mutants.first?.kind, .removedReturn)
    XCTAssertFalse(schema.included.contains(1), "a path without a return does not compile")
    XCTAssertTrue(schema.included.contains(2))
  }

  func testDefer_PicksItsBody_AndAnEmptyBodyWhenDropped() {
    let (schema, _) = schema("defer { isSending = false }", [.droppedDefer, .booleanFlip])
    XCTAssertEqual(
      body(schema),
      "defer { if workshopMutant(1) {  } else if workshopMutant(2) { isSending = true } else "
        + "{ isSending = false } }")
  }

  func testStoredProperty_PicksItsInitialValue() {
    let (schema, _) = schema("private static var count = 0", [.integerNudge])
    XCTAssertEqual(body(schema), "private static var count = (workshopMutant(1) ? (1) : (0))")
  }

  func testInitializerAssignments_AreLeftOut() {
    let code = """
      init(value: Int) {
        self.value = value + 1
      }
      """
    XCTAssertEqual(schema(code, [.operatorSwap]).0.included, [])
  }

  func testErrorAtAClosingBrace_BlamesTheRewritesOfItsBody() {
    let code = """
      func f() -> Int {
        if x {
          total += 1
        }
        return 2
      }
      """
    let (schema, _) = schema(code, [.operatorSwap])
    XCTAssertEqual(schema.mutants(around: 6), [1])
    XCTAssertEqual(schema.mutants(around: 4), [1])
    XCTAssertEqual(schema.mutants(around: 5), [])
  }

  func testSwappedStatements_EachLineHoldsTheOther() {
    let code = "notify()\nstate.x = 1"
    let (schema, _) = schema(code, [.swappedStatements])
    XCTAssertEqual(
      body(schema),
      "if workshopMutant(1) { state.x = 1 } else { notify() }\n"
        + "if workshopMutant(1) { notify() } else { state.x = 1 }")
  }

  func testLinesThatCannotBeWrapped_AreLeftOut() {
    let code = """
      save(a,
        b + c)
      let s = "x" + y  // note
      """
    let (schema, mutants) = schema(code, [.operatorSwap])
    XCTAssertEqual(mutants.count, 2)
    XCTAssertEqual(schema.included, [])
    XCTAssertEqual(body(schema), code)
  }

  func testCompilerErrors_AreBlamedOnTheVersionTheyAreIn() throws {
    let code = "  state.count += 1"
    let (schema, _) = schema(code, [.operatorSwap])
    let line = body(schema)
    let version = try XCTUnwrap(line.range(of: "state.count -= 1"))
    let column = line.utf8.distance(from: line.startIndex, to: version.lowerBound) + 1
    XCTAssertEqual(schema.stillborn(line: 1, column: column + 3), [1])
    XCTAssertNil(schema.stillborn(line: 1, column: line.utf8.count - 3), "in the original")
    XCTAssertNil(schema.stillborn(line: 2, column: 1))
    XCTAssertEqual(schema.mutants(on: 1), [1])
  }
}
