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
    try? FileManager.default.removeItem(at: folder)
  }

  /// Removes every folder in use.
  func removeAll() {
    for folder in lock.withLock({ folders }) { remove(folder) }
  }
}
