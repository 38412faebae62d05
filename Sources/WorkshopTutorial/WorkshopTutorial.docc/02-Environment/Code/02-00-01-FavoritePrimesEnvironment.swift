import Foundation

/// Every dependency the favourite primes screen reaches out to, as swappable closures.
///
/// The reducer never asks the outside world directly; it asks `Current`. The app runs on
/// `.live`; tests and previews switch to `.mock`, or replace one field: `Current.date = {
/// fixedDate }`.
struct FavoritePrimesEnvironment {
  /// Tells the time: when is "now"?
  var date: () -> Date
}

extension FavoritePrimesEnvironment {
  /// The real world: the system clock.
  static let live = FavoritePrimesEnvironment(
    // TODO(1): tell the real time, a new `Date` on every call.
    date: { Date.distantPast }
  )

  /// A world that never changes: the clock is stopped at 2009-02-13 23:31:30 UTC.
  static let mock = FavoritePrimesEnvironment(
    // TODO(2): always tell the same time: 1_234_567_890 seconds after 1970-01-01.
    date: { Date.distantPast }
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

