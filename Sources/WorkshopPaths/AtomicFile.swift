import Foundation

/// Writing a file whole or not at all: into a temporary file beside it, then renamed over it.
///
/// The temporary file is named after the file and this process
/// (`.progress.json.writing-4242-7`),
/// so that one left by a write that was killed midway is recognised and removed by the next
/// write to the same folder, as are Foundation's own (`.dat.nosync…`) once they are old enough
/// that no write can still be using them.
public enum AtomicFile {
  /// How old a temporary file of Foundation's must be to count as abandoned.
  static let abandonedAfter: TimeInterval = 10 * 60

  /// Writes `data` to `url` atomically, after removing what killed writes left in its folder.
  /// - Throws: The system's error when the file cannot be written.
  public static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    sweep(folder)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(marker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    do {
      try data.write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// The part of a temporary file's name before the process number.
  private static let marker = "writing-"

  /// Removes the temporary files of writes in `folder` whose process has ended, and Foundation's
  /// that were abandoned.
  static func sweep(_ folder: URL) {
    let files = FileManager.default
    for name in (try? files.contentsOfDirectory(atPath: folder.path)) ?? [] {
      let url = folder.appendingPathComponent(name)
      if name.hasPrefix("."), let range = name.range(of: ".\(marker)", options: .backwards),
        let owner = pid_t(name[range.upperBound...].prefix { $0 != "-" }), kill(owner, 0) != 0,
        errno == ESRCH
      {
        try? files.removeItem(at: url)
      } else if name.hasPrefix(".dat.nosync"),
        let modified = (try? files.attributesOfItem(atPath: url.path))?[.modificationDate]
          as? Date, Date().timeIntervalSince(modified) > abandonedAfter
      {
        try? files.removeItem(at: url)
      }
    }
  }
}
