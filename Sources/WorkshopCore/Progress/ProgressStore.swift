import Foundation

/// Reads and writes `.workshop/progress.json`, the learner's git-ignored progress file.
///
/// A file that cannot be read is never fatal: it is kept next to the new one as
/// `progress.corrupt-<time>.json`, the learner is told, and progress starts afresh.
public struct ProgressStore: Sendable {
  /// The `.workshop` folder.
  public let directory: URL

  /// A store in `<root>/.workshop`.
  public init(root: URL) {
    self.directory = root.appendingPathComponent(".workshop")
  }

  /// The progress file.
  public var fileURL: URL { directory.appendingPathComponent("progress.json") }

  /// Loads progress for `steps`, migrated to the current format.
  /// - Returns: The progress, and a notice for the learner when the file was unreadable.
  public func load(for steps: [Step]) -> (progress: CourseProgress, notice: String?) {
    guard let data = FileManager.default.contents(atPath: fileURL.path) else {
      return (CourseProgress(), nil)
    }
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      return (try decoder.decode(CourseProgress.self, from: data).migrated(to: steps), nil)
    } catch {
      let backup = directory.appendingPathComponent("progress.corrupt-\(timestamp()).json")
      let kept = (try? FileManager.default.moveItem(at: fileURL, to: backup)) != nil
      let notice =
        "Your progress file (.workshop/progress.json) could not be read, so progress starts "
        + "afresh: steps show as not started until you check them again."
        + (kept
          ? " The unreadable file is kept as .workshop/\(backup.lastPathComponent)."
          : " (It could not be moved aside; it will be overwritten.)")
      return (CourseProgress(), notice)
    }
  }

  /// Writes progress atomically, creating `.workshop/` if needed.
  public func save(_ progress: CourseProgress) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(progress).write(to: fileURL, options: .atomic)
  }

  /// Loads, changes and saves progress in one go.
  /// - Returns: The notice from loading, if any.
  @discardableResult
  public func update(for steps: [Step], _ change: (inout CourseProgress) -> Void) throws -> String?
  {
    var (progress, notice) = load(for: steps)
    change(&progress)
    try save(progress)
    return notice
  }
}

/// `20261122-114201`, a sortable, file-name-safe UTC time.
public func timestamp(_ date: Date = Date()) -> String {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  formatter.dateFormat = "yyyyMMdd-HHmmss"
  return formatter.string(from: date)
}
