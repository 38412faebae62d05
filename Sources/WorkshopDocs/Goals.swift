import Foundation
import WorkshopCourse

/// The goal titles of the tasks whose lessons lead them with a name from the code
/// (`**`testNthPrimeButtonHappyFlow`**`): a reader finds a section by what it achieves.
struct Goals {
  /// The titles by step id, one a task, in order.
  let titles: [String: [String]]

  /// The goals of `course`, from `TutorialCatalog.goalsFile`; none when the file is missing.
  /// - Throws: `CourseError` when the file is corrupt or names a step the course lacks.
  static func read(from course: Course) throws -> Goals {
    let path = TutorialCatalog.goalsFile
    guard let data = FileManager.default.contents(atPath: course.url(path).path) else {
      return Goals(titles: [:])
    }
    guard let titles = try? JSONDecoder().decode([String: [String]].self, from: data) else {
      throw CourseError("\(path) is not a JSON object of goal titles by step id.")
    }
    let unknown = titles.keys.filter { id in !course.steps.contains { $0.id == id } }.sorted()
    guard unknown.isEmpty else {
      throw CourseError(
        "\(path): no step has the id \(unknown.map { "'\($0)'" }.joined(separator: ", ")) "
          + "(the ids are in \(Course.manifestPath)).")
    }
    return Goals(titles: titles)
  }

  /// The goals of `step`'s tasks, if it has them.
  /// - Throws: `CourseError` when their number is not its lesson's number of tasks.
  func titles(of step: Step, in course: Course) throws -> [String]? {
    guard let goals = titles[step.id] else { return nil }
    let lesson =
      (try? String(contentsOf: course.url("\(step.exercisePath)/README.md"), encoding: .utf8)) ?? ""
    let tasks = LessonContent(markdown: lesson).tasks.count
    guard goals.count == tasks else {
      throw CourseError(
        "\(TutorialCatalog.goalsFile) gives step \(step.number) \(goals.count) "
          + "goal\(goals.count == 1 ? "" : "s"); its lesson has \(tasks) tasks.")
    }
    return goals
  }
}
