import Dispatch
import EffectKit
import Foundation

/// Computes the nth prime on a background queue, after a short pause that stands in for a
/// network round trip, and emits it; emits `nil` when `n` is not positive.
///
/// Like a real request, the answer never arrives before the reducer has returned. Cancelling the
/// effect stops the computation.
///
/// ```swift
/// offlineNthPrime(6)  // emits 13 a moment later, on a background queue
/// ```
func offlineNthPrime(
  _ n: Int,
  latency: DispatchTimeInterval = .milliseconds(250),
  queue: DispatchQueue = .global(qos: .userInitiated)
) -> Effect<Int?> {
  Effect { observer in
    let cancellation = CancellationFlag()
    queue.asyncAfter(deadline: .now() + latency) {
      let prime = computeNthPrime(n, isCancelled: { cancellation.isCancelled })
      guard !cancellation.isCancelled else { return }
      observer.send(prime)
      observer.finish()
    }
    return Cancellable { cancellation.cancel() }
  }
}

/// The nth prime, counting from 1 (`computeNthPrime(1) == 2`), or `nil` when `n` is not positive
/// or `isCancelled` turns true along the way.
func computeNthPrime(_ n: Int, isCancelled: () -> Bool = { false }) -> Int? {
  guard n > 0 else { return nil }
  var primes: [Int] = []
  var candidate = 2
  while primes.count < n {
    if isCancelled() { return nil }
    // NB: only primes up to the square root of the candidate need to be tried as divisors.
    let isPrime = !primes.lazy.prefix { $0 * $0 <= candidate }.contains { candidate % $0 == 0 }
    if isPrime { primes.append(candidate) }
    candidate += 1
  }
  return primes.last
}

/// A thread-safe switch that the effect's cancellable turns on.
private final class CancellationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false

  var isCancelled: Bool { lock.withLock { cancelled } }

  func cancel() { lock.withLock { cancelled = true } }
}
