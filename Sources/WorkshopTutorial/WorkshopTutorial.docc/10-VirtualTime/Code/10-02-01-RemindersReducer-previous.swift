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
