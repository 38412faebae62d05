/// Hands out integers that never repeat, to key the entries of a dictionary or a list. Not
/// thread-safe on its own: keep it behind the lock that guards those entries.
struct UniqueIDs {
  private var last = 0

  /// An integer this value has never handed out before.
  mutating func next() -> Int {
    last += 1
    return last
  }
}
