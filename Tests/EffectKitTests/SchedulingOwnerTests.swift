import EffectKit
import XCTest

final class SchedulingOwnerTests: XCTestCase {
  func testWith_MakesTheOwnerCurrentOnlyWhileItsWorkRuns() {
    let outer = SchedulingOwner()
    let inner = SchedulingOwner()
    let before = SchedulingOwner.current
    var duringInner: SchedulingOwner?
    var afterInner: SchedulingOwner?

    SchedulingOwner.with(outer) {
      SchedulingOwner.with(inner) { duringInner = SchedulingOwner.current }
      afterInner = SchedulingOwner.current
    }

    XCTAssertTrue(duringInner === inner)
    XCTAssertTrue(afterInner === outer, "the owner before the inner work is current again")
    XCTAssertTrue(SchedulingOwner.current === before, "the thread's owner is back as it was")
  }

  func testASleepOnATestClock_CountsUntilItIsCancelled() {
    let owner = SchedulingOwner()

    let first = owner.sleepOnATestClock()
    let second = owner.sleepOnATestClock()
    first.cancel()
    // One of the two still waits.
    XCTAssertTrue(owner.isAsleepOnATestClock)
    second.cancel()
    XCTAssertFalse(owner.isAsleepOnATestClock)
    // A sleep after those counts again, and only until it is over.
    let third = owner.sleepOnATestClock()
    XCTAssertTrue(owner.isAsleepOnATestClock)
    third.cancel()
    XCTAssertFalse(owner.isAsleepOnATestClock)
  }
}
