import Foundation

/// Every dependency the favourite primes screen reaches out to, as swappable values.
///
/// The reducer never asks the outside world directly; it asks `Current.favoritePrimes`. The app
/// runs on `.live`; tests hand a `.mock`, or a mock with one field replaced, to their TestStore.
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
    fileClient: .live
  )

  /// A world that never changes: the clock is stopped at 2009-02-13 23:31:30 UTC, and the files
  /// are the mock client's, which never touches the disk.
  static let mock = FavoritePrimesEnvironment(
    date: { Date(timeIntervalSince1970: 1_234_567_890) },
    fileClient: .mock
  )
}
