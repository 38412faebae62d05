/// An action of one of the app's screens.
enum AppAction: Equatable {
  case counter(CounterAction)
  case favoritePrimes(FavoritePrimesAction)
}
