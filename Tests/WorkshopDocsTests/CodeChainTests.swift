import XCTest

@testable import WorkshopDocs

/// A long answer built up a few lines a step, cut where the reader pauses.
final class CodeChainTests: XCTestCase {
  /// A test written in three beats, each opened by a comment, 19 lines in all.
  static let test = [
    "func testFlow() {",
    "  // Tapping the button disables it.",
    "  var state = State()",
    "  var effects = reducer(&state, .tapped)",
    "  XCTAssertEqual(state, State(isDisabled: true))",
    "  XCTAssertEqual(effects.count, 1)",
    "",
    "  // The answer comes back and shows the alert.",
    "  effects = reducer(&state, .answer(17))",
    "  XCTAssertEqual(state, State(alert: 17))",
    "  XCTAssertTrue(effects.isEmpty)",
    "",
    "  // Dismissing the alert takes it away.",
    "  effects = reducer(&state, .dismissed)",
    "  XCTAssertEqual(state, State())",
    "  XCTAssertTrue(effects.isEmpty)",
    "  XCTAssertTrue(effects.isEmpty)",
    "  XCTAssertTrue(effects.isEmpty)",
    "}",
  ]
  static let stub = [
    "func testFlow() {", "  // TODO(1): write the flow.", "  XCTFail(\"TODO(1)\")", "}",
  ]

  func code(before: [String], after: [String]) -> CodeStep {
    CodeStep(
      file: "Tests/FlowTests.swift", owner: .todo(1), function: "testFlow",
      functionBefore: "testFlow", marker: "// TODO(1): write the flow.", before: before,
      after: after)
  }

  func testALongAnswer_IsALinkABeat_EachAddingToTheOneBefore() {
    let links = code(before: Self.stub, after: Self.test).chain()
    XCTAssertEqual(links.map(\.added.count), [5, 5, 7])
    XCTAssertEqual(links.last?.lines, Self.test, "the last link is the whole answer")
    // The stub's lines go with the first link, which starts from the function's shell.
    XCTAssertFalse(links[0].lines.contains { $0.contains("TODO(1)") })
    for (previous, next) in zip(links, links.dropFirst()) {
      XCTAssertEqual(
        next.lines.indices.filter { !next.added.contains($0) }.map { next.lines[$0] },
        previous.lines, "a link only adds lines")
    }
    XCTAssertEqual(
      links.map {
        StepCaptions.link(
          links, links.firstIndex(of: $0)!, code: code(before: Self.stub, after: Self.test),
          number: 1)
      },
      [
        "Tapping the button disables it.", "The answer comes back and shows the alert.",
        "Dismissing the alert takes it away.",
      ])
  }

  func testAShortAnswer_IsOneLink_AndSaysWhatItsTODOAsks() {
    let short = ["func testFlow() {", "  XCTAssertEqual(add(2, 3), 5)", "}"]
    let links = code(before: Self.stub, after: short).chain()
    XCTAssertEqual(links.count, 1)
    XCTAssertEqual(links[0].added, [1])
    XCTAssertEqual(
      StepCaptions.link(links, 0, code: code(before: Self.stub, after: short), number: 1),
      "The answer, in `testFlow`: Write the flow.")
  }

  func testAStatementLongerThanALink_IsOpened_ItsShellFirst() {
    // One call whose 14 arguments, a comma apart, are more than one link holds.
    let arguments = (1...14).map { "    .step(\($0))," }
    let after = ["func testFlow() {", "  store.assert("] + arguments + ["  )", "}"]
    let links = code(before: Self.stub, after: after).chain()
    XCTAssertTrue(
      links.allSatisfy { $0.added.count <= ChainLimits.lines }, "\(links.map(\.added.count))")
    XCTAssertEqual(
      links[0].lines.prefix(3), ["func testFlow() {", "  store.assert(", "    .step(1),"])
    XCTAssertEqual(links.last?.lines, after)
  }

  func testAnInsertedFunction_IsTakenWhole_NotSplitAroundASharedBrace() {
    let before = ["struct A {", "  func one() {", "    1", "  }", "}"]
    let after = [
      "struct A {", "  func one() {", "    1", "  }", "", "  func two() {", "    2", "  }", "}",
    ]
    let links = code(before: before, after: after).chain()
    XCTAssertEqual(links.count, 1)
    XCTAssertEqual(links[0].added.map { after[$0] }.filter { !$0.isEmpty }.first, "  func two() {")
  }
}
