import XCTest

@testable import WorkshopDocs

final class StepQuestionsTests: XCTestCase {
  func testAChoiceInACodeBlockOfThePrompt_IsCode_NotAChoice() {
    let questions = StepQuestions(
      markdown: """
        ## Which line is a choice?

        ~~~markdown
        - [x] Not this one: it is code.
        ~~~

        - [ ] The first.
          > No.
        - [x] The second.
          > Yes.
        """
    ).questions
    XCTAssertEqual(
      questions.first?.prompt,
      ["Which line is a choice?", "", "~~~markdown", "- [x] Not this one: it is code.", "~~~"])
    XCTAssertEqual(questions.first?.choices.map(\.isCorrect), [false, true])
    XCTAssertEqual(questions.first?.choices.map(\.explanation), [["No."], ["Yes."]])
  }

  func testTextAfterTheChoices_GoesWithTheLastOne() {
    // Nothing a teacher wrote is lost, even where it belongs to no choice.
    let question = StepQuestions(
      markdown: "## Q?\n\n- [ ] A.\n  > No.\n- [x] B.\n\nMore about B.\n> Yes.\n"
    ).questions.first
    XCTAssertEqual(question?.choices.last?.text, ["B.", "More about B."])
    XCTAssertEqual(question?.choices.last?.explanation, ["Yes."])
  }
}
