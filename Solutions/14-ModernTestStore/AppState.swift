/// The whole app: the counter screen and the favourite primes screen side by side.
struct AppState: Equatable {
  var counter = CounterState()
  var favoritePrimes = FavoritePrimesState()
}
