/// Everything that can happen on the favourite primes screen.
enum FavoritePrimesAction: Equatable {
  /// The user deleted the primes at these positions of the list.
  case deleteFavoritePrimes([Int])
  /// The user tapped "Save".
  case saveButtonTapped
  /// The user tapped "Load".
  case loadButtonTapped
  /// The saved list came back from the disk.
  case loadedFavoritePrimes([Int])
}
