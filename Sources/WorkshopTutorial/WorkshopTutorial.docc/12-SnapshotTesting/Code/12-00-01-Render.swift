/// Draws the shopping list screen as a box of text: a title bar with the add button, then
/// one row per product and a count of what is in the box, or a hint when the list is
/// empty.
///
/// ```text
/// ╭────────────────────────────────╮
/// │ Shopping list              [+] │
/// ├────────────────────────────────┤
/// │ [x] Milk                       │
/// │ [ ] Bread                      │
/// ├────────────────────────────────┤
/// │ 1 of 2 in the box              │
/// ╰────────────────────────────────╯
/// ```
///
/// It depends on the state alone, so the same state always draws the same text.
func render(_ state: ShoppingListState) -> String {
  let titleBar = [spread("Shopping list", "[+]")]
  guard !state.products.isEmpty else {
    return boxed([titleBar, ["Nothing to buy yet.", "Tap [+] to add a product."]])
  }
  let inTheBox = state.products.filter(\.isInBox).count
  return boxed([
    titleBar,
    state.products.map(productRow),
    ["\(inTheBox) of \(state.products.count) in the box"],
  ])
}

/// One product's row: a tick box, `[x]` when it is in the box and `[ ]` when not, a
/// space, and its name, or `(no name yet)` for a product whose name is still empty.
///
/// ```swift
/// productRow(Product(id: id, name: "Milk", isInBox: true))  // "[x] Milk"
/// productRow(Product(id: id, name: "", isInBox: false))     // "[ ] (no name yet)"
/// ```
func productRow(_ product: Product) -> String {
  // TODO(1): "[x] " or "[ ] ", then the name, or "(no name yet)" when the name is empty.
  return ""
}

