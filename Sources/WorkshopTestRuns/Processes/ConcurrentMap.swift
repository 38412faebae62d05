import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// `map`, with up to `limit` elements transformed at once, results in the original order.
  ///
  /// For work that mostly waits (a test process that sleeps until a timeout), so running several
  /// at once costs little and saves their waits.
  public func concurrentMap<Result: Sendable>(
    limit: Int, _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    let results = Results<Result>(count: count)
    let slots = DispatchSemaphore(value: Swift.max(limit, 1))
    let group = DispatchGroup()
    for (index, element) in enumerated() {
      slots.wait()
      group.enter()
      // NB: a thread of its own, not a dispatch queue's: the work blocks while it waits, and
      // blocked queue threads starve the queue the process runner reads output on.
      Thread.detachNewThread {
        results.set(transform(element), at: index)
        slots.signal()
        group.leave()
      }
    }
    group.wait()
    return results.values
  }
}

/// Results filled in from several threads.
private final class Results<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ value: Value, at index: Int) { lock.withLock { slots[index] = value } }

  var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}

/// Runs `first` and `second` at once and returns both results, or the first error either threw
/// (where neither can throw, neither can the call). For two processes that mostly start up, such
/// as the two listings of a test product, or two that wait, such as checks and a hunt.
public func bothAtOnce<A: Sendable, B: Sendable, Failure: Error>(
  _ first: @escaping @Sendable () throws(Failure) -> A,
  _ second: @escaping @Sendable () throws(Failure) -> B
) throws(Failure) -> (A, B) {
  let other = Results<Result<B, Failure>>(count: 1)
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    other.set(Result { () throws(Failure) -> B in try second() }, at: 0)
    done.signal()
  }
  let firstResult = Result { () throws(Failure) -> A in try first() }
  done.wait()
  return (try firstResult.get(), try other.values[0].get())
}
