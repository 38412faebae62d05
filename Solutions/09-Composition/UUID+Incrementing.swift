import Foundation

extension UUID {
  /// A made-up UUID that shows `number`, in decimal, in its last twelve digits, so it reads back
  /// as written: `UUID(number: 42)` is 00000000-0000-0000-0000-000000000042.
  ///
  /// Made for tests and previews, where ids should be known in advance. Digits beyond the
  /// twelfth are dropped, and a negative number counts as zero.
  init(number: Int) {
    var bytes = [UInt8](repeating: 0, count: 16)
    var rest = Swift.max(number, 0)
    // NB: each byte holds two decimal digits, one per hex digit, so the hex text shows decimal.
    for index in (10..<16).reversed() {
      let low = rest % 10
      rest /= 10
      let high = rest % 10
      rest /= 10
      bytes[index] = UInt8(high << 4 | low)
    }
    self.init(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
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
