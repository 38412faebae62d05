import WorkshopReaders
import XCTest

/// What the one reader of Swift source takes for code, comments and string literals.
final class SwiftSourceTests: XCTestCase {
  func testPieces_TellCodeFromCommentsAndLiterals() {
    let source = SwiftSource(#"let a = "//" // note"#)
    XCTAssertEqual(source.pieces.map(\.kind), [.code, .literal, .code, .comment])
    XCTAssertEqual(source.text(source.comments[0].range), "// note")
  }

  func testBlockComments_Nest() {
    let source = SwiftSource("/* outer /* inner */ still a comment */ code")
    XCTAssertEqual(source.pieces.map(\.kind), [.comment, .code])
    XCTAssertEqual(source.text(source.pieces[1].range), " code")
  }

  func testRawAndMultiLineLiterals_EndOnlyAtTheirOwnDelimiter() {
    let raw = SwiftSource(##"let a = #"a "quote" and \(not) // here"# + b"##)
    XCTAssertEqual(raw.pieces.map(\.kind), [.code, .literal, .code])
    let multiline = SwiftSource(
      #"""
      let a = """
        "quoted" // not a comment
        """
      let b = 1
      """#)
    XCTAssertEqual(multiline.pieces.map(\.kind), [.code, .literal, .code])
    XCTAssertTrue(multiline.text(multiline.pieces[2].range).contains("let b = 1"))
  }

  func testAnInterpolation_MayHoldALiteralWithAQuoteAndAParenthesis() {
    let source = SwiftSource(#"f("a \(g(")\"")) b") // c"#)
    XCTAssertEqual(source.pieces.map(\.kind), [.code, .literal, .code, .comment])
    XCTAssertEqual(source.literals(value: "…").map(\.text), ["a … b"])
  }

  func testLiterals_ResolveEscapes_AndJoinWhatAPlusJoins() {
    let source = SwiftSource(
      #"""
      // "a comment"
      XCTFail("TODO(1): one " + "sentence\t\(n)\u{21}") /* "another" */
      """#)
    let literals = source.literals(value: "<v>")
    XCTAssertEqual(literals.map(\.text), ["TODO(1): one sentence\t<v>!"])
    XCTAssertEqual(literals.map(\.line), [2])
  }

  func testAMultiLineLiteral_LosesItsIndentation_AndJoinsContinuedLines() {
    let source = SwiftSource(
      #"""
      XCTFail(
        """
        The reminders arrived early: deliver them \
        with .receive(on:), on \(queue).
          indented
        """)
      """#)
    XCTAssertEqual(
      source.literals(value: "…").map(\.text),
      ["The reminders arrived early: deliver them with .receive(on:), on ….\n  indented"])
  }

  func testWithoutComments_KeepsTheCodeAndEveryLine() {
    let source = SwiftSource("let x = 1  // one\n/* two\n three */\nlet y = \"// kept\"\n")
    XCTAssertEqual(source.withoutComments, "let x = 1\n\n\nlet y = \"// kept\"\n")
  }

  func testBlocks_NameFunctionsAndTypes_IgnoringBracesInCommentsAndStrings() {
    let blocks = SwiftSource(
      #"""
      final class CounterTests: XCTestCase {
        func testHappyFlow() {
          // a brace in a comment: {
          effect.sink { value in
            XCTAssertEqual(value, "}")
          }
        }

        /* func testHidden() { */
        func testUnhappyFlow() throws {
          let text = """
            func notAFunction() {
            """
          XCTAssertEqual(text, "")
        }
      }
      """#
    ).blocks()
    XCTAssertEqual(blocks.map(\.keyword), ["class", "func", nil, "func"])
    XCTAssertEqual(blocks.map(\.name), ["CounterTests", "testHappyFlow", nil, "testUnhappyFlow"])
    XCTAssertEqual(blocks.outermostFunction(holding: 5)?.name, "testHappyFlow")
    XCTAssertEqual(blocks.outermostFunction(holding: 14)?.name, "testUnhappyFlow")
    XCTAssertNil(blocks.outermostFunction(holding: 8))
    XCTAssertTrue(blocks.isInABlock(5, of: blocks[1]))
    XCTAssertFalse(blocks.isInABlock(14, of: blocks[3]))
    XCTAssertEqual(blocks.enclosingType(of: blocks[3])?.name, "CounterTests")
  }

  func testBlocks_KnowTheirTests_TheTodosTheyAnswer_AndTheirAttributes() {
    let blocks = SwiftSource(
      """
      @Suite struct CounterTests {
        private func helper() -> Int {
          // TODO(1): a helper's TODO
          1
        }

        @Test func asks() {
          Issue.record("TODO(5): write a test that asks")
        }

        // TODO(6): make this test parameterized
        @Test(
          arguments: [1, 2]
        )
        func responds(to n: Int) {}
      }
      """
    ).blocks().filter { $0.keyword == "func" }
    XCTAssertEqual(blocks.map(\.name), ["helper", "asks", "responds"])
    XCTAssertEqual(blocks.map(\.isTest), [false, true, true])
    XCTAssertEqual(blocks.map(\.todos), [[1], [5], [6]])
    XCTAssertEqual(blocks[2].preamble, "@Test( arguments: [1, 2] ) func responds(to n: Int)")
  }

  func testABlock_HeaderSpansASignatureOverLines_AndItsFirstLineIsItsDocComment() {
    let blocks = SwiftSource(
      """
      /// Sums.
      @inlinable
      public static func sum(
        _ a: Int,
        _ b: Int
      ) -> Int {
        a + b
      }
      """
    ).blocks()
    XCTAssertEqual(blocks.map(\.firstLine), [1])
    XCTAssertEqual(blocks.map(\.headerLine), [3])
    XCTAssertEqual(blocks.map(\.openLine), [6])
    XCTAssertEqual(blocks.map(\.name), ["sum"])
    XCTAssertTrue(blocks[0].isFunction)
  }

  func testTodoNumbers_ReadOnlyWellFormedMarkers() {
    XCTAssertEqual(todoNumbers(in: "failed - TODO(12): do it, then TODO(3)"), [12, 3])
    XCTAssertEqual(todoNumbers(in: "TODO: later, TODO(x), TODO(3"), [])
  }
}
