/// An instant of a `TestClock` or an `ImmediateClock`: a whole number of nanoseconds from the
/// clock's start.
///
/// Whole nanoseconds, as the `TestScheduler` of step 10 keeps them, so that steps add up
/// exactly: a duration is rounded to the nearest nanosecond when an instant advances by it, and
/// `.seconds(0.3)` counts as 300 ms, where in `Double` seconds it falls short.
///
/// ```swift
/// let start = TestClock.Instant()
/// let later = start.advanced(by: .milliseconds(1_500))
/// start.duration(to: later)  // 1.5 seconds
/// ```
public struct VirtualInstant: InstantProtocol, Sendable {
  /// Nanoseconds from the clock's start.
  let nanoseconds: Int64

  /// The instant `offset` after the clock's start (the start itself by default).
  ///
  /// ```swift
  /// TestClock.Instant(offset: .seconds(0.3))  // 300,000,000 nanoseconds in
  /// ```
  public init(offset: Duration = .zero) {
    self.init(nanoseconds: Self.nanoseconds(in: offset))
  }

  init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  /// The instant `duration` later (earlier, when it is negative).
  ///
  /// ```swift
  /// clock.now.advanced(by: .seconds(1))  // a second from now
  /// ```
  public func advanced(by duration: Duration) -> VirtualInstant {
    let (sum, overflow) = nanoseconds.addingReportingOverflow(Self.nanoseconds(in: duration))
    return VirtualInstant(nanoseconds: overflow ? (duration > .zero ? .max : .min) : sum)
  }

  /// How long from this instant to `other`.
  ///
  /// ```swift
  /// TestClock.Instant().duration(to: clock.now)  // the time since the clock's start
  /// ```
  public func duration(to other: VirtualInstant) -> Duration {
    let (difference, overflow) = other.nanoseconds.subtractingReportingOverflow(nanoseconds)
    return .nanoseconds(overflow ? (other > self ? Int64.max : .min) : difference)
  }

  /// Whether `lhs` comes before `rhs`.
  ///
  /// ```swift
  /// TestClock.Instant() < clock.now  // true once the clock has moved
  /// ```
  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// `duration` in whole nanoseconds, the nearest, and the most there are for one too long.
  static func nanoseconds(in duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    // NB: both parts share the sign of the duration; rounding half away from zero.
    let half: Int64 = attoseconds < 0 ? -500_000_000 : 500_000_000
    let fraction = (attoseconds + half) / 1_000_000_000
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let (total, overflowAgain) = whole.addingReportingOverflow(fraction)
    guard !overflow, !overflowAgain else { return duration > .zero ? .max : .min }
    return total
  }
}
