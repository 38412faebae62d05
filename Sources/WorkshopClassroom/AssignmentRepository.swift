import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopTerminal

/// A learner's assignment repository, made from the course (`workshop classroom --init`): the
/// course as committed, without the maintainers' CI (`.github/workflows/`, `.ci/`), with the
/// grading workflow, and with the track recorded in `Assignment.path`.
public struct AssignmentRepository: Sendable {
  /// The folders of the maintainers' CI, which a learner's repository must not run: their
  /// verify expects the exercises to fail, and the mutation runs take hours.
  public static let maintainersFolders = [".github/workflows", ".ci"]

  /// The course it is made from.
  public let course: Course
  /// The grading workflow.
  public let workflow: ClassroomWorkflow
  /// The track, `all` for every step.
  public let assignment: Assignment

  /// The repository of `course` graded by `workflow` on `assignment`'s track.
  public init(course: Course, workflow: ClassroomWorkflow, assignment: Assignment) {
    self.course = course
    self.workflow = workflow
    self.assignment = assignment
  }

  /// Writes the repository's files into `folder`, which must be missing or empty.
  /// - Returns: The commit the course was taken from.
  /// - Throws: `EnvironmentError` when `folder` holds files, or git cannot export the course.
  public func write(to folder: URL) throws -> String {
    let files = FileManager.default
    if let existing = try? files.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
      throw EnvironmentError(
        localized(
          """
          \(folder.path) is not empty. Give a new folder for the assignment repository: \
          nothing in an existing one is replaced.
          """))
    }
    let git = try Git(root: course.root)
    guard let commit = git.head() else {
      throw EnvironmentError(
        localized("The course has no commit yet; commit it before making an assignment of it."))
    }
    try git.export(commit, to: folder)
    for path in Self.maintainersFolders {
      try? files.removeItem(at: folder.appendingPathComponent(path))
    }
    let workflowURL = folder.appendingPathComponent(ClassroomWorkflow.path)
    try files.createDirectory(
      at: workflowURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(workflow.text.utf8).write(to: workflowURL)
    try Data(assignment.json.utf8).write(to: folder.appendingPathComponent(Assignment.path))
    return commit
  }
}
