/// The `@Assessments` of a step: one question for each of the first three common mistakes of
/// its lesson that read as a slip and what goes wrong. Each question names the slip; its
/// choices are what goes wrong with each of those mistakes, so the learner matches the slip to
/// its consequence.
enum Assessments {
  /// The most questions a step gets.
  static let limit = 3

  /// The markup, or `nil` when fewer than two mistakes can be read.
  static func markup(for mistakes: [String]) -> [String]? {
    let chosen = Array(mistakes.compactMap(Mistake.init).prefix(limit))
    guard chosen.count >= 2 else { return nil }
    let questions = chosen.indices.map { index in
      DocCMarkup.directive(
        "MultipleChoice", "",
        DocCMarkup.text(["The slip: \(sentence(chosen[index].slip)) What goes wrong?"]) + [""]
          + chosen.indices.flatMap { choice in
            self.choice(chosen[choice], isCorrect: choice == index)
          })
    }
    return DocCMarkup.directive("Assessments", "", questions.flatMap { $0 })
  }

  private static func choice(_ mistake: Mistake, isCorrect: Bool) -> [String] {
    let justification =
      isCorrect
      ? DocCMarkup.directive(
        "Justification", "reaction: \"That's it.\"",
        ["The lesson lists this among the step's common mistakes."])
      : DocCMarkup.directive(
        "Justification", "reaction: \"Not this one.\"",
        DocCMarkup.text(["That is what goes wrong with another slip: \(sentence(mistake.slip))"]))
    return DocCMarkup.directive(
      "Choice", "isCorrect: \(isCorrect)", DocCMarkup.text([mistake.consequence]) + justification)
  }

  /// `text`, ending with a full stop unless it ends with one already (or `?` or `!`).
  private static func sentence(_ text: String) -> String {
    guard let last = text.last, !".?!".contains(last) else { return text }
    return text + "."
  }
}
