  case .loadTapped:
    return [environment.load().map(ShoppingListAction.loaded)]

  case let .loaded(products):
    state.products = products
    return []
  }
}
