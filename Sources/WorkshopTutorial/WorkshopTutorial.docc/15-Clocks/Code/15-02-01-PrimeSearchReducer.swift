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
    guard let position = Int(query) else {
      state.prime = nil
      return [.cancel(id: CancelID.search)]
    }
    let (clock, nthPrime) = (Dependencies.current.continuousClock,
      Dependencies.current.nthPrime)
    return [
      Effect.run { send in
        try await clock.sleep(for: quietSpell)
        await send(.searchResponse(await nthPrime(position)))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    ]

  case let .searchResponse(prime):
    state.prime = prime
    return []
  }
}
