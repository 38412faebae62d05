import Foundation
import WorkshopClassroom
import WorkshopCourse
import WorkshopJudge
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

/// What the course's own documents (`courseDocuments`) get wrong about the course and the tool:
/// the facts they state, the output they quote, and the measured times where the build can judge
/// them: a solved step's check that `Docs/timings.json` says ran another number of checks than
/// the build lists. (Docs/TEACHING.md's tables made from that file are held to it by
/// `TeachingTimesTests`.)
func courseDocumentProblems(
  in course: Course, facts: CourseFacts, outputs: QuotedOutputs
) -> [String] {
  var problems: [String] = []
  for path in courseDocuments(of: course) {
    guard let text = try? String(contentsOf: course.url(path), encoding: .utf8) else { continue }
    problems += factProblems(in: text, path: path, step: nil, facts: facts, isEnglishLesson: false)
    problems += outputs.problems(in: text, path: path, language: .english)
  }
  for step in course.steps {
    guard let listed = facts.checkCounts[step.number] else { continue }
    for run in facts.timings.solvedRuns(of: step.number) {
      guard let checks = run.checks, checks != listed else { continue }
      problems.append(
        "\(Timings.path): `\(run.what)` in clone \(run.clone) ran \(checks) "
          + "checks, but the build lists \(listed); measure the step again")
    }
  }
  return problems
}

/// The documents of the course that are not a step's: README.md, Docs/TEACHING.md and the
/// maintainers' pages, `Docs/maintainers/*.md`.
func courseDocuments(of course: Course) -> [String] {
  let pages =
    (try? FileManager.default.contentsOfDirectory(
      atPath: course.url(maintainersPages).path)) ?? []
  return ["README.md", "Docs/TEACHING.md"]
    + pages.filter { $0.hasSuffix(".md") }.sorted().map { "\(maintainersPages)/\($0)" }
}

/// The folder of the maintainers' pages, one an engine or topic.
let maintainersPages = "Docs/maintainers"

extension TestListing {
  /// How many checks each step's solved exercise runs, by step number: its solution's checks
  /// and reference tests, as listed.
  func checkCounts(of steps: [Step]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for step in steps where hasTests(inModule: step.solutionChecksModule) {
      counts[step.number] = step.solutionModules.judged.map {
        xctestTests(inModule: $0).count + swiftTestingTests(inModule: $0).count
      }.reduce(0, +)
    }
    return counts
  }
}
