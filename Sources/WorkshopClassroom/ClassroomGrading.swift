import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization

/// Grades learners' repositories for `classroom --grade`: each is given back the template's
/// files (`TemplateRestore`), then every step of the graded track is checked in it, each part
/// worth what the template's own workflow gives it (`GradingPoints`, computed from the
/// template's files, which no learner changes). A repository without a commit of the learner's
/// gets 0 unchecked. Nothing it reads from the repository is trusted but the learner's work.
public struct ClassroomGrading: Sendable {
  /// Where the workshop's files come from.
  public let template: TemplateGuard
  /// The track graded; `nil` for the one the template's assignment names.
  public let track: String?
  /// The assignment's total points.
  public let total: Int
  /// Called as each step of each repository starts, e.g. to show progress.
  public var onStep: (@Sendable (_ learner: String, _ step: Step) -> Void)?

  /// Grades `template`'s assignment on `track` (the template's when `nil`) for `total` points.
  public init(template: TemplateGuard, track: String?, total: Int) {
    self.template = template
    self.track = track
    self.total = total
  }

  /// The graded parts and their points, as the template at `pin` gives them.
  /// - Throws: When the template's files cannot be read back, or name no such track.
  public func points(in git: Git, pin: String) throws -> GradingPoints {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-template-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try git.export(pin, to: folder)
    let course = try Course.load(root: folder)
    let name = track ?? Assignment.load(root: folder)?.track ?? Course.wholeCourse
    let steps = (try course.track(named: name)?.steps ?? course.steps).filter(course.isAvailable)
    return GradingPoints(
      steps: steps, course: course, timings: try Timings.load(root: folder), total: total)
  }

  /// The grade of the repository at `folder`, and the parts it was graded on.
  /// - Throws: `EnvironmentError` when it is no git repository, or git fails.
  public func grade(_ folder: URL) throws -> (RepositoryGrade, GradingPoints) {
    let git = try Git(root: folder)
    let restore = TemplateRestore(template: template)
    let outcome = try restore.restore(git)
    let points = try self.points(in: git, pin: outcome.pin)
    var grade = RepositoryGrade(learner: folder.lastPathComponent, restored: outcome.restored)
    for part in points.parts { grade.points[part.step.number] = 0 }
    if !outcome.startsFromTheTemplate {
      grade.notes.append(
        localized(
          """
          its first commit holds no commit of the template's files: graded against the \
          template's last commit
          """))
    }
    let changes = try restore.output(
      git, ["log", "--format=%h %an: %s", "\(outcome.first)..HEAD", "--", ".github/workflows"])
    for change in changes.split(separator: "\n") {
      grade.notes.append(localized("commit \(String(change)) changed the workflow"))
    }
    let commits = try restore.output(git, ["rev-list", "--count", "HEAD", "^\(outcome.first)"])
    guard commits != "0" else {
      grade.notes.append(localized("no commit of the learner's: 0 points"))
      return (grade, points)
    }
    let course = try Course.load(root: folder)
    var steps: [Step] = []
    for part in points.parts where !steps.contains(part.step) { steps.append(part.step) }
    for graded in steps {
      guard let step = course.steps.first(where: { $0.number == graded.number }) else { continue }
      onStep?(grade.learner, step)
      let report = try CheckRunner(course: course).check(step)
      let result = CheckResult(report: report, course: course)
      for part in points.parts where part.step.number == step.number && result.passes(part.kind) {
        grade.points[step.number, default: 0] += part.points
      }
      grade.notes += Self.findings(in: report, course: course)
    }
    return (grade, points)
  }

  /// What a check found that a grader should read: a test that fails with a bug's number
  /// alone, and what the learner's code declares or calls that the checks forbid.
  static func findings(in report: CheckReport, course: Course) -> [String] {
    let number = report.step.number
    let decoyed = (report.run?.plantedBugReports ?? []).flatMap(\.failsEitherWay).map { test in
      localized("\(number): \(test) fails whether or not a bug is planted")
    }
    let audit = (report.run?.tests ?? []).filter {
      [LearnerCodeAudit.declarations, LearnerCodeAudit.tests, LearnerCodeAudit.waits].contains(
        $0.name)
    }.flatMap(\.failures).map { failure in
      let base = course.root.path + "/"
      let file =
        failure.file.hasPrefix(base) ? String(failure.file.dropFirst(base.count)) : failure.file
      return "\(number): \(file):\(failure.line): \(failure.message)"
    }
    return Array(Set(decoyed)).sorted() + audit
  }
}
