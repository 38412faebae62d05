import XCTest

@testable import WorkshopDocs

final class MistakeTests: XCTestCase {
  func testBoldLead_IsTheSlip() {
    let mistake = Mistake("**Forgetting to advance.** Nothing runs by itself.")
    XCTAssertEqual(mistake?.slip, "Forgetting to advance.")
    XCTAssertEqual(mistake?.consequence, "Nothing runs by itself.")
  }

  func testBoldLeadContinuingTheSentence_SplitsAtTheSentenceEnd() {
    let mistake = Mistake("**Blocking the thread**, with a semaphore. The queue never runs.")
    XCTAssertEqual(mistake?.slip, "Blocking the thread, with a semaphore.")
    XCTAssertEqual(mistake?.consequence, "The queue never runs.")
  }

  func testColon_SplitsAndCapitalizesWhatGoesWrong() {
    let mistake = Mistake("Reading the time once, outside the closure: a stopped clock.")
    XCTAssertEqual(mistake?.slip, "Reading the time once, outside the closure")
    XCTAssertEqual(mistake?.consequence, "A stopped clock.")
  }

  func testDotsInCodeAbbreviationsAndParentheses_DoNotEndTheSlip() {
    let mistake = Mistake(
      "Mapping the save, e.g. `.map { _ in .a }` (or `.b. c`). It compiles: nothing else.")
    XCTAssertEqual(mistake?.slip, "Mapping the save, e.g. `.map { _ in .a }` (or `.b. c`).")
    XCTAssertEqual(mistake?.consequence, "It compiles: nothing else.")
  }

  func testOneSentence_IsNoMistakeToAskAbout() {
    XCTAssertNil(Mistake("`_ = effect.sink(...)` cancels the effect before it can deliver."))
  }

  func testAssessments_AskOneQuestionAMistake_WithOneRightAnswerEach() throws {
    let markup = try XCTUnwrap(
      Assessments.markup(for: ["A. One.", "B. Two.", "C. Three.", "D. Four.", "Single"]))
    XCTAssertEqual(markup.filter { $0.hasPrefix("  @MultipleChoice") }.count, 3)
    XCTAssertEqual(markup.filter { $0.contains("@Choice(isCorrect: true)") }.count, 3)
    XCTAssertEqual(markup.filter { $0.contains("@Choice(isCorrect: false)") }.count, 6)
    XCTAssertTrue(markup.contains("    The slip: B. What goes wrong?"))
    XCTAssertFalse(markup.joined().contains("Four"), "only the first three are asked about")
  }

  func testAssessments_NeedTwoMistakes() {
    XCTAssertNil(Assessments.markup(for: ["A. One.", "Just a remark"]))
  }
}
