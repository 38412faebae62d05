import Foundation

/// A token that stops an effect's work when cancelled, or when it is released.
///
/// Hold on to it (for example in a `Set<Cancellable>`) for as long as the work should continue.
public final class Cancellable: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var onCancel: (() -> Void)?

  /// Creates a cancellable that runs `onCancel` the first time it is cancelled or released.
  public init(_ onCancel: @escaping () -> Void = {}) {
    self.onCancel = onCancel
  }

  deinit { cancel() }

  /// Stops the work. Calling it more than once has no further effect.
  public func cancel() {
    let onCancel = lock.withLock { () -> (() -> Void)? in
      defer { self.onCancel = nil }
      return self.onCancel
    }
    onCancel?()
  }

  /// Keeps this cancellable alive in `set` until the set is emptied or released.
  public func store(in set: inout Set<Cancellable>) {
    set.insert(self)
  }

  /// Two cancellables are equal when they are the same object.
  public static func == (lhs: Cancellable, rhs: Cancellable) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
