import Foundation
import WorkshopCourse
import WorkshopPaths

/// A folder the workshop may empty and fill again (the copy `mutate` works in): one that
/// `PathGuard` lets it empty, marked as the workshop's own.
struct ScratchFolder: Sendable {
  /// The folder, links resolved.
  let url: URL

  /// Claims `url` as a scratch folder for `course`, creating and marking it when needed.
  /// - Throws: `UsageError` naming why the folder is refused; `EnvironmentError` when it cannot
  ///   be created.
  init(claiming url: URL, for course: Course) throws {
    let folder: URL
    do {
      folder = try PathGuard(course: course.root).claimFolder(url.path)
    } catch let refusal as PathRefusal {
      throw UsageError(
        refusal.message
          + " Name a new or empty folder outside the course, or leave --scratch out.",
        command: "mutate")
    }
    do {
      try PathGuard.mark(folder)
    } catch {
      throw EnvironmentError("Could not create the scratch folder \(folder.path).")
    }
    self.url = folder
  }

  /// Takes the folder's lock without waiting.
  /// - Throws: `EnvironmentError` when another run holds it.
  func lock() throws -> ScratchLock {
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
  func mirror(
    _ paths: [String], of source: URL, keeping kept: Set<String>,
    write: (Data, URL) throws -> Void
  ) throws {
    _ = try FolderMirror(source: source, copy: url).mirror(
      paths, keeping: kept.union([PathGuard.markerName, ScratchLock.fileName]), write: write)
  }
}
