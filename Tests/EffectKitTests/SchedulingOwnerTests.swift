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
}
