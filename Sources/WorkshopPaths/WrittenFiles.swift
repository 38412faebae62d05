import Foundation
import WorkshopLocalization

/// The files the workshop wrote in a course's top folder (reports, grading results), each with a
/// fingerprint of what it wrote, so that such a file may be replaced by the next run while it is
/// as the workshop left it, and nothing else there ever is. Kept in `.workshop/written.json`.
struct WrittenFiles {
  /// The course root, links resolved.
  let course: URL

  private var record: URL { course.appendingPathComponent(".workshop/written.json") }

  /// Whether `file`, in the course's top folder, holds what the workshop last wrote there.
  func isAsWritten(_ file: URL) -> Bool {
    guard let data = FileManager.default.contents(atPath: file.path) else { return false }
    return entries()[file.lastPathComponent] == Self.fingerprint(of: data)
  }

  /// Notes that the workshop wrote `data` to `file`; quietly does nothing where it cannot.
  func note(_ data: Data, writtenTo file: URL) {
    var entries = entries()
    entries[file.lastPathComponent] = Self.fingerprint(of: data)
    guard let encoded = try? JSONEncoder().encode(entries) else { return }
    try? FileManager.default.createDirectory(
      at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? AtomicFile.write(encoded, to: record)
  }

  private func entries() -> [String: String] {
    guard let data = FileManager.default.contents(atPath: record.path),
      let entries = try? JSONDecoder().decode([String: String].self, from: data)
    else { return [:] }
    return entries
  }

  /// The bytes' size and FNV-1a hash.
  private static func fingerprint(of data: Data) -> String {
    var hash = FNV1a()
    hash.add(data)
    return "\(data.count)-\(hash.hex)"
  }
}
