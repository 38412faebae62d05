import XCTest

@testable import WorkshopVerify

/// A translation's prose against its language's glossary and typography.
final class ProseRulesTests: XCTestCase {
  let glossary = Glossary(
    markdown: """
      | English | 译文 | 说明 |
      | --- | --- | --- |
      | reducer | reducer | 保留英文 |
      | expectation | 期望（expectation） | |
      | publisher | 发布者 | |
      | token (the cancellable) | 令牌 | |
      | happy path / unhappy path | 정상 흐름 / 예외 흐름 | ≠ 정상 경로, 해피 패스 |
      """)

  func testGlossary_ReadsFormsKeptWordsSensesAndRejectedForms() {
    XCTAssertEqual(glossary.entries.count, 5)
    XCTAssertTrue(glossary.entries[0].keeps("reducer"))
    XCTAssertFalse(glossary.entries[1].keeps("expectation"))
    XCTAssertTrue(glossary.entries[3].isOneSense)
    XCTAssertEqual(glossary.entries[4].english, ["happy path", "unhappy path"])
    XCTAssertEqual(glossary.entries[4].rejected, ["정상 경로", "해피 패스"])
  }

  func testChinese_TermsLeftInEnglish_OutsideCodeQuotesAndGlosses() {
    let rules = ProseRules(language: .simplifiedChinese, glossary: glossary)
    XCTAssertEqual(
      rules.problems(inMarkdown: "一个 reducer 等待 expectation。\n两个 publishers。", file: "f.md"),
      [
        "f.md:1: `expectation` is English where the glossary writes 期望（expectation）",
        "f.md:2: `publishers` is English where the glossary writes 发布者",
      ])
    let fine = """
      等待期望（expectation）。`publisher` 和 `expectation(description:)` 是代码，
      "1 expectation" 是输出，[链接](expectation.md)，Expectations.swift 是文件，
      token 有别的意思。

      ```swift
      let expectation = expectation(description: "load")
      ```
      """
    XCTAssertEqual(rules.problems(inMarkdown: fine, file: "f.md"), [])
  }

  func testChinese_QuotesHalfWidthPunctuationAndSpaces() {
    let rules = ProseRules(language: .simplifiedChinese, glossary: Glossary(markdown: ""))
    XCTAssertEqual(
      rules.problems(
        inMarkdown: "说“不”。\n接收一个 (响应, 提示) 数组.\n完成。 然后\n两个  空格", file: "f.md"),
      [
        "f.md:1: curly quotation marks: Chinese prose quotes with 「」 (and 『』 inside)",
        "f.md:2: half-width `(` in a Chinese sentence: write （",
        "f.md:2: half-width `,` in a Chinese sentence: write ，",
        "f.md:2: half-width `)` in a Chinese sentence: write ）",
        "f.md:2: half-width `.` in a Chinese sentence: write 。",
        "f.md:3: a space after `。`: a full-width mark takes no space after it",
        "f.md:4: two spaces in a row",
      ])
    let fine = "说「不」。`f(a, b)` 和 fireAndForget() 是代码。\n| 1 | 表格。 |\n- 列表项（TODO(1)）。"
    XCTAssertEqual(rules.problems(inMarkdown: fine, file: "f.md"), [])
  }

  func testKorean_RejectedFormsQuotesAndFixedParticles() {
    let rules = ProseRules(language: .korean, glossary: glossary)
    XCTAssertEqual(
      rules.problems(inMarkdown: "정상 경로를 “따라” 테스트을(를) 씁니다.", file: "f.md"),
      [
        "f.md:1: `정상 경로` is not how the glossary writes it: 정상 흐름 / 예외 흐름",
        "f.md:1: quotation marks: Korean prose quotes with straight \"…\", as the glossary says",
        "f.md:1: `을(를)`: write the one form that follows the word before it",
      ])
    XCTAssertEqual(rules.problems(inMarkdown: "정상 흐름을 \"따라\" 씁니다.", file: "f.md"), [])
  }

  func testFrench_GuillemetsAndNoBreakSpaces() {
    let rules = ProseRules(language: .french, glossary: Glossary(markdown: ""))
    XCTAssertEqual(
      rules.problems(inMarkdown: "Il dit «non» : “oui” ?", file: "f.md"),
      [
        "f.md:1: curly quotation marks: French prose quotes with « … »",
        "f.md:1: « needs a no-break space after it",
        "f.md:1: » needs a no-break space before it",
        "f.md:1: a plain space before `:`: French puts a no-break space there",
        "f.md:1: a plain space before `?`: French puts a no-break space there",
      ])
    XCTAssertEqual(
      rules.problems(inMarkdown: "Il dit «\u{00A0}non\u{00A0}»\u{00A0}: `a : b` ?x", file: "f.md"),
      [])
  }

  func testCatalogueText_IgnoresPlaceholders_AndKeepsTheEnglishLayout() {
    let rules = ProseRules(language: .simplifiedChinese, glossary: glossary)
    XCTAssertEqual(
      rules.problems(
        inCatalogueText: "{1} 等待 expectation。", english: "{1} waits.", place: "cli"),
      ["cli: `expectation` is English where the glossary writes 期望（expectation）"])
    XCTAssertEqual(
      rules.problems(inCatalogueText: "✓ 已完成  ✗ 未通过", english: "✓ done  ✗ failing", place: "cli"),
      [])
    XCTAssertEqual(
      rules.problems(inCatalogueText: "已完成  未通过", english: "done failing", place: "cli"),
      ["cli: two spaces in a row"])
  }
}
