import WorkshopLocalization
import WorkshopTestRuns

extension PlantedBug {
  /// The bug with its summary, hint and reason in the learner's language, where translated.
  public func translated(step id: String) -> PlantedBug {
    let texts = Localizer.shared.plantedBug(
      step: id, number: number,
      PlantedBugTexts(summary: summary, hint: hint, uncatchableBecause: uncatchableBecause))
    return PlantedBug(
      number, texts.summary, hint: texts.hint, uncatchableBecause: texts.uncatchableBecause,
      todos: todos)
  }
}

extension PlantedBugReport {
  /// The report with its bugs in the learner's language, where translated, for the table that
  /// `check` prints.
  public func translated(step id: String) -> PlantedBugReport {
    var report = self
    for index in report.runs.indices {
      report.runs[index].bug = runs[index].bug.translated(step: id)
    }
    return report
  }
}
