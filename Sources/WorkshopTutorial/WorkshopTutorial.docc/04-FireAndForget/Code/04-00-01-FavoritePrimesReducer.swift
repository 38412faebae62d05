import EffectKit
import Foundation

/// Applies one action to the favourite primes screen.
///
/// - `.deleteFavoritePrimes(offsets)` removes the primes at those positions;
/// - `.saveButtonTapped` records when the user saved, as told by `Current.date()`, and
/// returns an effect that writes the primes, as JSON, to "favorite-primes.json";
/// - `.loadButtonTapped` returns an effect that reads that file back and, if it holds a
/// list of primes, emits `.loadedFavoritePrimes(primes)`, which replaces the list.
///
/// The disk is reached only through `Current.fileClient`, which moves bytes; the JSON is
/// encoded and decoded here.
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
    state.lastSavedAt = Current.date()
    // TODO(3): encode `state.favoritePrimes` as JSON, and return one effect that saves
    // those bytes to "favorite-primes.json" through `Current.fileClient`, lifted by
    // `fireAndForget()`.
    return []

  case .loadButtonTapped:
    // TODO(4): return one effect that loads "favorite-primes.json" through
    // `Current.fileClient`, decodes the bytes as `[Int]` and emits
    // `.loadedFavoritePrimes(primes)`. A missing file, or bytes that do not decode,
    // should make it emit nothing and finish.
    return []

  case let .loadedFavoritePrimes(primes):
    state.favoritePrimes = primes
    return []
  }
}

