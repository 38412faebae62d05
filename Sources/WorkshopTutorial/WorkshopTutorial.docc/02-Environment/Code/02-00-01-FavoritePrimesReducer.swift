import EffectKit
import Foundation

/// Applies one action to the favourite primes screen.
///
/// - `.deleteFavoritePrimes(offsets)` removes the primes at those positions;
/// - `.saveButtonTapped` records when the user saved, as told by `Current.date()`;
/// - `.loadButtonTapped` does nothing yet, and `.loadedFavoritePrimes(primes)` replaces
/// the list.
///
/// Writing to and reading from disk come in steps 03 and 04; for now no action returns an
/// effect.
func favoritePrimesReducer(
  state: inout FavoritePrimesState,
  action: FavoritePrimesAction
) -> [Effect<FavoritePrimesAction>] {
  switch action {
  case let .deleteFavoritePrimes(offsets):
    // NB: offsets past the end are ignored rather than trapping.
    state.favoritePrimes = state.favoritePrimes.enumerated()
      .filter { !offsets.contains($0.offset) }
      .map(\.element)
    return []

  case .saveButtonTapped:
    // TODO(3): ask `Current` what time it is, instead of the system clock.
    state.lastSavedAt = Date()
    return []

  case .loadButtonTapped:
    return []

  case let .loadedFavoritePrimes(primes):
    state.favoritePrimes = primes
    return []
  }
}

