import Foundation
import WorkshopLocalization
import WorkshopPaths

/// Reads and writes `.workshop/progress.json`, the learner's git-ignored progress file.
///
/// A file that cannot be read is never fatal and never lost: it is moved aside (as
/// `progress.corrupt-<time>.json`, or `.workshop.corrupt-<time>` when `.workshop` itself is a
/// file) before anything is written, the learner is told in one line what happened and what to
/// do, and progress starts afresh. If it cannot even be moved aside, nothing is written over it.
public struct ProgressStore: Sendable {
  /// The `.workshop` folder.
  public let directory: URL
  private let readFile: @Sendable (URL) throws -> Data

  /// The most a progress file is read of: one a hundred times larger than a whole course's
  /// record (a few KB) is no record the workshop wrote, and is set aside unread beyond this.
  public static let maximumBytes = 1 << 20

  /// A store in `<root>/.workshop`.
  ///
  /// - Parameter readFile: Reads the progress file, at most one byte past `maximumBytes`;
  ///   tests pass one that fails the way an unreadable file does.
  public init(
    root: URL,
    readFile: @escaping @Sendable (URL) throws -> Data = { try ProgressStore.readHead(of: $0) }
  ) {
    self.directory = root.appendingPathComponent(".workshop")
    self.readFile = readFile
  }

  /// The first `maximumBytes + 1` bytes of the file at `url`: enough to tell a file too large
  /// to be a record, never more.
  /// - Throws: When the file cannot be opened or read.
  public static func readHead(of url: URL) throws -> Data {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    return try handle.read(upToCount: maximumBytes + 1) ?? Data()
  }

  /// The progress file.
  public var fileURL: URL { directory.appendingPathComponent("progress.json") }

  /// Loads progress for `steps`, migrated to the current format.
  /// - Returns: The progress, and a notice for the learner when the file was unreadable.
  public func load(for steps: [Step]) -> (progress: CourseProgress, notice: String?) {
    let loaded = read(for: steps)
    return (loaded.progress, loaded.notice)
  }

