import EffectKit
import Foundation

/// An effect the test drives by hand: it sends and finishes when told, and counts how often it
/// was subscribed to and cancelled.
final class ControlledEffect<Output>: @unchecked Sendable {
  private let lock = NSLock()
  private var observers: [EffectObserver<Output>] = []
  private var storedSubscriptions = 0
  private var storedCancellations = 0

  var subscriptions: Int { lock.withLock { storedSubscriptions } }
  var cancellations: Int { lock.withLock { storedCancellations } }

  var effect: Effect<Output> {
    Effect { observer in
      self.lock.withLock {
        self.storedSubscriptions += 1
        self.observers.append(observer)
      }
      return Cancellable { self.lock.withLock { self.storedCancellations += 1 } }
    }
  }

  /// Sends `value` to every subscriber so far.
  func send(_ value: Output) {
    lock.withLock { observers }.forEach { $0.send(value) }
  }

  /// Finishes every subscriber so far.
  func finish() {
    lock.withLock { observers }.forEach { $0.finish() }
  }
}
