import Foundation

extension UUID {
  /// A made-up UUID that shows `number`, in decimal, in its last twelve digits, so it reads back
  /// as written: `UUID(number: 42)` is 00000000-0000-0000-0000-000000000042.
  ///
  /// Made for tests and previews, where ids should be known in advance. Digits beyond the
  /// twelfth are dropped, and a negative number counts as zero.
  init(number: Int) {
    let digits = String(Swift.max(number, 0) % 1_000_000_000_000)
    let lastGroup = String(repeating: "0", count: 12 - digits.count) + digits
    // NB: eight, four, four, four and twelve hex digits always make a valid UUID string.
    self.init(uuidString: "00000000-0000-0000-0000-" + lastGroup)!
  }

  /// A generator of made-up UUIDs that counts up from zero: `UUID(number: 0)`, then
  /// `UUID(number: 1)`, and so on.
  ///
  /// ```swift
  /// let uuid = UUID.incrementing()
  /// uuid()  // 00000000-0000-0000-0000-000000000000
  /// uuid()  // 00000000-0000-0000-0000-000000000001
  /// ```
  static func incrementing() -> () -> UUID {
    var next = 0
    return {
      defer { next += 1 }
      return UUID(number: next)
    }
  }
}
