import Foundation
import WorkshopLocalization

/// Restores exercise folders to their shipped content, after saving the learner's version in
/// `.workshop/backups/<time>/NN-Name/`. Learner work is never lost: nothing is removed until
/// its backup has been written and read back identical.
public struct ExerciseReset {
  /// The course.
  public let course: Course
  /// The clone, read-only.
  public let git: Git
  /// The commit whose content counts as shipped.
  public let baseline: String

  /// What happened to one step.
  public enum Outcome: Equatable, Sendable {
    /// The folder was restored; the learner's version is in `backup` (relative to the root).
    case restored(backup: String)
    /// The folder already matched the shipped version; nothing was touched.
    case unchanged
  }

  /// A reset of `course`'s exercises to their content at `baseline`.
  public init(course: Course, git: Git, baseline: String) {
    self.course = course
    self.git = git
    self.baseline = baseline
  }

  /// Restores `steps`, backing up into one folder per call named after `date`.
  /// - Returns: The outcome of every step, in order.
  /// - Throws: When a step is not in git, or a backup or copy fails; steps restored before the
  ///   failure stay restored (their backups are in place).
  public func reset(_ steps: [Step], date: Date = Date()) throws -> [(Step, Outcome)] {
    let fileManager = FileManager.default
    let scratch = fileManager.temporaryDirectory
      .appendingPathComponent(
        "workshop-reset-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? fileManager.removeItem(at: scratch) }
    var backupRoot: URL?
    var outcomes: [(Step, Outcome)] = []
    for step in steps {
      let shipped = try shippedCopy(of: step, in: scratch)
      let current = course.url(step.exercisePath)
      guard FileTree(at: current) != FileTree(at: shipped) else {
        outcomes.append((step, .unchanged))
        continue
      }
      let root = try backupRoot ?? makeBackupFolder(in: course, date: date)
      backupRoot = root
      let backup = root.appendingPathComponent(step.folder)
      if fileManager.fileExists(atPath: current.path) {
        try copyTree(current, to: backup)
        try fileManager.removeItem(at: current)
      } else {
        try fileManager.createDirectory(at: backup, withIntermediateDirectories: true)
      }
      try copyTree(shipped, to: current)
      let relative = String(backup.path.dropFirst(course.root.path.count + 1))
      outcomes.append((step, .restored(backup: relative + "/")))
    }
    return outcomes
  }

  /// The step's folder as shipped, unpacked under `scratch`: from the baseline, or from HEAD
  /// for a step added to the course after the baseline.
  private func shippedCopy(of step: Step, in scratch: URL) throws -> URL {
    let commit = [baseline, "HEAD"].first { git.contains(step.exercisePath, at: $0) }
    guard let commit else {
      throw CourseError(
        localized(
          """
          \(step.exercisePath) is not in git (neither at the baseline nor at HEAD), so there is no \
          shipped version to restore.
          """))
    }
    let destination = scratch.appendingPathComponent(step.folder)
    try git.export(commit, paths: [step.exercisePath], to: destination)
    return destination.appendingPathComponent(step.exercisePath)
  }
}
