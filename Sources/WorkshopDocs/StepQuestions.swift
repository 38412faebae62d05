import Foundation
import WorkshopCourse
import WorkshopJudge

/// The questions a teacher wrote for a step, in `QUESTIONS.md` beside its lesson, which its
/// tutorial asks at the end. Each `## ` heading is a question (lines below it, before the
/// choices, add to it: a code block, say); each `- [ ]` or `- [x]` bullet a choice, `[x]` the
/// right one; the `> ` lines indented under a choice explain why it is right or wrong:
///
/// ```markdown
/// ## What does a reducer return?
///
/// - [ ] The new state.
///   > No: it changes the state in place, through `inout`.
/// - [x] The effects still to run.
///   > Yes: work for the outside world, described but not yet run.
/// ```
struct StepQuestions: Equatable {
  /// One question and its choices.
  struct Question: Equatable {
    /// The question, as Markdown lines.
    let prompt: [String]
    let choices: [Choice]
  }

  /// A possible answer, whether it is the right one, and why.
  struct Choice: Equatable {
    let text: [String]
    let isCorrect: Bool
    let explanation: [String]
  }

  /// The file's name beside the lesson.
  static let fileName = "QUESTIONS.md"
  /// The fewest questions a step has.
  static let fewestQuestions = 2
  /// How many choices a question offers.
  static let choiceCounts = 3...4

  let questions: [Question]

  /// Reads the questions of `markdown`.
  init(markdown: String) {
    questions = MarkdownSections(markdown).sections.compactMap { section in
      section.heading.map { Self.question($0, section.lines) }
    }
  }

  /// What breaks the rules, one line a problem: too few questions, a question with fewer than
  /// three or more than four choices, without exactly one right choice, or a choice without an
  /// explanation.
  var problems: [String] {
    var problems: [String] = []
    if questions.count < Self.fewestQuestions {
      problems.append(
        "has \(questions.count) questions; a step needs at least \(Self.fewestQuestions)")
    }
    for (number, question) in zip(1..., questions) {
      let name = "question \(number) (\(question.prompt.first ?? ""))"
      let right = question.choices.filter(\.isCorrect).count
      if !Self.choiceCounts.contains(question.choices.count) {
        problems.append(
          "\(name) has \(question.choices.count) choices; it needs 3 or 4")
      }
      if right != 1 {
        problems.append("\(name) has \(right) right choices (marked `- [x]`); it needs exactly 1")
      }
      for (letter, choice) in zip("abcd", question.choices) where choice.explanation.isEmpty {
        problems.append("\(name), choice \(letter): no explanation (a `  > ` line under it)")
      }
    }
    return problems
  }

  private static func question(_ heading: String, _ lines: [String]) -> Question {
    var prompt = [heading]
    var choices: [Choice] = []
    var inFence = false
    for line in lines {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
      if !inFence, let (isCorrect, text) = choiceMarker(line) {
        choices.append(Choice(text: [text], isCorrect: isCorrect, explanation: []))
      } else if let last = choices.indices.last {
        let content = String(line.drop { $0 == " " })
        guard !content.isEmpty else { continue }
        var choice = choices[last]
        if content.hasPrefix(">") {
          choice = Choice(
            text: choice.text, isCorrect: choice.isCorrect,
            explanation: choice.explanation + [String(content.dropFirst().drop { $0 == " " })])
        } else {
          choice = Choice(
            text: choice.text + [content], isCorrect: choice.isCorrect,
            explanation: choice.explanation)
        }
        choices[last] = choice
      } else {
        prompt.append(line)
      }
    }
    return Question(prompt: trimmed(prompt), choices: choices)
  }

  /// Whether `line` starts a choice (`- [ ] ` or `- [x] `), and its text.
  private static func choiceMarker(_ line: String) -> (Bool, String)? {
    for (marker, isCorrect) in [("- [ ] ", false), ("- [x] ", true), ("- [X] ", true)]
    where line.hasPrefix(marker) {
      return (isCorrect, String(line.dropFirst(marker.count)))
    }
    return nil
  }
}

/// The `@Assessments` of a step's tutorial: its questions, each choice with its explanation.
enum Assessments {
  static func markup(for questions: StepQuestions) -> [String] {
    DocCMarkup.directive(
      "Assessments", "",
      questions.questions.flatMap { question in
        DocCMarkup.directive(
          "MultipleChoice", "",
          DocCMarkup.text(question.prompt) + [""]
            + question.choices.flatMap { choice in
              DocCMarkup.directive(
                "Choice", "isCorrect: \(choice.isCorrect)",
                DocCMarkup.text(choice.text) + [""]
                  + DocCMarkup.directive(
                    "Justification",
                    "reaction: \(choice.isCorrect ? "\"That's it.\"" : "\"Not quite.\"")",
                    DocCMarkup.text(choice.explanation)))
            })
      })
  }
}
