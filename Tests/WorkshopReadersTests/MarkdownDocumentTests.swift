import WorkshopReaders
import XCTest

final class MarkdownDocumentTests: XCTestCase {
  private func kinds(_ markdown: String) -> [String] {
    MarkdownDocument(markdown).blocks.map { block in
      switch block.kind {
      case .heading(let heading): return "heading \(heading.level) \(heading.text)"
      case .paragraph: return "paragraph \(block.range)"
      case .list(let list): return "list of \(list.items.count) \(block.range)"
      case .code(let code): return "code \(code.info) \(block.range)"
      case .table: return "table \(block.range)"
      case .thematicBreak: return "break"
      case .comment: return "comment \(block.range)"
      }
    }
  }

  func testBlocks_WithTheLinesTheySpan() {
    XCTAssertEqual(
      kinds(
        """
        # Title
        Some text
        going on.

        ---
        | a | b |
        |---|--:|
        | 1 | 2 |
        <!--output:bug 4-->
        ```swift
        let x = 1
        ```
        """),
      [
        "heading 1 Title", "paragraph 1..<3", "break", "table 5..<8", "comment 8..<9",
        "code swift 9..<12",
      ])
  }

  func testHeadings_NeedASpace_AndAtMostThreeSpacesBefore() {
    XCTAssertEqual(
      kinds("#hashtag\n\n   ### Three\n\n    # Four spaces"),
      ["paragraph 0..<1", "heading 3 Three", "paragraph 4..<5"])
  }

  func testFences_OfBackticksOrTildes_HideWhatLooksLikeBlocks() {
    let document = MarkdownDocument("~~~text\n# not a heading\n- not an item\n~~~\n## After")
    XCTAssertEqual(document.codeBlocks.map(\.code), [["# not a heading", "- not an item"]])
    XCTAssertEqual(document.codeBlocks.map(\.info), ["text"])
    XCTAssertEqual(document.sections().map(\.heading?.text), [nil, "After"])
  }

  func testAFence_ClosesOnlyOnItsOwnMarker_AtLeastAsLong_WithNothingAfter() {
    // A fence of four backticks shows one of three; a tilde line or one with words goes on.
    let document = MarkdownDocument("````markdown\n```swift\n~~~~\n```` no\n````\nafter")
    XCTAssertEqual(
      document.codeBlocks.map(\.code), [["```swift", "~~~~", "```` no"]])
    XCTAssertEqual(document.codeBlocks.map(\.isClosed), [true])
    XCTAssertFalse(document.isCode(5))
  }

  func testAnUnclosedFence_RunsToTheEnd() {
    let document = MarkdownDocument("Text\n```\ncode\n## not a heading")
    XCTAssertEqual(document.codeBlocks.map(\.isClosed), [false])
    XCTAssertEqual(document.codeBlocks.map(\.range), [1..<4])
    XCTAssertEqual(document.sections().count, 1)
  }

  func testBackticksWithABacktickAfterThem_AreACodeSpanNotAFence() {
    XCTAssertEqual(kinds("```x``` is code\nstill text"), ["paragraph 0..<2"])
  }

  func testAnIndentedFence_LosesItsIndentationFromEveryLine() {
    let code = MarkdownDocument("  ```\n  let a = 1\n    b\nc\n  ```").codeBlocks.first
    XCTAssertEqual(code?.code, ["let a = 1", "  b", "c"])
  }

  func testLists_ReadItemsWithTheirMarkersNumbersAndText() throws {
    let document = MarkdownDocument(
      """
      1. **Save.** Make the reducer
         return one effect:

         ```swift
         save()
         ```

      12. Load,
      lazily continued.
      - A bullet starts another list.
      """)
    guard case .list(let numbers) = document.blocks.first?.kind,
      case .list(let bullets) = document.blocks.last?.kind
    else { return XCTFail("\(document.blocks)") }
    XCTAssertTrue(numbers.isOrdered)
    XCTAssertTrue(numbers.isLoose)
    XCTAssertEqual(numbers.items.map(\.number), [1, 12])
    XCTAssertEqual(numbers.items.map(\.range), [0..<6, 7..<9])
    XCTAssertEqual(
      numbers.items[0].lines[0...1], ["**Save.** Make the reducer", "return one effect:"])
    XCTAssertEqual(numbers.items[1].lines, ["Load,", "lazily continued."])
    // The code block inside the first item is the item's, at its place in the document.
    XCTAssertEqual(document.codeBlocks.map(\.range), [3..<6])
    XCTAssertEqual(document.codeBlocks.map(\.code), [["save()"]])
    XCTAssertEqual(bullets.items.map(\.marker), ["-"])
    XCTAssertFalse(bullets.isOrdered)
  }

  func testNestedItems_BelongToTheItemTheyAreIndentedUnder() {
    let document = MarkdownDocument("- a\n  - b\n  - c\n- d")
    guard case .list(let outer) = document.blocks.first?.kind,
      case .list(let inner) = outer.items.first?.blocks.last?.kind
    else { return XCTFail("\(document.blocks)") }
    XCTAssertEqual(outer.items.map(\.lines), [["a", "- b", "- c"], ["d"]])
    XCTAssertEqual(inner.items.map(\.range), [1..<2, 2..<3])
    XCTAssertFalse(outer.isLoose)
  }

  func testAThematicBreakOfStars_IsNotAList() {
    XCTAssertEqual(kinds("* * *\n- item"), ["break", "list of 1 1..<2"])
  }

  func testACommentLine_EndsAParagraph_ButACommentInText_DoesNot() {
    XCTAssertEqual(
      kinds("Text\n<!--output:bug 4\n-->\n<!--fact:a-->1<!--/fact--> bug\nmore"),
      ["paragraph 0..<1", "comment 1..<3", "paragraph 3..<5"])
  }

  func testTables_ReadTheirCells_EscapedPipesAndPipesInCodeIncluded() {
    let document = MarkdownDocument("| a | `b|c` |\n| --- | ---: |\n| 1 \\| 2 | 3 |")
    guard case .table(let table) = document.blocks.first?.kind else {
      return XCTFail("\(document.blocks)")
    }
    XCTAssertEqual(table.header, ["a", "`b|c`"])
    XCTAssertEqual(table.rows, [["1 | 2", "3"]])
    XCTAssertEqual(table.rightAligned, [false, true])
  }

  func testSections_SplitAtTheirLevel_WithTheTitleInTheFirst() {
    let document = MarkdownDocument("# Step\nLead.\n## What to do\n### Detail\nText\n## Hints")
    XCTAssertEqual(document.title, "Step")
    let sections = document.sections(level: 2)
    XCTAssertEqual(sections.map(\.heading?.text), [nil, "What to do", "Hints"])
    XCTAssertEqual(sections.map(\.range), [0..<2, 2..<5, 5..<6])
    XCTAssertEqual(sections[1].lines, ["### Detail", "Text"])
    XCTAssertEqual(document.section(named: "what to do")?.range, 2..<5)
    // Without a level, every heading starts a section.
    XCTAssertEqual(document.sections().map(\.heading?.level), [nil, 1, 2, 3, 2])
  }

  func testProseAndLinkTargets_AreReadFromTextOnly() {
    let document = MarkdownDocument("See [a](A.md) and [b](B.md).\n```\n[c](C.md)\n```")
    XCTAssertEqual(document.proseLines, ["See [a](A.md) and [b](B.md)."])
    XCTAssertEqual(document.linkTargets, ["A.md", "B.md"])
  }
}
