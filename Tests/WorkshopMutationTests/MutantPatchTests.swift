import XCTest

@testable import WorkshopMutation

/// Mutants written by hand as edits (a lesson's mistakes), and the schemata that hold them.
final class MutantPatchTests: XCTestCase {
  private let file = "Solutions/01-Counter/Counter.swift"
  private let text = "func total() -> [Int] {\n  var all = [1]\n  all.append(2)\n  return all\n}\n"

  func testAPatchDroppingWholeLines_DropsTheLineBreakBeforeThem_AndASchemaHoldsIt() throws {
    let mutant = try Mutant(file: file, text: text, edits: [("  all.append(2)\n", "")])
    XCTAssertEqual(
      mutant.applied(to: text), "func total() -> [Int] {\n  var all = [1]\n  return all\n}\n")
    let schemata = PatchSchemata.make([(mutant, [mutant])], texts: [file: text])
    XCTAssertEqual(schemata.switches, [0: "1"])
    XCTAssertTrue(
      try XCTUnwrap(schemata.texts[file]).contains("workshopMutant(1)"), "\(schemata.texts)")
  }

  func testEditsOnSeveralLines_AreOneMutant_ThatASchemaHolds() throws {
    let mutant = try Mutant(
      file: file, text: text,
      edits: [("var all = [1]", "var all = [0]"), ("append(2)", "append(3)")])
    XCTAssertEqual(
      mutant.applied(to: text),
      "func total() -> [Int] {\n  var all = [0]\n  all.append(3)\n  return all\n}\n")
    XCTAssertEqual(
      PatchSchemata.make([(mutant, [mutant])], texts: [file: text]).switches, [0: "1"])
  }

  func testEditsInTwoFunctions_AreHeldAsOneMutantAnEdit_SwitchedOnTogether() throws {
    let two = text + "func none() -> [Int] {\n  return []\n}\n"
    let edits = [
      (replace: "return all", with: "return []"), (replace: "return []\n", with: "return [0]\n"),
    ]
    let whole = try Mutant(file: file, text: two, edits: edits)
    let parts = try edits.map { try Mutant(file: file, text: two, edits: [$0]) }
    let schemata = PatchSchemata.make([(whole, parts)], texts: [file: two])
    XCTAssertEqual(schemata.switches, [0: "1,2"])
    let schema = try XCTUnwrap(schemata.texts[file])
    XCTAssertTrue(schema.contains("workshopMutant(1)") && schema.contains("workshopMutant(2)"))
  }

  func testAPatchThatWouldJoinLines_OrWhoseEditsOverlap_IsRefused() {
    XCTAssertThrowsError(try Mutant(file: file, text: text, edits: [("[1]\n", "[1]")])) {
      XCTAssertEqual(
        "\($0)",
        "a patch of \(file) ends its text with a line break and its replacement without one;"
          + " end both alike")
    }
    XCTAssertThrowsError(
      try Mutant(
        file: file, text: text, edits: [("var all", "let all"), ("all = [1]", "all = []")])
    ) {
      XCTAssertEqual("\($0)", "two edits of \(file) overlap")
    }
  }
}
