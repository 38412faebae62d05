import Foundation

/// The effects started with `cancellable(id:)` that are still running, by id, so that
/// `Effect.cancel(id:)` can find them.
///
/// NB: one registry serves the whole process, like the identifiers it is keyed by. Ids are
/// compared with `AnyHashable`, so two ids are the same only if they have the same type.
final class CancellationRegistry: @unchecked Sendable {
  static let shared = CancellationRegistry()

  private let lock = NSLock()
  private var keys = UniqueIDs()
  private var running: [AnyHashable: [Int: () -> Void]] = [:]

  /// Remembers how to cancel one running effect under `id`; returns a key to forget it by.
  func register(_ cancel: @escaping () -> Void, for id: AnyHashable) -> Int {
    lock.withLock {
      let key = keys.next()
      running[id, default: [:]][key] = cancel
      return key
    }
  }

  /// Forgets the effect registered under `key`, because it finished or was cancelled.
  func unregister(_ key: Int, for id: AnyHashable) {
    // NB: the handler is released once the lock is unlocked, where `_ =` drops it.
    _ = lock.withLock { () -> (() -> Void)? in
      let removed = running[id]?.removeValue(forKey: key)
      if running[id]?.isEmpty == true { running[id] = nil }
      return removed
    }
  }

  /// Cancels every effect running under `id`.
  func cancelAll(for id: AnyHashable) {
    // NB: the cancellations run outside the lock; they finish effects, whose subscribers may
    // start or cancel others.
    let cancels = lock.withLock { running.removeValue(forKey: id) ?? [:] }
    cancels.keys.sorted().forEach { cancels[$0]?() }
  }
}
