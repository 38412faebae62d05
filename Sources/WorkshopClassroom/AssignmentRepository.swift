import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopPaths

/// A learner's assignment repository, made from the course (`workshop classroom --init`): the
/// course as committed, without the maintainers' CI (`.github/workflows/`, `.ci/`), with the
/// grading workflow, and with the track recorded in `Assignment.path`.
public struct AssignmentRepository: Sendable {
  /// The folders of the maintainers' CI, which a learner's repository must not run: their
  /// verify expects the exercises to fail, and the mutation runs take hours.
  static let maintainersFolders = [".github/workflows", ".ci"]

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

  /// Writes the repository's files into `folder`, which must be missing or an empty folder,
  /// outside the course. When a write fails half way (a full disk), what was written goes.
  /// - Returns: The commit the course was taken from.
  /// - Throws: `EnvironmentError` when `folder` cannot take the repository, or git cannot export
  ///   the course.
  public func write(to folder: URL) throws -> String {
    let files = FileManager.default
    try Self.requireNewFolder(folder, outside: course.root)
    let git = try Git(root: course.root)
    guard let commit = git.head() else {
      throw EnvironmentError(
        localized("The course has no commit yet; commit it before making an assignment of it."))
    }
    let existed = files.fileExists(atPath: folder.path)
    do {
      try git.export(commit, to: folder)
      for path in Self.maintainersFolders {
        try? files.removeItem(at: folder.appendingPathComponent(path))
      }
      let workflowURL = folder.appendingPathComponent(ClassroomWorkflow.path)
      try files.createDirectory(
        at: workflowURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(workflow.text.utf8).write(to: workflowURL)
      try Data(assignment.json.utf8).write(to: folder.appendingPathComponent(Assignment.path))
    } catch {
      // NB: the folder was missing or empty: leave it so, and a second try finds it free.
      for name in (try? files.contentsOfDirectory(atPath: folder.path)) ?? [] {
        try? files.removeItem(at: folder.appendingPathComponent(name))
      }
      if !existed { try? files.removeItem(at: folder) }
      throw error
    }
    return commit
  }

  /// Fails unless `folder` is missing or an empty folder, outside `course` and not holding it.
  static func requireNewFolder(_ folder: URL, outside course: URL) throws {
    let path = folder.path
    switch PathGuard.kind(of: path) {
    case .missing, .folder: break
    case .danglingLink:
      throw EnvironmentError(
        localized("\(path) is a link whose target does not exist. Give a new folder instead."))
    case .regular, .fifo, .device, .socket:
      throw EnvironmentError(
        localized("\(path) is a file, not a folder. Give a new folder for the assignment."))
    }
    let real = folder.resolvingSymlinksInPath().standardizedFileURL.pathComponents
    let root = course.resolvingSymlinksInPath().standardizedFileURL.pathComponents
    if real.starts(with: root) || root.starts(with: real) {
      throw EnvironmentError(
        localized(
          """
          \(path) is inside the course (or holds it). The assignment is a repository of its \
          own: give a folder outside \(course.path).
          """))
    }
    let existing = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    guard existing.isEmpty else {
      let shown = existing.prefix(3).joined(separator: ", ") + (existing.count > 3 ? ", …" : "")
      throw EnvironmentError(
        localized(
          """
          \(path) is not empty (it holds \(shown)). Give a new folder for the assignment \
          repository: nothing in an existing one is replaced.
          """))
    }
  }
}
