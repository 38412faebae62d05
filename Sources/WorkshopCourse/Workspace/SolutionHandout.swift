import Foundation
import WorkshopLocalization

/// Hands out one file of a step's reference solution: the learner's version goes to
/// `.workshop/backups/<time>/NN-Name/<path>` first, as `reset` keeps it, and is read back
/// identical before it is replaced. A class can so skip one file (step 08's store) and write
/// only the rest.
public struct SolutionHandout {
  /// The course.
  public let course: Course
  /// The step.
  public let step: Step

  /// What happened to the file.
  public enum Outcome: Equatable, Sendable {
    /// The reference was copied in; the learner's version is in `backup` (relative to the
    /// root), or there was none.
    case copied(backup: String?)
    /// The learner's file already matched the reference; nothing was touched.
    case unchanged
  }

  /// A handout of `step`'s files.
  public init(course: Course, step: Step) {
    self.course = course
    self.step = step
  }

  /// The learner's files of the reference, relative to the step folder (`Store.swift`,
  /// `Tests/StoreTests.swift`).
  public var files: [String] {
    StepFiles(root: course.root, folder: step.solutionPath).learnerFiles.map {
      String($0.dropFirst(step.solutionPath.count + 1))
    }
  }

  /// The reference file the learner named: its path in the step folder, or a file name that
  /// only one of the step's files has.
  /// - Throws: `UsageError` listing the files when none, or more than one, matches.
  public func file(named name: String, command: String? = nil) throws -> String {
    let files = self.files
    let trimmed =
      name.hasPrefix(step.exercisePath + "/")
      ? String(name.dropFirst(step.exercisePath.count + 1)) : name
    if files.contains(trimmed) { return trimmed }
    let matches = files.filter { $0.split(separator: "/").last.map(String.init) == trimmed }
    if matches.count == 1 { return matches[0] }
    let list = files.joined(separator: ", ")
    throw UsageError(
      matches.isEmpty
        ? localized(
          "Step \(step.number)'s reference has no file '\(name)' for you; it has: \(list).")
        : localized(
          """
          '\(name)' names more than one file of step \(step.number): \
          \(matches.joined(separator: ", ")); give its path in the step folder.
          """),
      command: command)
  }

  /// Copies the reference `file` (from `file(named:)`) over the learner's, after backing up
  /// theirs into a backup folder named after `date`.
  /// - Throws: When the backup or the copy fails; the learner's file is then left in place.
  public func handOut(_ file: String, date: Date = Date()) throws -> Outcome {
    let fileManager = FileManager.default
    let source = course.url("\(step.solutionPath)/\(file)")
    let target = course.url("\(step.exercisePath)/\(file)")
    guard let reference = fileManager.contents(atPath: source.path) else {
      let path = "\(step.solutionPath)/\(file)"
      throw EnvironmentError(localized("\(path) cannot be read."))
    }
    let current = fileManager.contents(atPath: target.path)
    if current == reference { return .unchanged }
    var backupPath: String?
    if let current {
      let backup = try makeBackupFolder(in: course, date: date)
        .appendingPathComponent(step.folder).appendingPathComponent(file)
      try fileManager.createDirectory(
        at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
      try current.write(to: backup)
      guard fileManager.contents(atPath: backup.path) == current else {
        throw EnvironmentError(
          localized(
            """
            The backup of \(step.exercisePath + "/" + file) in \(backup.path) does not match it; \
            nothing was replaced.
            """))
      }
      backupPath = String(backup.path.dropFirst(course.root.path.count + 1))
      // NB: a link is replaced by the file, never written through to what it points at.
      try fileManager.removeItem(at: target)
    } else {
      try fileManager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    }
    try reference.write(to: target)
    return .copied(backup: backupPath)
  }
}
