import Foundation
import WorkshopCore
import WorkshopLocalization

/// What a step's lesson and hints, in every language, get wrong about the course: a stated fact
/// that is not the data's, a quotation of output that its source does not print, a mark that a
/// translation lost or added.
func documentProblems(
  of step: Step, in course: Course, facts: CourseFacts, outputs: QuotedOutputs
) -> [String] {
  var problems: [String] = []
  for name in ["README", "HINTS"] {
    let englishPath = "\(step.exercisePath)/\(name).md"
    guard let english = try? String(contentsOf: course.url(englishPath), encoding: .utf8) else {
      continue
    }
    for language in [Language.english] + Language.translations {
      let path =
        language == .english ? englishPath : "\(step.exercisePath)/\(name).\(language.code).md"
      guard let text = try? String(contentsOf: course.url(path), encoding: .utf8) else { continue }
      problems += factProblems(
        in: text, path: path, step: step, facts: facts, isEnglishLesson: language == .english)
      problems += outputs.problems(in: text, path: path, language: language)
      if language != .english {
        problems += markProblems(ofTranslation: text, path: path, english: english)
      }
    }
  }
  return problems
}

/// What README.md and Docs/TEACHING.md get wrong about the course and the tool: stated facts,
/// the table of steps in TEACHING (made from the data and `CheckTimes`), and the measured times
/// themselves where the data can judge them (how many checks ran; a first check no slower than
/// the tool says).
func courseDocumentProblems(
  in course: Course, facts: CourseFacts, outputs: QuotedOutputs
) -> [String] {
  var problems: [String] = []
  let times: CheckTimes
  do {
    times = try CheckTimes.load(root: course.root)
  } catch {
    return ["\(error)"]
  }
  for path in ["README.md", "Docs/TEACHING.md"] {
    guard let text = try? String(contentsOf: course.url(path), encoding: .utf8) else { continue }
    problems += factProblems(in: text, path: path, step: nil, facts: facts, isEnglishLesson: false)
    problems += outputs.problems(in: text, path: path, language: .english)
    if path == "Docs/TEACHING.md" {
      problems += TeachingTable(facts: facts, times: times).problems(in: text, path: path)
    }
  }
  for step in course.steps {
    guard let measured = times.steps[step.number], let listed = facts.checkCounts[step.number],
      measured.checks != listed
    else { continue }
    problems.append(
      "\(CheckTimes.path): step \(step.number) ran \(measured.checks) checks when measured, but "
        + "the build lists \(listed); measure it again")
  }
  if let first = course.steps.first, let measured = times.steps[first.number],
    measured.first > ToolFacts.firstCheckSeconds
  {
    problems.append(
      "\(CheckTimes.path): the first check of step \(first.number) took \(measured.first) s, more "
        + "than the \(ToolFacts.firstCheckSeconds) s the tool promises (ToolFacts.firstCheckSeconds)"
    )
  }
  return problems
}

extension TestListing {
  /// How many checks each step's solved exercise runs, by step number: its solution's checks
  /// and reference tests, as listed.
  func checkCounts(of steps: [Step]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for step in steps where hasTests(inModule: step.solutionChecksModule) {
      let module = step.solutionChecksModule
      counts[step.number] =
        xctestTests(inModule: module).count + swiftTestingTests(inModule: module).count
    }
    return counts
  }
}
