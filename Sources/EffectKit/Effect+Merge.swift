import Foundation

extension Effect {
  /// Runs several effects at once and emits all of their values; finishes when all have finished.
  ///
  /// ```swift
  /// Effect.merge(saveEffect, analyticsEffect)
  /// ```
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// Runs every effect in the array at once; finishes when all of them have finished.
  public static func merge(_ effects: [Effect]) -> Effect {
    Effect { observer in
      let remaining = Counter(effects.count)
      guard !effects.isEmpty else {
        observer.finish()
        return Cancellable()
      }
      let cancellables = effects.map { effect in
        effect.sink(
          receiveCompletion: { _ in if remaining.decrement() == 0 { observer.finish() } },
          receiveValue: observer.send
        )
      }
      return Cancellable { cancellables.forEach { $0.cancel() } }
    }
  }
}

/// A thread-safe countdown.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Int

  init(_ value: Int) { self.value = value }

  func decrement() -> Int {
    lock.withLock {
      value -= 1
      return value
    }
  }
}
