import Foundation

/// The receiving end an effect's work reports to: `send` values, then `finish` once.
///
/// It is safe to call from any thread. Deliveries are serialized, and anything sent after
/// `finish` or after the subscriber cancelled is dropped, so effects never have to guard
/// against late callbacks themselves.
public final class EffectObserver<Output>: @unchecked Sendable {
  // NB: `stateLock` guards the fields; `deliveryLock` is recursive so that a subscriber may send
  // more actions synchronously from inside a delivery, while other threads wait their turn.
  private let stateLock = NSLock()
  private let deliveryLock = NSRecursiveLock()
  private var receiveValue: ((Output) -> Void)?
  private var receiveFinished: (() -> Void)?
  private var upstream: Cancellable?
  private var isDone = false

  init(receiveValue: @escaping (Output) -> Void, receiveFinished: @escaping () -> Void) {
    self.receiveValue = receiveValue
    self.receiveFinished = receiveFinished
  }

  /// Delivers a value to the subscriber, unless the effect already finished or was cancelled.
  public func send(_ value: Output) {
    deliveryLock.withLock {
      let receiveValue = stateLock.withLock { isDone ? nil : self.receiveValue }
      receiveValue?(value)
    }
  }

  /// Ends the effect. Only the first call has any effect.
  public func finish() {
    deliveryLock.withLock {
      let receiveFinished = stateLock.withLock { () -> (() -> Void)? in
        guard !isDone else { return nil }
        defer { release() }
        return self.receiveFinished
      }
      receiveFinished?()
    }
  }

  func attach(upstream: Cancellable) {
    stateLock.withLock {
      // NB: an effect that already finished (or was cancelled) keeps nothing: `upstream` is
      // simply released.
      if !isDone { self.upstream = upstream }
    }
  }

  func cancel() {
    let upstream = stateLock.withLock { () -> Cancellable? in
      defer { release() }
      return self.upstream
    }
    upstream?.cancel()
  }

  /// Must be called with `stateLock` held.
  private func release() {
    isDone = true
    receiveValue = nil
    receiveFinished = nil
    upstream = nil
  }
}
