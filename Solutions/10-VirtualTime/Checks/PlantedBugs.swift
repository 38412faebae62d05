import EffectKit
import WorkshopTestRuns

@testable import Reminders

// The planted bugs of step 10. This file is compiled together with the learner's tests, and its
// `remindersReducer` shadows the reference one those tests import: with no bug switched on it
// simply delegates, and with `WORKSHOP_PLANTED_BUG=n` it breaks the reference in one way.
// Each bug's summary and hint are declared once, in the PlantedBugs.json one folder up.

/// The reference reducer, broken in the way the active planted bug describes.
func remindersReducer(
  state: inout RemindersState, action: RemindersAction, environment: RemindersEnvironment
) -> [Effect<RemindersAction>] {
  switch (PlantedBug.active, action) {
  case (1, _):
    PlantedBug.reached()
    // Bug 1: every effect delivers, and the search waits, on the live main queue instead of
    // the environment's scheduler.
    var live = environment
    live.mainQueue = DispatchQueueScheduler.main
    return Reminders.remindersReducer(state: &state, action: action, environment: live)

  case let (2, .searchQueryChanged(query)) where !query.isEmpty:
    PlantedBug.reached()
    // Bug 2: the search still waits for the typing to pause, but the request itself is not
    // covered by the cancellation: a new query leaves the old request running.
    var quiet = environment
    quiet.reminders.search = { _ in .empty() }
    _ = Reminders.remindersReducer(state: &state, action: action, environment: quiet)
    let request = environment.reminders.search(query)
      .receive(on: environment.mainQueue)
      .map(RemindersAction.searchResponse)
    return [
      Effect<Void>(value: ())
        .delay(for: searchDebounceInterval, scheduler: environment.mainQueue)
        .cancellable(id: WaitingSearchID(), cancelInFlight: true)
        .flatMap { _ in request }
    ]

  case let (5, .searchQueryChanged(query)) where !query.isEmpty:
    PlantedBug.reached()
    // Bug 5: every keystroke sends its request at once; a new one only cancels the one before.
    var quiet = environment
    quiet.reminders.search = { _ in .empty() }
    _ = Reminders.remindersReducer(state: &state, action: action, environment: quiet)
    return [
      environment.reminders.search(query)
        .receive(on: environment.mainQueue)
        .map(RemindersAction.searchResponse)
        .cancellable(id: WaitingSearchID(), cancelInFlight: true)
    ]

  case (3, .permissionResponse(granted: false)):
    PlantedBug.reached()
    // Bug 3: a denial still starts the effect that loads the reminders.
    var scratch = state
    let loads = Reminders.remindersReducer(
      state: &scratch, action: .permissionResponse(granted: true), environment: environment)
    return Reminders.remindersReducer(state: &state, action: action, environment: environment)
      + loads

  case (4, .remindersLoaded):
    PlantedBug.reached()
    // Bug 4: the list arrives, but the loading flag stays as it was.
    let wasLoading = state.isLoading
    defer { state.isLoading = wasLoading }
    return Reminders.remindersReducer(state: &state, action: action, environment: environment)

  default:
    return Reminders.remindersReducer(state: &state, action: action, environment: environment)
  }
}

/// The id bug 2 debounces with; nothing cancels the requests that started.
private struct WaitingSearchID: Hashable {}
