import XCTest

@testable import WorkshopVerify

/// How verify reads the messages code can print from its string literals.
final class StringLiteralsTests: XCTestCase {
  func testAMultiLineLiteral_JoinsItsContinuedLinesWithoutTheirIndentation() {
    let source = #"""
      XCTFail(
        """
        The reminders arrived before the main queue ran: deliver them \
        with .receive(on:), on \(queue).
        """)
      """#
    XCTAssertEqual(
      stringLiterals(in: source),
      [
        "The reminders arrived before the main queue ran: deliver them with .receive(on:), on "
          + "\(MessageTemplates.value)."
      ])
  }

  func testLiteralsJoinedByAPlus_AreOne_AndCommentsAreNoCode() {
    let source = #"""
      // "a comment"
      XCTFail("TODO(1): one " + "sentence \(n)") /* "another" */
      """#
    XCTAssertEqual(stringLiterals(in: source), ["TODO(1): one sentence \(MessageTemplates.value)"])
  }
}
