import Foundation

/// The effects started with `cancellable(id:)` that are still running, by id, so that
/// `Effect.cancel(id:)` can find them.
///
/// NB: one registry serves the whole process, like the identifiers it is keyed by. Ids are
/// compared with `AnyHashable`, so two ids are the same only if they have the same type.
package final class CancellationRegistry: @unchecked Sendable {
  static let shared = CancellationRegistry()

  /// Whose ids the effects subscribed now use: `nil` for the process, as in an app. A test
  /// store binds one of its own while it starts effects, so that tests running side by side
  /// never cancel each other's effects by sharing an id.
  @TaskLocal package static var scope: ObjectIdentifier?

  /// The key `id` goes by in the current scope.
  static func key(for id: some Hashable & Sendable) -> AnyHashable {
    AnyHashable(ScopedID(scope: scope, id: AnyHashable(id)))
  }

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

/// An id within the scope that subscribed its effect.
private struct ScopedID: Hashable {
  let scope: ObjectIdentifier?
  let id: AnyHashable
}
