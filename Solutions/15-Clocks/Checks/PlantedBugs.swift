import EffectKit
import Foundation
import WorkshopTestRuns

@testable import PrimeTime

// The planted bugs of step 15. This file is compiled together with the learner's tests, and its
// two reducers shadow the reference ones those tests import: with no bug switched on they
// simply delegate; with `WORKSHOP_PLANTED_BUG=n` they break the reference in one way.
// Each bug's summary and hint are declared once, in the PlantedBugs.json one folder up.

/// The reference counter reducer, broken in the way the active planted bug describes.
func counterReducer(state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
  let starts = action == .timerButtonTapped && !state.isTimerRunning
  let stops = action == .timerButtonTapped && state.isTimerRunning
  switch PlantedBug.active {
  case 1 where starts:
    PlantedBug.reached()
    // Bug 1: the timer sleeps with Task.sleep, in real time, and never asks the clock.
    state.isTimerRunning = true
    return [timer { try await Task.sleep(for: tickInterval) }]

  case 2 where starts:
    PlantedBug.reached()
    // Bug 2: the timer sleeps on a clock it reads outside the dependencies: the live one.
    state.isTimerRunning = true
    let clock = ContinuousClock()
    return [timer { try await clock.sleep(for: tickInterval) }]

  case 3 where stops:
    PlantedBug.reached()
    // Bug 3: the second tap says the timer stopped, and never cancels it.
    state.isTimerRunning = false
    return []

  case 4 where action == .onDisappear:
    PlantedBug.reached()
    // Bug 4: the screen goes away, and its timer goes on.
    state.isTimerRunning = false
    return []

  case 5 where starts:
    PlantedBug.reached()
    // Bug 5: the timer ticks first and sleeps after, so each tick comes a second early.
    state.isTimerRunning = true
    let clock = Dependencies.current.continuousClock
    return [timer(ticksFirst: true) { try await clock.sleep(for: tickInterval) }]

  default:
    return PrimeTime.counterReducer(state: &state, action: action)
  }
}

/// A timer that sends `.timerTicked` after each `sleep`, or before it when it `ticksFirst`,
/// cancellable as the reference's is.
private func timer(
  ticksFirst: Bool = false, sleep: @escaping @Sendable () async throws -> Void
) -> Effect<CounterAction> {
  Effect.run { send in
    while true {
      if ticksFirst { await send(.timerTicked) }
      try await sleep()
      if !ticksFirst { await send(.timerTicked) }
    }
  }
  .cancellable(id: CancelID.timer)
}

/// The reference prime search reducer, broken in the way the active planted bug describes.
func primeSearchReducer(
  state: inout PrimeSearchState, action: PrimeSearchAction
) -> [Effect<PrimeSearchAction>] {
  guard case let .queryChanged(query) = action, let position = Int(query),
    [6, 7].contains(PlantedBug.active)
  else { return PrimeTime.primeSearchReducer(state: &state, action: action) }
  PlantedBug.reached()
  state.query = query
  let (clock, nthPrime) = (Dependencies.current.continuousClock, Dependencies.current.nthPrime)
  if PlantedBug.active == 6 {
    // Bug 6: the search asks at once, without waiting for the user to stop typing.
    return [
      Effect.run { send in await send(.searchResponse(await nthPrime(position))) }
        .cancellable(id: CancelID.search, cancelInFlight: true)
    ]
  }
  // Bug 7: each keystroke starts a search of its own, and leaves the one in flight running.
  return [
    Effect.run { send in
      try await clock.sleep(for: quietSpell)
      await send(.searchResponse(await nthPrime(position)))
    }
    .cancellable(id: CancelID.search)
  ]
}
