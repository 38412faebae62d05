import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopMutation

/// A mistake a lesson names, written into the step's reference by its map's `patch`: with it
/// switched on, each check the map names must fail, saying each of the map's `says`.
struct LessonMistakeTrial: Sendable {
  let step: Step
  let entry: LessonMistakeMap.Entry
  /// The patch as a mutant of the file it edits (its real path, links followed, from the root).
  let mutant: Mutant
  /// The same, one mutant an edit, for a schema that cannot hold the edits as one.
  let parts: [Mutant]
  /// `Tests/PlantedBugs/07-…/LessonMistakes.json: "<mistake>"`, how problems name it.
  let named: String

  /// The trials of the patched entries of `step`'s map, and why a patch cannot be made.
  static func trials(of step: Step, in course: Course) -> (trials: [Self], problems: [String]) {
    let path = LessonMistakeMap.path(forStepFolder: step.folder)
    guard let data = FileManager.default.contents(atPath: course.url(path).path),
      let map = try? LessonMistakeMap(data: data)
    else { return ([], []) }
    let root = course.root.resolvingSymlinksInPath().path + "/"
    return trials(of: step, map: map, mapPath: path) { file in
      let real = course.url("\(step.solutionPath)/\(file)").resolvingSymlinksInPath().path
      guard real.hasPrefix(root), let text = try? String(contentsOfFile: real, encoding: .utf8)
      else { return nil }
      return (String(real.dropFirst(root.count)), text)
    }
  }

  /// The rule itself: `read` gives a file of the step's solution (by its path there) as its path
  /// from the course root and its text, or `nil` when there is no such file.
  static func trials(
    of step: Step, map: LessonMistakeMap, mapPath: String,
    read: (String) -> (path: String, text: String)?
  ) -> (trials: [Self], problems: [String]) {
    var trials: [Self] = []
    var problems: [String] = []
    for entry in map.entries {
      guard let patch = entry.patch else { continue }
      let named = "\(mapPath): \"\(entry.mistake)\""
      guard let (path, text) = read(patch.file) else {
        problems.append("\(named) patches \(patch.file), which \(step.solutionPath) lacks")
        continue
      }
      do {
        let edits = patch.edits.map { (replace: $0.replace, with: $0.with) }
        let mutant = try Mutant(file: path, text: text, edits: edits)
        let parts = try edits.map { try Mutant(file: path, text: text, edits: [$0]) }
        trials.append(
          Self(step: step, entry: entry, mutant: mutant, parts: parts, named: named))
      } catch {
        problems.append("\(named) cannot be patched in: \(error)")
      }
    }
    return (trials, problems)
  }

  /// The tests of `listing` that the trial runs: the checks its entry names, in the step's
  /// solution checks.
  func checks(in listing: TestListing) -> TestListing {
    let module = step.solutionChecksModule
    let named = Set((entry.checks ?? []).flatMap(Self.printed).flatMap(listing.entries(printedAs:)))
    return listing.selecting { test in
      named.contains(test) && (test.hasPrefix(module + ".") || test.hasPrefix(module + "/"))
    }
  }

  /// How a run prints the check a map names `Type.function`: so in XCTest, with `()` in Swift
  /// Testing.
  private static func printed(_ check: String) -> [String] { [check, check + "()"] }

  /// What is wrong with how the named checks met the mistake in `run`, a run of them with it
  /// switched on: a check that passed, or did not run, or failed without saying what it should.
  func problems(in run: ModuleRun) -> [String] {
    if let reason = run.couldNotRun {
      return ["\(named): with its patch, the checks could not run: \(reason)"]
    }
    var problems: [String] = []
    for check in entry.checks ?? [] {
      guard let test = run.tests.first(where: { Self.printed(check).contains($0.name) }),
        test.outcome != .notRun
      else {
        problems.append("\(named): with its patch, \(check) did not run")
        continue
      }
      guard test.outcome != .passed, test.outcome != .skipped else {
        problems.append("\(named): with its patch, \(check) still passes")
        continue
      }
      let said = test.failures.map { ([$0.message] + $0.details).joined(separator: "\n") }
        .joined(separator: "\n")
      for words in entry.says ?? [] where !said.contains(words) {
        let first = test.failures.first.map { "it says: \($0.message)" } ?? "it \(test.outcome)"
        problems.append(
          "\(named): with its patch, \(check) fails without saying \"\(words)\"; \(first)")
      }
    }
    return problems
  }
}
