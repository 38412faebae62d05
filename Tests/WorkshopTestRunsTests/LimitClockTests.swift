import XCTest

@testable import WorkshopTestRuns

/// How verify's test limits count time on a busy machine.
final class LimitClockTests: XCTestCase {
  func testTheShareOfTheMachine_IsTheCoresOverTheLoad_AtMostAll() {
    XCTAssertEqual(MachineLoad.share(load: 10, cores: 2), 0.2, accuracy: 1e-9)
    XCTAssertEqual(MachineLoad.share(load: 4, cores: 2), 0.5, accuracy: 1e-9)
    XCTAssertEqual(MachineLoad.share(load: 1, cores: 2), 1)
    XCTAssertEqual(MachineLoad.share(load: 0, cores: 2), 1, "an idle machine is all ours")
  }

  func testTheWallClock_CountsEverySecond_TheMachinesShare_NeverMore() {
    XCTAssertEqual(LimitClock.wall.seconds(7), 7)
    let shared = LimitClock.machineShare.seconds(7)
    XCTAssertGreaterThan(shared, 0)
    XCTAssertLessThanOrEqual(shared, 7)
  }

  func testATestsAllowance_IsTheQuietBudget_StretchedByTheLoad_NeverLess() {
    let allowance = MachineLoad.allowance(7)
    XCTAssertGreaterThanOrEqual(allowance, 7)
    XCTAssertEqual(allowance * MachineLoad.share(), 7, accuracy: 1e-6)
  }
}
