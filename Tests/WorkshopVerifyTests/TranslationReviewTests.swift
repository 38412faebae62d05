import XCTest

@testable import WorkshopLocalization
@testable import WorkshopVerify

final class TranslationReviewTests: XCTestCase {
  let file = "Exercises/01-A/HINTS.fr.md"
  let english = """
    # 01 · Hints

    Read them one at a time.

    ## TODO(1)

    - See [the lesson](README.md).

    ```swift
    let x = 1
    ```

    ## TODO(2)

    - Zero is fine.
    """
  let french = """
    # 01 · Indices

    Lisez-les un par un.

    ## TODO(1) · Compter

    - Voir [la leçon](README.md).

    ```swift
    let x = 1
    ```

    ## TODO(2)

    - Zéro convient.
    """

  func testFaithfulTranslation_StampedFromTheCurrentEnglish_HasNoProblems() {
    XCTAssertEqual(problems(french, stampedFrom: english), [])
  }

  func testChangedEnglishParagraph_NamesTheFileAndTheSection() {
    let changed = english.replacingOccurrences(of: "Zero is fine.", with: "Zero is a fine value.")
    XCTAssertEqual(
      translationProblems(
        file: file, english: changed, translation: french, sources: sources(english)),
      [
        "\(file): the English section `## TODO(2)` changed since it was translated; update the "
          + "translation, then `workshop translations --stamp \(file)`"
      ])
    // Stamping again from the changed English clears it.
    XCTAssertEqual(problems(french, english: changed, stampedFrom: changed), [])
  }

  func testNeverStamped_IsOneProblem() {
    XCTAssertEqual(
      translationProblems(file: file, english: english, translation: french, sources: .init()),
      [
        "\(file): never stamped; translate it, then `workshop translations --stamp \(file)`"
      ])
  }

  func testMissingHeading_IsReported() {
    let withoutSecond = french.replacingOccurrences(of: "## TODO(2)\n", with: "")
    XCTAssertEqual(
      problems(withoutSecond, stampedFrom: english),
      ["\(file): 2 headings where the English has 3"])
  }

  func testHeadingWithoutItsTodoMarker_OrAtAnotherLevel_IsReported() {
    XCTAssertEqual(
      problems(
        french.replacingOccurrences(of: "## TODO(1) · Compter", with: "## Compter"),
        stampedFrom: english),
      [
        "\(file): heading 2 is `## Compter` where the English has `## TODO(1)` "
          + "(keep `TODO(1)` at its start)"
      ])
    XCTAssertEqual(
      problems(
        french.replacingOccurrences(of: "## TODO(2)", with: "### TODO(2)"),
        stampedFrom: english),
      ["\(file): heading 3 is `### TODO(2)` where the English has `## TODO(2)`"])
  }

  func testMergedListItems_AreReported() {
    let merged = french.replacingOccurrences(
      of: "- Zéro convient.", with: "Zéro convient.")
    XCTAssertEqual(
      problems(merged, stampedFrom: english),
      ["\(file): section `## TODO(2)` has 0 list items where the English has 1"])
  }

  func testEditedCodeBlock_IsReported() {
    XCTAssertEqual(
      problems(
        french.replacingOccurrences(of: "let x = 1", with: "let x = 2"),
        stampedFrom: english),
      ["\(file): code block 1 differs from the English one (only its comments may)"])
  }

  func testCodeBlockComments_MayBeTranslated_ButNotTheCodeBesideThem() {
    let english = self.english.replacingOccurrences(
      of: "let x = 1", with: "// The count.\nlet x = \"// two\"  // one\n/* a\n b */")
    let translated = french.replacingOccurrences(
      of: "let x = 1", with: "// Le compte.\nlet x = \"// two\" // un\n/* un\n b */")
    XCTAssertEqual(problems(translated, english: english, stampedFrom: english), [])
    // A string that looks like a comment is code: it may not change.
    let edited = translated.replacingOccurrences(of: "\"// two\"", with: "\"// deux\"")
    XCTAssertEqual(
      problems(edited, english: english, stampedFrom: english),
      ["\(file): code block 1 differs from the English one (only its comments may)"])
    // Nor may a shell block, comments and all.
    let shell = english.replacingOccurrences(of: "```swift", with: "```sh")
    XCTAssertEqual(
      problems(
        translated.replacingOccurrences(of: "```swift", with: "```sh"), english: shell,
        stampedFrom: shell),
      ["\(file): code block 1 differs from the English one (only its comments may)"])
  }

  func testALinkToTheTranslatedSibling_StandsForTheEnglishLink() {
    XCTAssertEqual(
      problems(
        french.replacingOccurrences(of: "(README.md)", with: "(README.fr.md)"),
        stampedFrom: english),
      [])
  }

  func testChangedLinkTarget_IsReported() {
    XCTAssertEqual(
      problems(
        french.replacingOccurrences(of: "(README.md)", with: "(LISEZMOI.md)"),
        stampedFrom: english),
      [
        "\(file): links differ from the English; missing README.md; not in the English "
          + "LISEZMOI.md"
      ])
  }

  func testHashLinesInCode_AreNotHeadings() {
    let outline = MarkdownOutline("# Title\n\n```sh\n# a comment\n```\n\n## Next\n")
    XCTAssertEqual(outline.headings.map(\.text), ["Title", "Next"])
    XCTAssertEqual(outline.sectionKeys, ["(top)", "# Title", "## Next"])
  }

  func testRepeatedHeadings_GetNumberedKeys() {
    let outline = MarkdownOutline("## Example\n\na\n\n## Example\n\nb\n")
    XCTAssertEqual(outline.sectionKeys, ["(top)", "## Example", "## Example (2)"])
  }

  func testTranslationPath_PutsTheLanguageBeforeTheExtension() {
    XCTAssertEqual(
      translationPath(of: "Exercises/01-A/README.md", in: .simplifiedChinese),
      "Exercises/01-A/README.zh-Hans.md")
    XCTAssertEqual(translationPath(of: "Docs/notes", in: .korean), "Docs/notes.ko")
  }

  private func sources(_ english: String) -> TranslationSources {
    TranslationSources(files: [file: sectionHashes(of: english)])
  }

  private func problems(
    _ translation: String, english: String? = nil, stampedFrom source: String
  ) -> [String] {
    translationProblems(
      file: file, english: english ?? self.english, translation: translation,
      sources: sources(source))
  }
}
