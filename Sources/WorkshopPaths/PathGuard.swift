import Foundation

/// The one policy for every path the workshop writes, empties or replaces: a site folder, a
/// scratch copy, a report, the progress file, the demo app's favourites.
///
/// A folder may be emptied or replaced only when it is empty, missing, marked as the workshop's
/// own (`markerName`), or inside one of the course's build folders (`.build`, `.build-*`); never
/// when it is `/`, the home folder, the course, or a folder holding one of them, or a folder
/// inside the course that is not a build folder. Links are resolved before any of that is
/// decided, and the caller works on the folder that was judged.
///
/// A file is written where it is when it is a regular file or missing (atomically); a device,
/// FIFO or socket is written to as such and never replaced; a link is followed, never replaced,
/// and refused when it leads nowhere. Inside the course, outside its build folders, a file is
/// written only in the course's top folder, and an existing one there is replaced only while it
/// holds what the workshop last wrote to it (`WrittenFiles`): never `.git/HEAD`, a learner's
/// exercise or any other file of the course.
///
/// ```swift
/// let site = try PathGuard(course: root).claimFolder(".build/docs/site")
/// try PathGuard(course: root).write(Data("…".utf8), toFile: "report.md")
/// ```
public struct PathGuard: Sendable {
  /// The file that marks a folder as one the workshop made, and may empty again.
  public static let markerName = ".made-by-workshop"
  /// The course root, links resolved; `nil` outside a course.
  public let course: URL?
  /// The home folder, links resolved.
  public let home: URL?

  /// A guard for the course at `course` (if any), with `home` as the home folder (default
  /// `$HOME`, else the user database's).
  public init(course: URL?, home: String? = ProcessInfo.processInfo.environment["HOME"]) {
    self.course = course.map { Self.resolvedAsFarAsPossible($0.path) }
    let home = home.flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    self.home = Self.resolvedAsFarAsPossible(home)
  }

  // MARK: - Folders

  /// The folder at `path` (relative to the working directory), links resolved, if the workshop
  /// may empty or replace it; work on the folder returned, never on `path`.
  /// - Throws: `PathRefusal` saying why not.
  public func claimFolder(_ path: String) throws -> URL {
    let folder = try Self.resolved(path)
    func refuse(_ reason: PathRefusal.Reason) -> PathRefusal {
      PathRefusal(path: path, reason: reason)
    }
    if folder.path == "/" { throw refuse(.fileSystemRoot) }
    if let home, folder.path == home.path { throw refuse(.home) }
    if let home, isAncestor(folder, of: home) { throw refuse(.holdsHome) }
    var isInABuildFolder = false
    if let course {
      if folder.path == course.path { throw refuse(.course) }
      if isAncestor(folder, of: course) { throw refuse(.holdsCourse) }
      if isAncestor(course, of: folder) {
        let first = folder.pathComponents[course.pathComponents.count]
        guard first == ".build" || first.hasPrefix(".build-") else { throw refuse(.insideCourse) }
        isInABuildFolder = true
      }
    }
    let kind = Self.kind(of: folder.path)
    guard kind != .missing, kind != .danglingLink else { return folder }
    guard kind == .folder else { throw refuse(.isFile) }
    // NB: the course's build folders are the workshop's own, made before there was a marker.
    guard !isInABuildFolder else { return folder }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    if !names.isEmpty, !names.contains(Self.markerName) { throw refuse(.notMarked) }
    return folder
  }

  /// Marks `folder` (from `claimFolder`) as the workshop's own, creating it if needed.
  /// - Throws: When it cannot be created or marked.
  public static func mark(_ folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("Made by the workshop, which empties and refills it; keep nothing here.\n".utf8)
      .write(to: folder.appendingPathComponent(markerName))
  }

  // MARK: - Files

  /// What is at `path` now, links followed.
  public enum FileKind: Equatable, Sendable {
    /// Nothing: the file would be created.
    case missing
    /// A regular file.
    case regular
    /// A folder.
    case folder
    /// A named pipe.
    case fifo
    /// A character or block device (`/dev/null`).
    case device
    /// A socket.
    case socket
    /// A link that leads nowhere.
    case danglingLink
  }

