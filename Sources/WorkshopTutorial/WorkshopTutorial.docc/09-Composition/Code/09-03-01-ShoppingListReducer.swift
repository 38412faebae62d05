> { state, action, environment in
  switch action {
  case .addProductTapped:
    state.products.append(Product(id: environment.uuid(), name: "", isInBox: false))
    return [environment.save(state.products).fireAndForget()]

  case .product:
    // TODO(3): if a product in the list has this id, return the save of the list; if none
