/// Every dependency of the app, one field per feature.
///
/// The favourite primes and the counter each used to have a global `Current` of their own; now
/// that both live in one module, they share this one, and each reducer reads its own field:
/// `Current.favoritePrimes.date()`, `Current.counter.nthPrime(n)`.
struct AppEnvironment {
  var favoritePrimes: FavoritePrimesEnvironment
  var counter: CounterEnvironment
}

extension AppEnvironment {
  /// The real world, for both features.
  static let live = AppEnvironment(favoritePrimes: .live, counter: .live)

  /// The mocks of both features.
  static let mock = AppEnvironment(favoritePrimes: .mock, counter: .mock)
}

// NB: only debug builds (tests, previews) may swap the environment; a release build gets a
// constant, so nothing in the shipped app can point it at a mock by accident.
#if DEBUG
  /// The environment the app runs in. A TestStore installs a feature's environment into its
  /// field: `install: { Current.counter = $0 }`.
  var Current = AppEnvironment.live
#else
  /// The environment the app runs in.
  let Current = AppEnvironment.live
#endif
