import Foundation

/// Everything that can happen on the shopping list screen.
enum ShoppingListAction: Equatable {
  /// Something happened to the product with this id; `productReducer` knows what.
  case product(id: UUID, action: ProductAction)
  /// The user tapped "+": a new, empty product joins the list.
  case addProductTapped
  /// The screen asks for the list saved last time.
  case loadTapped
  /// The saved list came back and replaces the one on screen.
  case loaded([Product])
}

extension ShoppingListAction {
  /// The product id and action inside a `.product` action, or `nil` for any other action.
  ///
  /// It undoes `ShoppingListAction.product(id:action:)`, which is what `forEach` needs to take
  /// product actions out of list actions: `extract: \ShoppingListAction.productAction`.
  var productAction: (id: UUID, action: ProductAction)? {
    guard case let .product(id, action) = self else { return nil }
    return (id, action)
  }
}
