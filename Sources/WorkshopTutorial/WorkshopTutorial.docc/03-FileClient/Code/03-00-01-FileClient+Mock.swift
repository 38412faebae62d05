import EffectKit
import Foundation

extension FileClient {
  /// A client that never touches the disk: every load emits the same bytes (the JSON of
  /// `[2, 31]`), and every save does nothing.
  static let mock = FileClient(
    // TODO(3): emit the same fixed bytes for every file name, e.g. `Data("[2,31]".utf8)`.
    load: { _ in Effect.empty() },
    // TODO(3): do nothing at all, and finish.
    save: { _, _ in Effect.empty() }
  )
}

