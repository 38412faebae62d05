import EffectKit
import Foundation

/// Every dependency the favourite primes screen reaches out to, as swappable values.
///
/// The reducer never asks the outside world directly; it asks `Current`. The app runs on
/// `.live`; tests and previews switch to `.mock`, or replace one field:
/// `Current.fileClient.load = { … }`.
struct FavoritePrimesEnvironment {
  /// Tells the time: when is "now"?
  var date: () -> Date
  /// Reads and writes files, as bytes.
  var fileClient: FileClient
}

extension FavoritePrimesEnvironment {
  /// The real world: the system clock and the user's documents directory.
  static let live = FavoritePrimesEnvironment(
    date: Date.init,
    // TODO(4): use the live file client instead of this placeholder, which does nothing.
    fileClient: FileClient(load: { _ in Effect.empty() }, save: { _,
      _ in Effect.empty() })
  )

  /// A world that never changes: the clock is stopped at 2009-02-13 23:31:30 UTC, and the
  /// files are the mock client's, which never touches the disk.
  static let mock = FavoritePrimesEnvironment(
    date: { Date(timeIntervalSince1970: 1_234_567_890) },
    // TODO(4): use the mock file client instead of this placeholder, which does nothing.
    fileClient: FileClient(load: { _ in Effect.empty() }, save: { _,
      _ in Effect.empty() })
  )
}

// NB: only debug builds (tests, previews) may swap the environment; a release build gets
// a constant, so nothing in the shipped app can point it at a mock by accident.
#if DEBUG
  /// The environment the module runs in. Tests may replace it, or any of its fields.
  var Current = FavoritePrimesEnvironment.live
#else
  /// The environment the module runs in.
  let Current = FavoritePrimesEnvironment.live
#endif

