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

/// A list of numbers read as favourites: the primes, each once, in order, and the rest.
///
/// ```swift
/// FavoriteList([2, 4, 3, 2, -7])  // kept: [2, 3], dropped: [4, 2, -7]
/// ```
struct FavoriteList: Equatable {
  /// The primes, each the first time it appears.
  var kept: [Int] = []
  /// Everything else: numbers that are not prime, and repeats.
  var dropped: [Int] = []

  init(_ numbers: [Int]) {
    for number in numbers {
      if isPrime(number), !kept.contains(number) {
        kept.append(number)
      } else {
        dropped.append(number)
      }
    }
  }
}
