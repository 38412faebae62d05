    return [environment.save(state.products).fireAndForget()]

  case .loadTapped:
    return [environment.load().map(ShoppingListAction.loaded)]

  case .loaded:
    // TODO(3): replace the list with the loaded products.
