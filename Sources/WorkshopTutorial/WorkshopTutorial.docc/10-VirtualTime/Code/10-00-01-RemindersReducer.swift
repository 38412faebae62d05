import EffectKit
import Foundation

/// How long the search field must stay quiet before a search starts.
let searchDebounceInterval: TimeInterval = 0.3

/// The id of the search in flight; a new search, or an empty query, cancels it.
private struct SearchID: Hashable {}

/// Applies an action to the reminders screen. Every effect delivers on
/// `environment.mainQueue`, and the search waits on it too, so a test with a
/// `TestScheduler` decides when things happen.
func remindersReducer(
  state: inout RemindersState, action: RemindersAction, environment: RemindersEnvironment
) -> [Effect<RemindersAction>] {
  switch action {
  case .onAppear:
    guard state.permission == .notDetermined else { return [] }
    state.permission = .requesting
    return [
      environment.reminders.requestAccess()
        .receive(on: environment.mainQueue)
        .map(RemindersAction.permissionResponse(granted:))
    ]

  case .permissionResponse(granted: true):
    state.permission = .granted
    state.isLoading = true
    return [
      environment.reminders.fetch()
        .receive(on: environment.mainQueue)
        .map(RemindersAction.remindersLoaded)
    ]

  case .permissionResponse(granted: false):
    state.permission = .denied
    state.explanation = RemindersState.accessDeniedExplanation
    return []

  case let .remindersLoaded(reminders):
    state.isLoading = false
    state.reminders = reminders
    return []

  case let .searchQueryChanged(query):
    state.query = query
    // TODO(2): search with environment.reminders.search(query), delivered on
    // environment.mainQueue, once the query has stayed the same for
    // searchDebounceInterval: debounce with SearchID, so that a new query cancels the
    // search still waiting or in flight. An empty query clears the results and cancels
    // the search instead.
    return []

  case let .searchResponse(results):
    state.searchResults = results
    return []
  }
}

