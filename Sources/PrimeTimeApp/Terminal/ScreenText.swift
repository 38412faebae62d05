import Foundation

/// Draws the app's state as text, the way its screens would show it.
enum ScreenText {
  /// How many favourites a screen lists before it summarises the rest.
  static let listLimit = 10

  /// The open screen, with a trailing newline.
  ///
  /// ```
  /// === Counter ===
  /// Count: 7
  /// 7 is prime, not a favourite yet.
  /// Favourites (2): 2, 31
  /// Buttons: [+] [-] [nth] [fav: save 7] [open]
  /// ```
  static func render(_ state: AppState) -> String {
    let lines: [String]
    switch state.screen {
    case .counter: lines = counter(state)
    case .favoritePrimes: lines = favoritePrimes(state)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func counter(_ state: AppState) -> [String] {
    let count = state.count
    let primality =
      !state.isCountPrime
      ? "\(count) is not prime."
      : state.isCountFavorite
        ? "\(count) is prime, and a favourite." : "\(count) is prime, not a favourite yet."
    var buttons = ["+", "-", state.isNthPrimeButtonDisabled ? "nth: waiting" : "nth"]
    if state.isCountPrime {
      buttons.append(state.isCountFavorite ? "fav: remove \(count)" : "fav: save \(count)")
    }
    buttons.append("open")
    return ["=== Counter ===", "Count: \(count)", primality, favoritesSummary(state)]
      + alert(state) + [buttonRow(buttons)]
  }

  private static func favoritePrimes(_ state: AppState) -> [String] {
    let primes = state.favoritePrimes
    let width = String(min(primes.count, listLimit)).count
    var lines = ["=== Favourite primes (\(primes.count)) ==="]
    if primes.isEmpty { lines.append("No favourites yet.") }
    for (index, prime) in primes.prefix(listLimit).enumerated() {
      let position = String(index + 1)
      lines.append(String(repeating: " ", count: width - position.count) + "\(position). \(prime)")
    }
    if primes.count > listLimit {
      lines.append("… and \(primes.count - listLimit) more")
    }
    lines.append("Last saved: " + (state.lastSavedAt.map(timestamp) ?? "never"))
    if let reason = state.unsavedReason {
      lines.append("Not saved: \(reason).")
    }
    let buttons = (primes.isEmpty ? [] : ["del N"]) + ["save", "load", "back"]
    return lines + alert(state) + [buttonRow(buttons)]
  }

  private static func favoritesSummary(_ state: AppState) -> String {
    let primes = state.favoritePrimes
    guard !primes.isEmpty else { return "Favourites: none" }
    let shown = primes.prefix(listLimit).map(String.init).joined(separator: ", ")
    let rest = primes.count > listLimit ? " … and \(primes.count - listLimit) more" : ""
    return "Favourites (\(primes.count)): \(shown)\(rest)"
  }

  /// The alert, over whichever screen is open, as in the app.
  private static func alert(_ state: AppState) -> [String] {
    guard let alert = state.alertNthPrime else { return [] }
    return ["Alert: the \(ordinal(state.count)) prime is \(alert.prime). [dismiss]"]
  }

  private static func buttonRow(_ buttons: [String]) -> String {
    "Buttons: " + buttons.map { "[\($0)]" }.joined(separator: " ")
  }

  /// `1st`, `2nd`, `3rd`, `4th`, …, `11th`, `12th`, `13th`, …, `21st`.
  static func ordinal(_ n: Int) -> String {
    let lastTwo = abs(n) % 100
    let lastOne = abs(n) % 10
    let suffix =
      (11...13).contains(lastTwo)
      ? "th" : lastOne == 1 ? "st" : lastOne == 2 ? "nd" : lastOne == 3 ? "rd" : "th"
    return "\(n)\(suffix)"
  }

  /// A date as `2009-02-13 23:31:30 UTC`, the same on every machine.
  static func timestamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
    return formatter.string(from: date)
  }
}
