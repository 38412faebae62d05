import Foundation

/// Everything that can happen on the favourite primes screen.
enum FavoritePrimesAction: Equatable {
  /// The user swiped away the primes at these positions.
  case deleteFavoritePrimes(IndexSet)
  /// The user tapped "Save".
  case saveButtonTapped
  /// The user tapped "Load".
  case loadButtonTapped
  /// A list of primes was read back and should replace the one on screen.
  case loadedFavoritePrimes([Int])
}
