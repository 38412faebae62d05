import WorkshopCourse
import WorkshopReaders

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
    questions = MarkdownDocument(markdown).sections(level: 2).compactMap { section in
      section.heading.map { Self.question($0.text, section) }
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

  /// The most questions, as a share of all, whose right choice may be the longest: past it, a
  /// reader who picks the longest choice scores well without reading.
  static let longestRightShare = 1.0 / 3
  /// The most right choices, as a share of all, that one position (first, second…) may hold.
  static let positionShare = 2.0 / 5

  /// What gives the right choices away across `steps`' questions, one line a pattern: the right
  /// choice is the longest in too many questions, or sits in one position too often (a share
  /// counts once it is two questions or more: one of two is no pattern).
  static func giveaways(in steps: [StepQuestions]) -> [String] {
    // NB: a question without exactly one right choice is reported on its own.
    let questions = steps.flatMap(\.questions).filter { $0.choices.filter(\.isCorrect).count == 1 }
    guard !questions.isEmpty else { return [] }
    let longest = questions.filter { question in
      let lengths = question.choices.map { $0.text.joined(separator: " ").count }
      let right = question.choices.firstIndex(where: \.isCorrect)!
      return zip(lengths.indices, lengths).allSatisfy { $0 == right || $1 < lengths[right] }
    }.count
    let positions = Dictionary(
      grouping: questions, by: { $0.choices.firstIndex(where: \.isCorrect)! }
    ).mapValues(\.count)
    var problems: [String] = []
    let total = Double(questions.count)
    if longest > 1, Double(longest) > total * Self.longestRightShare {
      problems.append(
        "the right choice is the longest in \(longest) of \(questions.count) questions; "
          + "make it the longest in at most a third, with wrong choices as long and as precise")
    }
    for (position, count) in positions.sorted(by: { $0.key < $1.key })
    where count > 1 && Double(count) > total * Self.positionShare {
      problems.append(
        "the right choice is choice \(Array("abcd")[position]) in \(count) of "
          + "\(questions.count) questions; spread it so that no position holds more than two "
          + "fifths")
    }
    return problems
  }

  /// The question of a section: its heading and the lines before its first list of choices,
  /// then the items of its lists of choices; any other text after them goes with the last one.
  private static func question(_ heading: String, _ section: MarkdownSection) -> Question {
    var prompt = [heading] + section.lines
    var choices: [Choice] = []
    for block in section.blocks {
      let listed = block.list?.items.compactMap(choice) ?? []
      if !listed.isEmpty, choices.isEmpty {
        prompt =
          [heading] + section.lines.prefix(block.range.lowerBound - section.range.lowerBound - 1)
      }
      if !listed.isEmpty {
        choices += listed
      } else if let last = choices.popLast() {
        choices.append(last.adding(block.lines))
      }
    }
    return Question(prompt: trimmed(prompt), choices: choices)
  }

  /// The choice an item is (`[ ] text` or `[x] text`), its `> ` lines saying why.
  private static func choice(_ item: MarkdownListItem) -> Choice? {
    let marks = [("[ ] ", false), ("[x] ", true), ("[X] ", true)]
    guard let first = item.lines.first,
      let (mark, isCorrect) = marks.first(where: { first.hasPrefix($0.0) })
    else { return nil }
    return Choice(text: [], isCorrect: isCorrect, explanation: [])
      .adding([String(first.dropFirst(mark.count))] + item.lines.dropFirst())
  }
}

extension StepQuestions.Choice {
  /// The choice with `lines` added: a `> ` line to its explanation, any other to its text.
  fileprivate func adding(_ lines: [String]) -> Self {
    let lines = lines.map(\.withoutOuterSpaces).filter { !$0.isEmpty }
    return Self(
      text: text + lines.filter { !$0.hasPrefix(">") }, isCorrect: isCorrect,
      explanation: explanation
        + lines.filter { $0.hasPrefix(">") }.map { $0.dropFirst().withoutOuterSpaces })
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
