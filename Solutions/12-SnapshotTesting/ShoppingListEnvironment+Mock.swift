import EffectKit
import Foundation

extension ShoppingListEnvironment {
  /// A world that never changes and never touches the disk: ids count up from
  /// 00000000-0000-0000-0000-000000000000, saves do nothing, and there is nothing to load.
  ///
  /// Every use gets a generator of its own, counting from zero again, so tests cannot disturb
  /// one another. Replace the fields a test needs to watch or steer.
  static var mock: ShoppingListEnvironment {
    ShoppingListEnvironment(
      uuid: UUID.incrementing(),
      save: { _ in Effect.empty() },
      load: { Effect.empty() }
    )
  }
}
