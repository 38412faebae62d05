import Testing

@testable import EffectKitAsyncTesting

@Suite struct VirtualInstantTests {
  @Test func aDuration_CountsInTheNearestWholeNanoseconds() {
    let start = VirtualInstant()

    #expect(
      start.advanced(by: .seconds(0.1)).advanced(by: .seconds(0.2)) == .init(offset: .seconds(0.3)))
    #expect(start.advanced(by: .nanoseconds(1) / 2) == start.advanced(by: .nanoseconds(1)))
    #expect(start.advanced(by: .nanoseconds(1) / 3) == start)
    #expect(start.advanced(by: .milliseconds(-1_500)) == .init(offset: .seconds(-1.5)))
  }

  @Test func durationTo_IsTheDifference_BothWays() {
    let (one, three) = (VirtualInstant(offset: .seconds(1)), VirtualInstant(offset: .seconds(3)))

    #expect(one.duration(to: three) == .seconds(2))
    #expect(three.duration(to: one) == .seconds(-2))
    #expect(one < three)
  }

  @Test func anInstant_IsNotBeforeItself() {
    let instant = VirtualInstant(offset: .seconds(1))

    #expect(!(instant < instant))
    #expect(instant <= instant)
  }

  @Test func instantsPastWhatNanosecondsCount_StopAtTheEnds() {
    let far = VirtualInstant(offset: .seconds(Int64.max))

    #expect(far.advanced(by: .seconds(1)) == far)
    #expect(
      VirtualInstant(offset: .seconds(Int64.min)).duration(to: far) == .nanoseconds(Int64.max))
  }
}
