import Foundation

/// A value guarded by a lock, for operator state that deliveries on several threads touch.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value and returns what it returns.
  func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}
