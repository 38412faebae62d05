import Foundation

/// The lines the app adds above the screen when the screen alone would leave you guessing:
/// an answer that did not come, a load that found nothing, effects that are still running.
enum Notes {
  /// The notes for a command that sent `action`, given the actions the store then `received`
  /// (that one included), the state it left, and how many effects were `stillRunning` after
  /// waiting `timeout` seconds.
  static func after(
    _ action: AppAction, received: [AppAction], state: AppState, stillRunning: Int,
    timeout: TimeInterval
  ) -> [String] {
    var notes: [String] = []
    if stillRunning > 0 {
      let (effects, pronoun) = stillRunning == 1
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
      case let .favoritePrimes(.loadedFavoritePrimes(primes)):
        notes.append("Loaded \(primes.count) favourite prime\(primes.count == 1 ? "" : "s").")
      default:
        break
      }
    }
    let loaded = received.contains {
      if case .favoritePrimes(.loadedFavoritePrimes) = $0 { return true }
      return false
    }
    if action == .favoritePrimes(.loadButtonTapped), stillRunning == 0, !loaded {
      notes.append(
        "Nothing was loaded: favorite-primes.json is missing, or is not a list of numbers.")
    }
    return notes
  }

  private static func formatted(_ seconds: TimeInterval) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
