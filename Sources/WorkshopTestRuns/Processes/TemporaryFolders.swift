import Foundation

/// Temporary folders in use, removed on an interrupt (see `Interrupts`) as well as by their
/// owners, so that no exit path but `kill -9` leaves one behind.
public final class TemporaryFolders: @unchecked Sendable {
  /// The folders of this process.
  public static let shared = TemporaryFolders()
  private let lock = NSLock()
  private var folders: Set<URL> = []

  /// Notes `folder` as in use.
  public func insert(_ folder: URL) { lock.withLock { _ = folders.insert(folder) } }

  /// Removes `folder` and forgets it.
  public func remove(_ folder: URL) {
    lock.withLock { _ = folders.remove(folder) }
    // NB: a thread may still be writing into it (an interrupt removes it under its owner); what
    // it added after the first pass goes with the next.
    for _ in 0..<3 {
      try? FileManager.default.removeItem(at: folder)
      if !FileManager.default.fileExists(atPath: folder.path) { return }
    }
  }

  /// Removes every folder in use; an interrupt's removal keeps them noted, for its last pass.
  func removeAll() {
    for folder in lock.withLock({ folders }) {
      for _ in 0..<3 {
        try? FileManager.default.removeItem(at: folder)
        if !FileManager.default.fileExists(atPath: folder.path) { break }
      }
    }
  }
}
