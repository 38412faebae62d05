/// Everything the user can do to one product of the list.
enum ProductAction: Equatable {
  /// The user edited the product's name; this is the whole new name.
  case nameChanged(String)
  /// The user ticked or unticked "in the box".
  case toggleInBox
}
