import Foundation

/// A folder the workshop may empty and fill again (the copy `mutate` works in): only ever one it
/// made itself, which it marks with a file of its own, never the course, a folder that holds the
/// course, a folder inside the course other than the default one, or a non-empty folder it did
/// not make.
public struct ScratchFolder: Sendable {
  /// The name of the file that marks a folder as the workshop's own.
  public static let markerName = ".workshop-scratch"
  /// The folder.
  public let url: URL

  /// Claims `url` as a scratch folder for `course`, creating and marking it when needed.
  /// - Parameter isDefault: Whether `url` is the course's own default scratch folder, which may
  ///   sit inside the course (and may predate the marker: the workshop made it all the same).
  /// - Throws: `UsageError` naming why the folder is refused; `EnvironmentError` when it cannot
  ///   be created.
  public init(claiming url: URL, for course: Course, isDefault: Bool) throws {
    let folder = url.standardizedFileURL.resolvingSymlinksInPath()
    let root = course.root.standardizedFileURL.resolvingSymlinksInPath()
    let files = FileManager.default
    func refuse(_ reason: String) -> UsageError {
      UsageError(
        "Refusing to use \(folder.path) as the scratch folder: \(reason) Its contents would be "
          + "deleted. Name a new or empty folder outside the course, or leave --scratch out.",
        command: "mutate")
    }
    if folder.path == root.path {
      throw refuse("it is the course itself.")
    }
    if isAncestor(folder, of: root) {
      throw refuse("it holds the course.")
    }
    if isAncestor(root, of: folder), !isDefault {
      throw refuse("it is inside the course.")
    }
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: folder.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw refuse("it is a file.") }
      let names = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
      let marked = names.contains(Self.markerName)
      if !names.isEmpty, !marked, !isDefault {
        throw refuse("it is not empty, and the workshop did not make it.")
      }
    }
    do {
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("Made by `workshop mutate`, which refills this folder on every run.\n".utf8)
        .write(to: folder.appendingPathComponent(Self.markerName))
    } catch {
      throw EnvironmentError("Could not create the scratch folder \(folder.path).")
    }
    self.url = folder
  }

  /// Takes the folder's lock without waiting.
  /// - Throws: `EnvironmentError` when another run holds it.
  public func lock() throws -> ScratchLock {
    do {
      return try ScratchLock(folder: url, timeout: 0)
    } catch {
      throw EnvironmentError(
        "Another `workshop mutate` is working in \(url.path). Wait for it to finish (or stop "
          + "it), or give this run a folder of its own with --scratch <folder>.")
    }
  }

  /// Makes the folder hold the files and links at `paths` (relative paths) of the folder `source`,
  /// beside its marker, its lock and the top-level entries named in `kept` (a build folder), and
  /// nothing else, writing only what differs (see `FolderMirror`).
  public func mirror(
    _ paths: [String], of source: URL, keeping kept: Set<String>,
    write: (Data, URL) throws -> Void
  ) throws {
    _ = try FolderMirror(source: source, copy: url).mirror(
      paths, keeping: kept.union([Self.markerName, ScratchLock.fileName]), write: write)
  }
}

/// Whether `folder` is a proper ancestor of `other` (both standardised, links resolved).
private func isAncestor(_ folder: URL, of other: URL) -> Bool {
  let parent = folder.pathComponents
  let child = other.pathComponents
  return child.count > parent.count && Array(child.prefix(parent.count)) == parent
}
