import Foundation
import WorkshopLocalization

/// An exclusive lock on a scratch folder, so that two `workshop` commands (a `watch` in one
/// terminal, a `check` in another) take turns building and running in it.
public final class ScratchLock {
  /// The name of the lock file in the folder.
  public static let fileName = "workshop.lock"
  private let descriptor: Int32
  private var isUnlocked = false

  /// Takes the lock in `folder`, waiting up to `timeout` seconds for another holder.
  /// - Parameter onWait: Called once if the lock is busy, before waiting.
  /// - Throws: `EnvironmentError` when the lock cannot be created or stays busy too long.
  public init(folder: URL, timeout: TimeInterval, onWait: () -> Void = {}) throws {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(Self.fileName).path
    descriptor = open(path, O_CREAT | O_RDWR, 0o644)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      throw EnvironmentError(localized("Could not create the lock file \(path): \(reason)."))
    }
    let deadline = Date().addingTimeInterval(timeout)
    var warned = false
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      if !warned {
        onWait()
        warned = true
      }
      guard Date() < deadline else {
        close(descriptor)
        throw EnvironmentError(
          "Another `workshop` command has been using \(folder.lastPathComponent) for over "
            + "\(Int(timeout)) s. Wait for it to finish, or stop it, and try again.")
      }
      usleep(200_000)
    }
  }

  /// Gives the lock up now, before this object goes (the next holder need not wait for it).
  public func unlock() {
    guard !isUnlocked else { return }
    isUnlocked = true
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  deinit { unlock() }
}
