import EffectKit
import Foundation

extension ShoppingListEnvironment {
  /// The real world: random UUIDs, and the list kept as JSON in `directory`, in a file named
  /// "shopping-list.json".
  ///
  /// Nothing touches the disk until an effect runs.
  static func live(directory: URL) -> ShoppingListEnvironment {
    let file = directory.appendingPathComponent("shopping-list.json")
    return ShoppingListEnvironment(
      uuid: UUID.init,
      save: { products in
        Effect.fireAndForget {
          // NB: `Effect<Never>` has no way to report an error, so a failed save is silent.
          guard let data = try? JSONEncoder().encode(products) else { return }
          try? FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true)
          try? data.write(to: file, options: .atomic)
        }
      },
      load: {
        Effect { observer in
          // NB: no file yet, or one that does not decode, means there is nothing to load.
          if let data = try? Data(contentsOf: file),
            let products = try? JSONDecoder().decode([Product].self, from: data)
          {
            observer.send(products)
          }
          observer.finish()
          return Cancellable()
        }
      }
    )
  }

  /// The real world, with the list kept in the user's documents directory.
  static var live: ShoppingListEnvironment {
    let documents =
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
    return live(directory: documents)
  }
}
