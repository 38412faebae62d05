/// How much of what happens a `TestStore` makes the test assert, as in TCA 1.x.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted: the default.
  case on

  /// Only what the test asserts is checked. A state closure describes just the fields it sets;
  /// `send` skips actions no `receive` took; `receive` skips ahead to the first match; nothing
  /// left over at the end fails. With `showSkippedAssertions`, each skipped assertion is reported
  /// as a known issue, visible in the test's output without failing it.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without showing what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
