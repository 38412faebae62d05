> { state, action, environment in
  switch action {
  case .addProductTapped:
    // TODO(3): append a new product (id from environment.uuid(), empty name, not in the
    // box), then return the save of the whole list, made fire-and-forget.
    return []

  case .product:
    // TODO(3): if a product in the list has this id, return the save of the list; if none
