import Foundation

/// What a command does, given the screen as it is: press a button (send an action), or say why
/// that button is not there.
enum Reaction: Equatable {
  case send(AppAction)
  case say(String)
  case help
  case quit

  /// The button `command` presses on the screen `state` shows, if it is there. Like the real
  /// screens, each screen has its own buttons, and some only show in some states.
  ///
  /// ```swift
  /// Reaction(.favorite, in: AppState(count: 7))   // .send(.saveFavoritePrimeTapped)
  /// Reaction(.favorite, in: AppState(count: 12))  // .say("12 is not prime, …")
  /// ```
  init(_ command: Command, in state: AppState) {
    switch (command, state.screen) {
    case (.help, _): self = .help
    case (.quit, _): self = .quit
    case (.dismiss, _):
      self =
        state.alertNthPrime == nil
        ? .say("There is no alert to dismiss.") : .send(.counter(.alertDismissButtonTapped))

    case (.increment, .counter): self = .send(.counter(.incrTapped))
    case (.decrement, .counter): self = .send(.counter(.decrTapped))
    case (.nthPrime, .counter):
      self =
        state.isNthPrimeButtonDisabled
        ? .say("The nth button is disabled until the last answer arrives.")
        : .send(.counter(.nthPrimeButtonTapped))
    case (.favorite, .counter):
      if !state.isCountPrime {
        self = .say("\(state.count) is not prime, so it cannot be a favourite.")
      } else {
        self = .send(
          state.isCountFavorite ? .removeFavoritePrimeTapped : .saveFavoritePrimeTapped)
      }
    case (.open, .counter): self = .send(.favoritePrimesButtonTapped)
    case (.back, .counter): self = .say("The counter is open already; 'open' shows the favourites.")
    case (.increment, .favoritePrimes), (.decrement, .favoritePrimes),
      (.nthPrime, .favoritePrimes), (.favorite, .favoritePrimes):
      self = .say("That is a button of the counter: type 'back' first.")

    case (.back, .favoritePrimes): self = .send(.backButtonTapped)
    case (.open, .favoritePrimes): self = .say("The favourite primes are open already.")
    case let (.delete(positions), .favoritePrimes):
      self = Self.delete(positions, from: state.favoritePrimes)
    case (.save, .favoritePrimes): self = .send(.favoritePrimes(.saveButtonTapped))
    case (.load, .favoritePrimes): self = .send(.favoritePrimes(.loadButtonTapped))
    case (.delete, .counter), (.save, .counter), (.load, .counter):
      self = .say("That is a button of the favourite primes screen: type 'open' first.")
    }
  }

  private static func delete(_ positions: [Int], from favorites: [Int]) -> Reaction {
    if favorites.isEmpty { return .say("There are no favourites to delete.") }
    if let missing = positions.first(where: { !(1...favorites.count).contains($0) }) {
      return .say(
        "There is no favourite number \(missing): they go from 1 to \(favorites.count).")
    }
    return .send(.favoritePrimes(.deleteFavoritePrimes(IndexSet(positions.map { $0 - 1 }))))
  }
}
