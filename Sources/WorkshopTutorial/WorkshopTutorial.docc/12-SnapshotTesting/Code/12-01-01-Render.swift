/// One product's row: a tick box, `[x]` when it is in the box and `[ ]` when not, a
/// space, and its name, or `(no name yet)` for a product whose name is still empty.
///
/// ```swift
/// productRow(Product(id: id, name: "Milk", isInBox: true))  // "[x] Milk"
/// productRow(Product(id: id, name: "", isInBox: false))     // "[ ] (no name yet)"
/// ```
func productRow(_ product: Product) -> String {
  let tick = product.isInBox ? "[x]" : "[ ]"
  let name = product.name.isEmpty ? "(no name yet)" : product.name
  return "\(tick) \(name)"
}
