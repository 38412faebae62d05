import Foundation

/// A value that tells its subscribers about every change: its `values` effect emits the
/// current value on subscription, then each new value as it is set.
///
/// Models use it to publish state that views (and tests) observe:
///
/// ```swift
/// let tokens = PublishedValue<[Token]>([])
/// let subscription = tokens.values.sink { print($0) }  // prints [] at once
/// tokens.value = [.hashtag("swift")]                  // prints [.hashtag("swift")]
/// ```
///
/// It is safe to use from any thread. Changes are delivered one at a time, in the order they
/// were made, on the thread that made them. It plays the part of Combine's `@Published`, under
/// a name that does not clash with it.
public final class PublishedValue<Value>: @unchecked Sendable {
  // NB: the lock is held while changes are delivered, so that every subscriber sees every change
  // exactly once and all of them in the same order. It is recursive so that a subscriber may
  // set a value, subscribe or cancel from inside a delivery; a value set that way is queued and
  // delivered once the current delivery is over, so that nobody sees changes out of order.
  private let lock = NSRecursiveLock()
  private var current: Value
  private var version = 0
  private var pending: [(version: Int, value: Value)] = []
  private var isDelivering = false
  private var subscribers: [Int: (observer: EffectObserver<Value>, since: Int)] = [:]
  private var ids = UniqueIDs()

  /// Creates a published value that starts at `value`.
  ///
  /// ```swift
  /// let text = PublishedValue("")
  /// ```
  public init(_ value: Value) {
    self.current = value
  }

  /// The current value. Setting it delivers the new value to every subscriber before returning
  /// (or, when set by a subscriber from inside a delivery, as soon as that delivery is over).
  ///
  /// ```swift
  /// text.value = "Hello @john"
  /// ```
  public var value: Value {
    get { lock.withLock { current } }
    set {
      lock.withLock {
        version += 1
        current = newValue
        pending.append((version, newValue))
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pending.isEmpty {
          let change = pending.removeFirst()
          // NB: a subscriber that joined after this change was made already got it, as its
          // first value.
          for (observer, since) in subscribers.values where since < change.version {
            observer.send(change.value)
          }
        }
      }
    }
  }

  /// An effect that emits the current value when subscribed, then every later value.
  ///
  /// It never finishes on its own; cancel it, or end it with an operator like `prefix(_:)`:
  ///
  /// ```swift
  /// text.values.dropFirst().prefix(2).collect()  // the next two changes, as one array
  /// ```
  public var values: Effect<Value> {
    Effect { observer in
      let id = self.lock.withLock { () -> Int in
        let id = self.ids.next()
        // NB: registered before the current value goes out, so that a subscriber that cancels
        // on its first value (like `first()`) removes an entry that exists.
        self.subscribers[id] = (observer, self.version)
        observer.send(self.current)
        return id
      }
      return Cancellable { [weak self] in self?.removeSubscriber(id) }
    }
  }

  /// The number of live subscriptions; a handy way for tests to check that work was cancelled.
  ///
  /// ```swift
  /// XCTAssertEqual(text.subscriberCount, 0)
  /// ```
  public var subscriberCount: Int { lock.withLock { subscribers.count } }

  private func removeSubscriber(_ id: Int) {
    // NB: the observer is released once the lock is unlocked, where `_ =` drops it.
    _ = lock.withLock { subscribers.removeValue(forKey: id) }
  }
}
