/// The shopping list screen: the products, in the order they were added.
struct ShoppingListState: Equatable {
  /// What to buy; new products join at the bottom.
  var products: [Product] = []
}
