import Foundation
import WorkshopClassroom
import WorkshopCourse
import WorkshopLocalization
import WorkshopPaths
import WorkshopTerminal

extension ClassroomCommand {
  /// `classroom --grade <folder>`: grades every learner's repository in `folder` against
  /// `template`, prints the class's points, and writes them as CSV with `--csv`.
  static func grade(
    _ folder: String, from template: TemplateGuard, arguments: ParsedArguments,
    context: Context
  ) throws -> ExitCode {
    let terminal = context.terminal
    let guarded = PathGuard(course: (try? context.course())?.root)
    // NB: a file that cannot be written is refused before the grading, which takes minutes.
    if let csv = arguments.options["csv"] { try guarded.checkFile(csv) }
    let base = URL(fileURLWithPath: folder)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
    let repositories = names.map { base.appendingPathComponent($0) }.filter {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent(".git").path)
    }
    guard !repositories.isEmpty else {
      throw CourseError(
        localized(
          """
          No git repository is in \(folder). Give the folder that holds the learners' clones, \
          one folder each.
          """))
    }
    var grading = ClassroomGrading(
      template: template, track: arguments.options["track"], total: try points(arguments))
    grading.onStep = { learner, step in
      terminal.status(localized("Grading \(printable(learner)): \(step.heading)…"))
    }
    var grades: [RepositoryGrade] = []
    var points: GradingPoints?
    var failed = 0
    for (index, repository) in repositories.enumerated() {
      let name = printable(repository.lastPathComponent)
      terminal.print(localized("Grading \(name) (\(index + 1) of \(repositories.count))…"))
      do {
        let (grade, parts) = try grading.grade(repository)
        grades.append(grade)
        points = points ?? parts
      } catch {
        failed += 1
        terminal.clearStatus()
        terminal.printError(
          terminal.style("error: ", .red) + localized("\(name) could not be graded: \(error)"))
      }
    }
    terminal.clearStatus()
    guard let points else { return .failure }
    let table = ClassGrades(grades: grades, points: points)
    terminal.print()
    for line in table.lines { terminal.print(line) }
    if let csv = arguments.options["csv"] {
      try guarded.write(Data(table.csv.utf8), toFile: csv)
      terminal.print(localized("Wrote the grades to \(csv)."))
    }
    return failed == 0 ? .success : .failure
  }
}
