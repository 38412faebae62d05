import Foundation

/// The lines the app adds above the screen when the screen alone would leave you guessing:
/// an answer that did not come, a load that found nothing, effects that are still running.
enum Notes {
  /// The notes for a command that sent `action`, given the actions the store then `received`
  /// (that one included), the state it left, and how many effects were `stillRunning` after
  /// waiting `timeout` seconds. `loadProblem` says why a load found nothing, where the app
  /// could look.
  static func after(
    _ action: AppAction, received: [AppAction], state: AppState, stillRunning: Int,
    timeout: TimeInterval, loadProblem: String? = nil
  ) -> [String] {
    var notes: [String] = []
    if stillRunning > 0 {
      let (effects, pronoun) =
        stillRunning == 1
        ? ("1 effect", "it") : ("\(stillRunning) effects", "they")
      notes.append(
        "Gave up waiting after \(formatted(timeout)) s for \(effects); what \(pronoun) send"
          + (stillRunning == 1 ? "s" : "") + " will show after a later command.")
    }
    for action in received {
      switch action {
      case .counter(.nthPrimeResponse(nil)):
        notes.append(
          state.count < 1
            ? "No answer: there is no prime at position \(state.count); positions start at 1."
            : "No answer came for the \(ScreenText.ordinal(state.count)) prime "
              + "(no network, or the request failed).")
      case let .favoritePrimes(.loadedFavoritePrimes(numbers)):
        notes.append(loaded(FavoriteList(numbers)))
      case let .saveFailed(failure):
        notes.append(
          "Not saved: \(failure.reason). Your favourites are still here, but not on disk: "
            + "fix that and type 'save' again.")
      default:
        break
      }
    }
    if action == .favoritePrimes(.loadButtonTapped), stillRunning == 0,
      !received.contains(where: \.isLoadedFavoritePrimes)
    {
      notes.append(
        "Nothing was loaded: "
          + (loadProblem ?? "favorite-primes.json is missing, or is not a list of numbers."))
    }
    return notes
  }

  /// "Loaded 2 favourite primes.", and what was left out of the file's list and why.
  private static func loaded(_ favorites: FavoriteList) -> String {
    let count = favorites.kept.count
    let note = "Loaded \(count) favourite prime\(count == 1 ? "" : "s")."
    guard !favorites.dropped.isEmpty else { return note }
    let dropped = favorites.dropped.map(String.init).joined(separator: ", ")
    return note + " Left out \(dropped) from the file: a favourite is a prime, listed once."
  }

  private static func formatted(_ seconds: TimeInterval) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
