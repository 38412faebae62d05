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
