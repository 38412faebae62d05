import EffectKit

/// How long the user must stop typing before the search asks.
let quietSpell: Duration = .milliseconds(300)

/// Applies an action to the prime search screen. Typing a position starts a search that
/// waits for a quiet spell on `Dependencies.current.continuousClock`, then asks
/// `Dependencies.current.nthPrime`; each keystroke cancels the search before it, so only
/// the last query is sent.
func primeSearchReducer(
  state: inout PrimeSearchState, action: PrimeSearchAction
) -> [Effect<PrimeSearchAction>] {
  switch action {
  case let .queryChanged(query):
    state.query = query
    guard Int(query) != nil else {
      state.prime = nil
      return [.cancel(id: CancelID.search)]
    }
    // TODO(2): read the clock and nthPrime from Dependencies.current here, and return one
    // Effect.run that sleeps `quietSpell` on the clock, then asks nthPrime for the
    // position typed (`Int(query)`) and sends .searchResponse with the answer, made
    // `.cancellable(id: CancelID.search, cancelInFlight: true)` so that each keystroke
    // cancels the search in flight.
    return []

  case let .searchResponse(prime):
    state.prime = prime
    return []
  }
}

