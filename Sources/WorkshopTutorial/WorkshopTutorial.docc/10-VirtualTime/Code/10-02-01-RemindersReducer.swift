    state.isLoading = false
    state.reminders = reminders
    return []

  case let .searchQueryChanged(query):
    state.query = query
    guard !query.isEmpty else {
      state.searchResults = []
      return [Effect.cancel(id: SearchID())]
    }
    return [
      environment.reminders.search(query)
        .receive(on: environment.mainQueue)
        .map(RemindersAction.searchResponse)
        .debounce(id: SearchID(), for: searchDebounceInterval,
          scheduler: environment.mainQueue)
    ]

  case let .searchResponse(results):
    state.searchResults = results
    return []
  }
}
