import WorkshopChecks
import XCTest

// NB: XCTest, not Swift Testing: PlantedBugHuntTests relies on this module having no Swift
// Testing tests.
final class AsyncSignalsTests: XCTestCase {
  func testAStreamThatYields_IsSeen() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    continuation.yield()
    let seen = await first(of: stream, within: .seconds(30))
    XCTAssertTrue(seen)
  }

  func testAStreamThatNeverYields_RunsOutOfTime() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let clock = ContinuousClock()
    let start = clock.now
    let seen = await first(of: stream, within: .milliseconds(50))
    XCTAssertFalse(seen)
    XCTAssertLessThan(clock.now - start, .seconds(20), "it stopped waiting when the time ran out")
    continuation.finish()
  }

  func testAStreamThatFinishesWithoutYielding_IsNotSeen() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    continuation.finish()
    let seen = await first(of: stream, within: .seconds(30))
    XCTAssertFalse(seen)
  }
}
