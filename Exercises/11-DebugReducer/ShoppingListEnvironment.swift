import EffectKit
import Foundation

/// Everything the shopping list needs from the outside world, handed to its reducer with every
/// action.
///
/// The app passes `.live`; a test builds one it controls, field by field:
///
/// ```swift
/// var environment = ShoppingListEnvironment.mock
/// environment.save = { products in .fireAndForget { saved.append(products) } }
/// ```
struct ShoppingListEnvironment {
  /// Makes a fresh id for a new product.
  var uuid: () -> UUID
  /// Writes the whole list, replacing what was saved before. The effect emits nothing, then
  /// finishes.
  var save: ([Product]) -> Effect<Never>
  /// Reads the list saved last time. The effect emits it, if there is one, then finishes.
  var load: () -> Effect<[Product]>
}
