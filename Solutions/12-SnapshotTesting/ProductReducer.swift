import EffectKit

/// Applies one action to one product. It knows nothing of lists, of ids or of the disk, and
/// needs nothing from the outside world: its environment is `Void`.
///
/// `forEach` lifts it to work on every product of a `ShoppingListState`.
let productReducer = Reducer<Product, ProductAction, Void> { product, action, _ in
  switch action {
  case let .nameChanged(name):
    product.name = name
  case .toggleInBox:
    product.isInBox.toggle()
  }
  return []
}
