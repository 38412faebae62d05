import WorkshopReaders
import XCTest

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
    XCTAssertEqual(functions.outermost(holding: 5)?.name, "testHappyFlow")
    XCTAssertEqual(functions.outermost(holding: 14)?.name, "testUnhappyFlow")
    XCTAssertEqual(functions.outermost(holding: 5)?.isInABlock(5), true)
    XCTAssertEqual(functions.outermost(holding: 14)?.isInABlock(14), false)
    XCTAssertNil(functions.outermost(holding: 8))
    XCTAssertNil(functions.outermost(holding: 1))
  }

  func testFunctions_KnowWhetherTheyAreTests_AndWhichTodosTheyAnswer() {
    let source = """
      @Suite struct CounterTests {
        private func helper() -> Int {
          // TODO(1): a helper's TODO
          1
        }

        @Test func asks() {
          Issue.record("TODO(5): write a test that asks")
        }

        // TODO(6): make this test parameterized
        @Test(arguments: [1, 2])
        func responds(to n: Int) {}
      }
      """
    let functions = SourceFunctions(source: source).functions

    XCTAssertEqual(functions.map(\.name), ["helper", "asks", "responds"])
    XCTAssertEqual(functions.map(\.isTest), [false, true, true])
    XCTAssertEqual(functions.map(\.todos), [[1], [5], [6]])
  }
}
