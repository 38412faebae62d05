    state.products.append(Product(id: environment.uuid(), name: "", isInBox: false))
    return [environment.save(state.products).fireAndForget()]

  case .product:
    // TODO(3): if a product in the list has this id, return the save of the list; if none
    // has, return nothing.
    return []

  case .loadTapped:
    // TODO(3): return environment.load(), its list sent back as `.loaded`.
