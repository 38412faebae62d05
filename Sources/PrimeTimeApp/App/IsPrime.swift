/// Whether `n` is a prime number: greater than 1, and divisible only by 1 and itself.
///
/// ```swift
/// isPrime(13)  // true
/// isPrime(12)  // false
/// ```
func isPrime(_ n: Int) -> Bool {
  guard n > 1 else { return false }
  var divisor = 2
  // NB: `divisor <= n / divisor` is `divisor * divisor <= n` without the overflow.
  while divisor <= n / divisor {
    if n % divisor == 0 { return false }
    divisor += 1
  }
  return true
}

/// The first `count` primes, in order: `firstPrimes(5) == [2, 3, 5, 7, 11]`.
func firstPrimes(_ count: Int) -> [Int] {
  var primes: [Int] = []
  var candidate = 2
  while primes.count < count {
    if isPrime(candidate) { primes.append(candidate) }
    candidate += 1
  }
  return primes
}