  /// What is at `path`, links followed.
  public static func kind(of path: String) -> FileKind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return lstat(path, &info) == 0 ? .danglingLink : .missing
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .folder
    case S_IFIFO: return .fifo
    case S_IFCHR, S_IFBLK: return .device
    case S_IFSOCK: return .socket
    default: return .device
    }
  }

  /// Whether code that saves by replacing (an atomic write renames a new file over the old) may
  /// save at `path`: only when nothing is there, or a regular file that is not a link.
  public static func mayReplace(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return errno == ENOENT }
    return info.st_mode & S_IFMT == S_IFREG
  }

  /// What is at `path`, if the workshop may write a file there: nothing (in an existing
  /// folder), a regular file, a device, a FIFO or a socket, links followed.
  /// - Throws: `PathRefusal` when `path` is empty, a folder, a link that leads nowhere, or in a
  ///   folder that does not exist.
  @discardableResult
  public func checkFile(_ path: String) throws -> FileKind {
    guard !path.isEmpty else { throw PathRefusal(path: path, reason: .emptyPath) }
    let kind = Self.kind(of: path)
    switch kind {
    case .folder: throw PathRefusal(path: path, reason: .isFolder)
    case .danglingLink: throw PathRefusal(path: path, reason: .danglingLink)
    case .missing:
      let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
      switch Self.kind(of: parent.path) {
      case .folder: break
      case .missing, .danglingLink:
        throw PathRefusal(path: path, reason: .missingFolder(parent.path))
      default: throw PathRefusal(path: path, reason: .parentNotFolder(parent.path))
      }
    case .regular, .fifo, .device, .socket: break
    }
    try checkInCourse(path, kind: kind)
    return kind
  }

  /// Refuses a file inside the course, outside its build folders, unless it is in the course's
  /// top folder and, if it is a regular file already, holds what the workshop wrote to it.
  private func checkInCourse(_ path: String, kind: FileKind) throws {
    guard let course, let file = try? Self.resolved(path), isAncestor(course, of: file) else {
      return
    }
    let inside = file.pathComponents.dropFirst(course.pathComponents.count)
    if inside.count > 1, let first = inside.first, first == ".build" || first.hasPrefix(".build-") {
      return
    }
    guard inside.count == 1 else { throw PathRefusal(path: path, reason: .inCourseFolder) }
    if kind == .regular, !WrittenFiles(course: course).isAsWritten(file) {
      throw PathRefusal(path: path, reason: .courseFile)
    }
  }

  /// The file at `path`, links resolved, if it is in the course's top folder.
  private func inCourseTopFolder(_ path: String) -> URL? {
    guard let course, let file = try? Self.resolved(path),
      file.deletingLastPathComponent().path == course.path
    else { return nil }
    return file
  }

  /// Writes `data` to the file at `path` (relative to the working directory), as `checkFile`
  /// allows: a missing or regular file atomically (through a link, which stays a link), a
  /// device, FIFO or socket opened and written to as it is.
  /// - Throws: `PathRefusal` when `checkFile` refuses, or when the system refuses the write.
  public func write(_ data: Data, toFile path: String) throws {
    switch try checkFile(path) {
    case .missing, .regular:
      // NB: a link is followed to its target, which is replaced; the link itself stays.
      let target = realpath(path, nil).map { real in
        defer { free(real) }
        return String(cString: real)
      }
      do {
        try AtomicFile.write(data, to: URL(fileURLWithPath: target ?? path))
      } catch {
        throw PathRefusal(path: path, reason: .systemRefused(errno: errnoCode(of: error)))
      }
      if let course, let file = inCourseTopFolder(path) {
        WrittenFiles(course: course).note(data, writtenTo: file)
      }
    case .fifo, .device, .socket, .folder, .danglingLink:
      try writeInPlace(data, to: path)
    }
  }

  /// Opens `path` for writing, never creating, truncating or renaming it, and writes `data`.
  private func writeInPlace(_ data: Data, to path: String) throws {
    // NB: a FIFO or socket whose reader left fails the write with EPIPE, said in words, instead
    // of ending the process with SIGPIPE. Caught, not ignored: an ignored signal stays ignored
    // in every child started afterwards.
    signal(SIGPIPE) { _ in }
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw PathRefusal(path: path, reason: .systemRefused(errno: errno))
    }
    defer { close(descriptor) }
    var offset = 0
    while offset < data.count {
      let written = data.withUnsafeBytes { bytes in
        Foundation.write(descriptor, bytes.baseAddress! + offset, data.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        throw PathRefusal(path: path, reason: .systemRefused(errno: written < 0 ? errno : EIO))
      }
      offset += written
    }
  }

  // MARK: - Resolving

  /// `path` made absolute, with every link in its existing part resolved.
  /// - Throws: `PathRefusal` when `path` is empty or passes through a link that leads nowhere.
  static func resolved(_ path: String) throws -> URL {
    guard !path.isEmpty else { throw PathRefusal(path: path, reason: .emptyPath) }
    var existing = URL(fileURLWithPath: path)
    var rest: [String] = []
    while true {
      if let real = realpath(existing.path, nil) {
        defer { free(real) }
        var url = URL(fileURLWithPath: String(cString: real))
        for name in rest { url.appendPathComponent(name) }
        return url.standardizedFileURL
      }
      var info = stat()
      if lstat(existing.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
        throw PathRefusal(path: path, reason: .danglingLink)
      }
      guard existing.path != "/" else { return URL(fileURLWithPath: "/") }
      rest.insert(existing.lastPathComponent, at: 0)
      existing = existing.deletingLastPathComponent()
    }
  }

  private static func resolvedAsFarAsPossible(_ path: String) -> URL {
    (try? resolved(path)) ?? URL(fileURLWithPath: path).standardizedFileURL
  }
}

/// Whether `folder` is a proper ancestor of `other` (both resolved).
private func isAncestor(_ folder: URL, of other: URL) -> Bool {
  let parent = folder.pathComponents
  let child = other.pathComponents
  return child.count > parent.count && Array(child.prefix(parent.count)) == parent
}

/// The POSIX code behind a Foundation file error, or `EIO`.
private func errnoCode(of error: Error) -> Int32 {
  let error = error as NSError
  if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
  if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
    underlying.domain == NSPOSIXErrorDomain
  {
    return Int32(underlying.code)
  }
  switch error.code {
  case CocoaError.fileWriteNoPermission.rawValue: return EACCES
  case CocoaError.fileWriteOutOfSpace.rawValue: return ENOSPC
  case CocoaError.fileWriteVolumeReadOnly.rawValue: return EROFS
  default: return EIO
  }
}
