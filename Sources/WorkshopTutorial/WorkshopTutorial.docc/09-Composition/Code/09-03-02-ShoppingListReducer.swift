    state.products.append(Product(id: environment.uuid(), name: "", isInBox: false))
    return [environment.save(state.products).fireAndForget()]

  case let .product(id, _):
    guard state.products.contains(where: { $0.id == id }) else { return [] }
    return [environment.save(state.products).fireAndForget()]

  case .loadTapped:
    // TODO(3): return environment.load(), its list sent back as `.loaded`.
