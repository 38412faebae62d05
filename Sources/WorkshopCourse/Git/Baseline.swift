import Foundation
import WorkshopLocalization
import WorkshopPaths

/// The commit the learner's clone was at when the CLI first ran there: the "as shipped" state
/// that `workshop reset` restores, even after the learner commits work of their own.
/// Kept in `.workshop/baseline`, apart from the progress file, so that it survives a reset of
/// progress.
public enum Baseline {
  /// The file holding the commit hash.
  public static func fileURL(root: URL) -> URL {
    root.appendingPathComponent(".workshop/baseline")
  }

  /// Records HEAD as the baseline if none is recorded yet. Quietly does nothing without git.
  public static func recordIfNeeded(root: URL) {
    let url = fileURL(root: root)
    guard !FileManager.default.fileExists(atPath: url.path), let git = try? Git(root: root),
      let head = git.head()
    else { return }
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? AtomicFile.write(Data((head + "\n").utf8), to: url)
  }

  /// The commit to restore from: the recorded baseline if the clone still has it, else HEAD.
  /// - Returns: The commit, and a note for the learner when falling back to HEAD.
  /// - Throws: `EnvironmentError` when there is no commit at all.
  public static func resolve(git: Git) throws -> (commit: String, note: String?) {
    let recorded = (try? String(contentsOf: fileURL(root: git.root), encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if let recorded, !recorded.isEmpty, git.hasCommit(recorded) { return (recorded, nil) }
    guard let head = git.head() else {
      throw EnvironmentError(
        localized("The clone has no commits, so there is no shipped version to restore."))
    }
    let note: String
    switch recorded {
    case nil:
      note = localized("No baseline was recorded; restoring from the current commit (HEAD).")
    case ""?:
      note = localized(
        """
        The baseline file .workshop/baseline is empty; restoring from the current commit (HEAD).
        """)
    case let commit?:
      note = localized(
        "The recorded baseline \(commit) is not in this clone; restoring from HEAD.")
    }
    return (head, note)
  }
}
