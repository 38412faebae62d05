import Foundation
import WorkshopCourse
import WorkshopReaders
import WorkshopTestRuns

/// Where a step's lesson names a mistake that its `LessonMistakes.json` does not map to a check,
/// a planted bug, a diagnosis or a reason, or where the map names what is not there, or patches
/// in text the solution does not hold (`verify --full` then runs the checks against each patch).
func lessonMistakeProblems(
  _ step: Step, lessonMarkdown: String, bugs: [PlantedBug], in course: Course
) -> [String] {
  let path = LessonMistakeMap.path(forStepFolder: step.folder)
  let solution = StepFiles(root: course.root, folder: step.solutionPath)
  let checkSources = solution.checkFiles.compactMap {
    try? String(contentsOf: course.url($0), encoding: .utf8)
  }
  return lessonMistakeProblems(
    lessonMarkdown: lessonMarkdown,
    map: FileManager.default.contents(atPath: course.url(path).path),
    mapPath: path, checkSources: checkSources, bugNumbers: Set(bugs.map(\.number)))
    + LessonMistakeTrial.trials(of: step, in: course).problems
}

/// The rule itself, on the lesson's text, the map's bytes (`nil` when there is no map), the
/// sources of the step's checks and the numbers of its planted bugs.
func lessonMistakeProblems(
  lessonMarkdown: String, map data: Data?, mapPath: String, checkSources: [String],
  bugNumbers: Set<Int>
) -> [String] {
  let items = LessonMistakeItem.items(inLesson: lessonMarkdown)
  guard let data else {
    return items.isEmpty
      ? [] : ["the lesson names \(items.count) common mistakes, but \(mapPath) is missing"]
  }
  let map: LessonMistakeMap
  do {
    map = try LessonMistakeMap(data: data)
  } catch {
    return [
      "\(mapPath) is not a JSON array of {\"mistake\", \"checks\", \"bugs\", \"diagnosis\","
        + " \"notCheckedBecause\", \"patch\", \"says\"} objects"
    ]
  }
  var problems: [String] = []
  for item in items {
    let naming = map.entries.filter { item.isNamed(by: $0.mistake) }
    let anchor = item.bold.map { "**\($0)**" } ?? "\"\(item.text.prefix(60))…\""
    if naming.isEmpty {
      problems.append("\(mapPath) has no entry for the lesson's common mistake \(anchor)")
    } else if naming.count > 1 {
      problems.append("\(mapPath) has \(naming.count) entries for the common mistake \(anchor)")
    }
  }
  for entry in map.entries {
    let named = "\(mapPath): \"\(entry.mistake)\""
    if !items.contains(where: { $0.isNamed(by: entry.mistake) }) {
      problems.append(
        "\(named) names no bullet of the lesson's `## Common mistakes` (its bold text, or the"
          + " words a bullet without bold text starts with)")
    }
    problems += entryProblems(entry, named: named, checkSources: checkSources, bugs: bugNumbers)
  }
  return problems
}

/// What is wrong with what one entry points at.
private func entryProblems(
  _ entry: LessonMistakeMap.Entry, named: String, checkSources: [String], bugs: Set<Int>
) -> [String] {
  var problems: [String] = []
  let caughtSomehow =
    !(entry.checks ?? []).isEmpty || !(entry.bugs ?? []).isEmpty || entry.diagnosis != nil
  switch (caughtSomehow, entry.notCheckedBecause) {
  case (false, nil):
    problems.append(
      "\(named) names no check, planted bug or diagnosis, and no \"notCheckedBecause\"")
  case (true, _?):
    problems.append("\(named) gives a \"notCheckedBecause\" beside what catches it; keep one")
  case (false, let reason?) where reason.trimmingCharacters(in: .whitespaces).isEmpty:
    problems.append("\(named) has an empty \"notCheckedBecause\"")
  default:
    break
  }
  if entry.patch != nil, (entry.checks ?? []).isEmpty {
    problems.append("\(named) gives a \"patch\" but names no check it must fail")
  }
  if entry.says != nil, entry.patch == nil {
    problems.append("\(named) gives \"says\" without a \"patch\" to make the checks say it")
  }
  for check in entry.checks ?? [] where !checkExists(check, in: checkSources) {
    problems.append("\(named) names the check \(check), which no file in Checks/ declares")
  }
  for bug in entry.bugs ?? [] where !bugs.contains(bug) {
    problems.append("\(named) names planted bug \(bug), which the step's catalogue lacks")
  }
  if let diagnosis = entry.diagnosis, LessonMistakeMap.diagnoses[diagnosis] == nil {
    problems.append(
      "\(named) names the diagnosis \"\(diagnosis)\"; known: "
        + LessonMistakeMap.diagnoses.keys.sorted().joined(separator: ", "))
  }
  return problems
}

/// Whether `Type.function` is declared: a function of that name inside a type of that name.
private func checkExists(_ check: String, in sources: [String]) -> Bool {
  let parts = check.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
  return sources.contains { source in
    let blocks = SwiftSource(source).blocks()
    return blocks.contains {
      $0.keyword == "func" && $0.name == parts[1] && blocks.enclosingType(of: $0)?.name == parts[0]
    }
  }
}
