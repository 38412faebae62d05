import Foundation

/// A thread-safe set of cancellables that are cancelled together.
final class CancellableBag: @unchecked Sendable {
  private let lock = NSLock()
  private var cancellables: [Cancellable] = []
  private var isCancelled = false

  /// Keeps `cancellable` alive, or cancels it at once if the bag was already cancelled.
  func insert(_ cancellable: Cancellable) {
    let keep = lock.withLock {
      if !isCancelled { cancellables.append(cancellable) }
      return !isCancelled
    }
    if !keep { cancellable.cancel() }
  }

  func cancelAll() {
    let all = lock.withLock { () -> [Cancellable] in
      isCancelled = true
      defer { cancellables = [] }
      return cancellables
    }
    all.forEach { $0.cancel() }
  }
}
