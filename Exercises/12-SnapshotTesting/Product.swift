import Foundation

/// One thing to buy.
struct Product: Equatable, Identifiable, Codable {
  /// Tells products apart, even two with the same name; it never changes.
  let id: UUID
  /// What to buy, as the user typed it. A new product starts with an empty name.
  var name: String
  /// Whether it is already in the box (or the basket): bought, as far as the list is concerned.
  var isInBox: Bool
}
