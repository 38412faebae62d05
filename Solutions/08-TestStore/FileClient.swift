import EffectKit
import Foundation

/// Moves bytes between the app and named files, and nothing more: what the bytes mean (JSON,
/// say) is the caller's business.
struct FileClient {
  /// Reads a file. The effect emits its bytes, or `nil` if there is no such file, then finishes.
  var load: (String) -> Effect<Data?>
  /// Writes bytes to a file, replacing what was there. The effect emits nothing, then finishes.
  var save: (String, Data) -> Effect<Never>
}
