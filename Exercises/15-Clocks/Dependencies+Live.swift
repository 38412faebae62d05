import Foundation

extension Dependencies {
  /// The real thing: primes worked out on this machine, and the clock of the system, which
  /// keeps counting while the machine sleeps.
  static let live = Dependencies(
    nthPrime: { n in await nthPrimeOnThisMachine(n) },
    continuousClock: ContinuousClock()
  )
}

/// The nth prime, counting 2 as the first; `nil` when `n` is below 1 or the task was cancelled.
///
/// NB: a live nthPrime could just as well ask a web service. Working the answer out locally
/// keeps the workshop offline; the closure's type, and so every test, stays the same either way.
private func nthPrimeOnThisMachine(_ n: Int) async -> Int? {
  guard n >= 1 else { return nil }
  var found = 0
  var candidate = 1
  while found < n {
    candidate += 1
    if isPrime(candidate) { found += 1 }
    if candidate.isMultiple(of: 4_096) {
      // Long searches give other tasks a turn, and stop when nobody wants the answer anymore.
      await Task.yield()
      if Task.isCancelled { return nil }
    }
  }
  return candidate
}

private func isPrime(_ number: Int) -> Bool {
  guard number >= 2 else { return false }
  var divisor = 2
  while divisor * divisor <= number {
    if number.isMultiple(of: divisor) { return false }
    divisor += 1
  }
  return true
}
