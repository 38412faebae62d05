import Foundation

/// Everything that can happen in the app: each feature's actions, routed to its reducer, and
/// the few that belong to the app itself.
enum AppAction: Equatable {
  /// An action of the counter screen.
  case counter(CounterAction)
  /// An action of the favourite primes screen.
  case favoritePrimes(FavoritePrimesAction)
  /// "Save to favourite primes", offered when the count is a prime that is not a favourite.
  case saveFavoritePrimeTapped
  /// "Remove from favourite primes", offered when the count is a favourite.
  case removeFavoritePrimeTapped
  /// The button that opens the favourite primes screen.
  case favoritePrimesButtonTapped
  /// The button that leaves the favourite primes screen, back to the counter.
  case backButtonTapped
  /// A save did not reach the disk: the live app found that out by looking at the file.
  case saveFailed(SaveFailure)
}

/// Why a save did not reach the disk, and when the favourites last did.
struct SaveFailure: Equatable {
  /// What is wrong, e.g. "/home/me/Documents is a file, not a folder".
  var reason: String
  /// When the favourites were last saved for real, or `nil` if never: "Last saved" goes back
  /// to it.
  var lastSavedAt: Date?
}

extension AppAction {
  /// Whether this is a load's answer: `.favoritePrimes(.loadedFavoritePrimes(_))`.
  var isLoadedFavoritePrimes: Bool {
    if case .favoritePrimes(.loadedFavoritePrimes) = self { return true }
    return false
  }
}
