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

  func testGiveaways_TheRightChoiceLongestInMostQuestions_IsNamed() {
    // Three questions whose right choice is the longest, two whose right choice is not, in
    // places spread enough.
    let questions = [
      question(right: 1, choices: ["No.", "Yes, and here is why.", "Nope."]),
      question(right: 0, choices: ["Yes, and here is why.", "No.", "Nope."]),
      question(right: 2, choices: ["No.", "Nope.", "Yes, and here is why."]),
      question(right: 0, choices: ["Yes.", "No, and here is why.", "Nope, not so."]),
      question(right: 2, choices: ["No, and here is why.", "Nope, not so.", "Yes."]),
    ]
    XCTAssertEqual(
      StepQuestions.giveaways(in: [StepQuestions(markdown: questions.joined(separator: "\n"))]),
      [
        "the right choice is the longest in 3 of 5 questions; make it the longest in at most a "
          + "third, with wrong choices as long and as precise"
      ])
  }

  func testGiveaways_TheRightChoiceInOnePlaceTooOften_IsNamed() {
    // Lengths vary, but three of four right choices are the second.
    let questions = [
      question(right: 1, choices: ["A longer wrong one.", "Right.", "Wrong."]),
      question(right: 1, choices: ["Wrong.", "Right.", "A longer wrong one."]),
      question(right: 1, choices: ["A longer wrong one.", "Right.", "Wrong again."]),
      question(right: 0, choices: ["Right.", "A longer wrong one.", "Wrong."]),
    ]
    XCTAssertEqual(
      StepQuestions.giveaways(in: [StepQuestions(markdown: questions.joined(separator: "\n"))]),
      [
        "the right choice is choice b in 3 of 4 questions; spread it so that no position holds "
          + "more than two fifths"
      ])
  }

  func testGiveaways_VariedLengthsAndPlaces_AreNone() {
    let questions = [
      question(right: 0, choices: ["Right.", "A longer wrong one.", "Wrong."]),
      question(right: 1, choices: ["A longer wrong one.", "Right.", "Wrong."]),
      question(right: 2, choices: ["Wrong.", "A longer wrong one.", "Right, and longest."]),
    ]
    XCTAssertEqual(
      StepQuestions.giveaways(in: [StepQuestions(markdown: questions.joined(separator: "\n"))]),
      [])
  }

  /// A question in `QUESTIONS.md`'s form, choice `right` the right one.
  private func question(right: Int, choices: [String]) -> String {
    "## Which?\n\n"
      + choices.enumerated().map { index, text in
        "- [\(index == right ? "x" : " ")] \(text)\n  > Because.\n"
      }.joined()
  }
}
