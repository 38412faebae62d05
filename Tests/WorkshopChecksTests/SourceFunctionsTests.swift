import XCTest

@testable import WorkshopChecks

final class SourceFunctionsTests: XCTestCase {
  func testOutermost_IsTheFunctionWhoseBodyHoldsTheLine_IgnoringCommentsAndStrings() {
    let source = """
      final class CounterTests: XCTestCase {
        func testHappyFlow() {
          // a brace in a comment: {
          effect.sink { value in
            XCTAssertEqual(value, "}")
          }
        }

        /* func testHidden() { */
        func testUnhappyFlow() throws {
          let text = \"\"\"
            func notAFunction() {
            \"\"\"
          XCTAssertEqual(text, "")
        }
      }
      """
    let functions = SourceFunctions(source: source)

    XCTAssertEqual(functions.functions.map(\.name), ["testHappyFlow", "testUnhappyFlow"])
    XCTAssertEqual(functions.outermost(holding: 5), "testHappyFlow")
    XCTAssertEqual(functions.outermost(holding: 14), "testUnhappyFlow")
    XCTAssertNil(functions.outermost(holding: 8))
    XCTAssertNil(functions.outermost(holding: 1))
  }
}
