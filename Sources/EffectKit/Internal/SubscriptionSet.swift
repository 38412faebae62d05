import Foundation

/// The inner subscriptions of a `flatMap`: each is kept while it runs and dropped once it
/// finishes, so that a long-lived effect does not pile up the cancellables of finished work.
final class SubscriptionSet: @unchecked Sendable {
  private let lock = NSLock()
  private var running: [Int: Cancellable] = [:]
  private var finishedEarly: Set<Int> = []
  private var ids = UniqueIDs()
  private var isCancelled = false

  /// A key for a subscription about to start.
  func reserveID() -> Int {
    lock.withLock { ids.next() }
  }

  /// Keeps `cancellable` under `id`, unless that subscription already finished or everything
  /// was cancelled meanwhile.
  func store(_ cancellable: Cancellable, for id: Int) {
    let keep = lock.withLock { () -> Bool in
      guard !isCancelled else { return false }
      // NB: an effect may finish synchronously, inside `sink`, before its cancellable exists.
      if finishedEarly.remove(id) != nil { return false }
      running[id] = cancellable
      return true
    }
    if !keep { cancellable.cancel() }
  }

  /// Forgets the subscription under `id` because it finished.
  func remove(_ id: Int) {
    // NB: the cancellable is released once the lock is unlocked, where `_ =` drops it: releasing
    // one runs its cancel handler.
    _ = lock.withLock { () -> Cancellable? in
      let removed = running.removeValue(forKey: id)
      if removed == nil { finishedEarly.insert(id) }
      return removed
    }
  }

  /// Cancels every subscription still running.
  func cancelAll() {
    let all = lock.withLock { () -> [Cancellable] in
      isCancelled = true
      defer { running = [:] }
      return Array(running.values)
    }
    all.forEach { $0.cancel() }
  }
}
