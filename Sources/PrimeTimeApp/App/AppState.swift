import Foundation

/// The whole app: the counter screen, the favourite primes screen, and which of them is open.
///
/// It stores each fact once. The two features see it through `counter` and `favoritePrimes`
/// views below, so their reference reducers run on it unchanged.
struct AppState: Equatable {
  /// The screen on display.
  var screen = Screen.counter
  var count = 0
  var isNthPrimeButtonDisabled = false
  var alertNthPrime: PrimeAlert? = nil
  /// The favourite primes, in the order they were added.
  var favoritePrimes: [Int] = []
  var lastSavedAt: Date? = nil
  /// Why the last save failed, so that the favourites on screen are not on disk; `nil` after a
  /// save that worked.
  var unsavedReason: String? = nil
}

/// The app's two screens.
enum Screen: Equatable {
  case counter
  case favoritePrimes
}

extension AppState {
  /// The part of the state the counter feature owns.
  var counter: CounterState {
    get {
      CounterState(
        count: count,
        isNthPrimeButtonDisabled: isNthPrimeButtonDisabled,
        alertNthPrime: alertNthPrime
      )
    }
    set {
      count = newValue.count
      isNthPrimeButtonDisabled = newValue.isNthPrimeButtonDisabled
      alertNthPrime = newValue.alertNthPrime
    }
  }

  /// The part of the state the favourite primes feature owns.
  var favoritePrimesState: FavoritePrimesState {
    get { FavoritePrimesState(favoritePrimes: favoritePrimes, lastSavedAt: lastSavedAt) }
    set {
      favoritePrimes = newValue.favoritePrimes
      lastSavedAt = newValue.lastSavedAt
    }
  }

  // NB: whether the count is prime is derived, not stored: a stored copy could fall out of step
  // with `count`, and the reference counter reducer knows nothing about primes.

  /// Whether the count is a prime number.
  var isCountPrime: Bool { isPrime(count) }

  /// Whether the count is one of the favourite primes.
  var isCountFavorite: Bool { favoritePrimes.contains(count) }
}
