    return [environment.save(state.products).fireAndForget()]

  case .loadTapped:
    // TODO(3): return environment.load(), its list sent back as `.loaded`.
    return []

  case .loaded:
    // TODO(3): replace the list with the loaded products.