  /// Writes progress atomically, creating `.workshop/` if needed.
  /// - Throws: `EnvironmentError` saying, in words, why the file could not be written.
  public func save(_ progress: CourseProgress) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try PathGuard(course: nil).write(encoder.encode(progress), toFile: fileURL.path)
    } catch let refusal as PathRefusal {
      throw EnvironmentError(localized("Your progress was not saved. \(refusal.description)"))
    } catch {
      throw EnvironmentError(
        localized(
          "Could not save your progress in .workshop/progress.json: \(readableReason(of: error))."
        ))
    }
  }

  /// Loads, changes and saves progress in one go, under a lock, so that commands run at once (a
  /// `watch` beside a `hint`) each add their change instead of writing over one another's.
  /// - Returns: The notice from loading, if any.
  /// - Throws: `EnvironmentError` when the file could not be saved, when an unreadable file
  ///   could not be moved aside (then nothing is written over it), or when another command held
  ///   the lock too long.
  @discardableResult
  public func update(for steps: [Step], _ change: (inout CourseProgress) -> Void) throws -> String?
  {
    try requireWritable()
    // NB: no lock when `.workshop` is a file: reading moves it aside, and only then is there a
    // folder to lock in.
    let lock = isFile(directory) ? nil : try ScratchLock(folder: directory, timeout: 30)
    defer { withExtendedLifetime(lock) {} }
    var loaded = read(for: steps)
    guard loaded.isSafeToWrite else {
      throw EnvironmentError(
        loaded.notice ?? localized("Your progress file cannot be replaced safely."))
    }
    change(&loaded.progress)
    try save(loaded.progress)
    return loaded.notice
  }

  /// Fails when the folder progress is saved in cannot be written: a read-only checkout.
  private func requireWritable() throws {
    let folder = isDirectory(directory) ? directory : directory.deletingLastPathComponent()
    guard access(folder.path, W_OK) != 0 else { return }
    let reason = String(cString: strerror(errno)).lowercased()
    throw EnvironmentError(
      localized(
        """
        Your progress cannot be saved: \(folder.path) cannot be written (\(reason)). Work in a \
        writable copy of the workshop (`git clone`) to keep your progress.
        """))
  }

  private struct Loaded {
    var progress = CourseProgress()
    var notice: String? = nil
    var isSafeToWrite = true
  }

  private func isFile(_ url: URL) -> Bool {
    ![.missing, .folder, .danglingLink].contains(PathGuard.kind(of: url.path))
  }

  private func read(for steps: [Step]) -> Loaded {
    if isFile(directory) {
      return setAside(
        directory, name: ".workshop", problem: localized("it is a file, not a folder"),
        fix: localized("look inside it for anything you need, then delete it"))
    }
    let kind = PathGuard.kind(of: fileURL.path)
    guard kind != .missing, kind != .danglingLink else { return Loaded() }
    if kind == .folder {
      return setAside(
        fileURL, name: ".workshop/progress.json", problem: localized("it is a folder, not a file"),
        fix: localized("look inside it for anything you need, then delete it"))
    }
    // NB: a FIFO or a device is never read from: reading could wait for ever, or never end.
    if let special = specialKind(of: fileURL) {
      return setAside(
        fileURL, name: ".workshop/progress.json", problem: special,
        fix: localized("delete it unless you put it there on purpose"))
    }
    let data: Data
    do {
      data = try readFile(fileURL)
    } catch {
      return setAside(
        fileURL, name: ".workshop/progress.json", problem: readableReason(of: error),
        fix: localized(
          """
          to get your record back, make it readable (`chmod u+rw` it) and move it back to \
          .workshop/progress.json
          """))
    }
    do {
      guard data.count <= Self.maximumBytes else { throw CocoaError(.fileReadTooLarge) }
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      let progress = try decoder.decode(CourseProgress.self, from: data).migrated(to: steps)
      return Loaded(progress: progress)
    } catch {
      return setAside(
        fileURL, name: ".workshop/progress.json",
        problem: data.isEmpty ? localized("it is empty") : localized("it is not a progress record"),
        fix: localized("steps show as not started until you check them again"))
    }
  }

  /// What `url` is when it is neither a file nor a folder: "it is a FIFO (a named pipe), not a
  /// file".
  private func specialKind(of url: URL) -> String? {
    switch PathGuard.kind(of: url.path) {
    case .fifo: return localized("it is a FIFO (a named pipe), not a file")
    case .device: return localized("it is a device, not a file")
    case .socket: return localized("it is a socket, not a file")
    case .missing, .regular, .folder, .danglingLink: return nil
    }
  }

  /// Moves an unreadable `url` to a free `.corrupt-<time>` name next to it, and says so.
  private func setAside(_ url: URL, name: String, problem: String, fix: String) -> Loaded {
    let subject =
      name == ".workshop"
      ? localized("Your progress folder (.workshop) could not be read (\(problem))")
      : localized("Your progress file (\(name)) could not be read (\(problem))")
    let backup = freeBackupURL(for: url)
    let shownBackup =
      name == ".workshop" ? backup.lastPathComponent : ".workshop/\(backup.lastPathComponent)"
    do {
      try FileManager.default.moveItem(at: url, to: backup)
    } catch {
      // NB: another run of the CLI (`watch` beside `check`) may have moved it aside first.
      if !FileManager.default.fileExists(atPath: url.path) { return Loaded() }
      return Loaded(
        notice: localized(
          """
          \(subject), and it could not be moved aside (\(readableReason(of: error))), so \
          progress is not saved until you move it away yourself: `mv \(name) \(shownBackup)`.
          """),
        isSafeToWrite: false)
    }
    return Loaded(
      notice: localized(
        "\(subject), so progress starts afresh. The old one is kept as \(shownBackup): \(fix)."))
  }

  /// `progress.corrupt-<time>.json` or `.workshop.corrupt-<time>` next to `url` (`-2`, `-3`,
  /// … if that name is taken).
  private func freeBackupURL(for url: URL) -> URL {
    let folder = url.deletingLastPathComponent()
    // NB: `.workshop` has no extension, whatever `URL.pathExtension` makes of its dot.
    let pathExtension = url == fileURL ? ".json" : ""
    let stem = url == fileURL ? "progress" : url.lastPathComponent
    let base = stem + ".corrupt-\(timestamp())"
    var candidate = folder.appendingPathComponent(base + pathExtension)
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = folder.appendingPathComponent("\(base)-\(number)\(pathExtension)")
      number += 1
    }
    return candidate
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
