import XCTest

@testable import EffectKit

/// What a test clock reads of an `Effect.run`: the runs it started have settled once each has
/// ended or sleeps on a test clock, and so have the runs those started.
final class EffectRunActivityTests: XCTestCase {
  func testAStartedRun_HasSettled_OnlyWhileItSleeps() {
    let run = EffectRunActivity(owner: nil, parent: nil)
    let started = EffectRunActivity(owner: nil, parent: run)

    // On its way to its first sleep.
    XCTAssertFalse(run.startedRunsHaveSettled)
    let sleep = started.sleepOnATestClock()
    XCTAssertTrue(run.startedRunsHaveSettled)
    // Woken: on its way again, until its next sleep.
    sleep.cancel()
    XCTAssertFalse(run.startedRunsHaveSettled)
    let nextSleep = started.sleepOnATestClock()
    XCTAssertTrue(run.startedRunsHaveSettled)
    nextSleep.cancel()
  }

  func testAStartedRun_HasSettled_OnceItEnds() {
    let run = EffectRunActivity(owner: nil, parent: nil)
    let started = EffectRunActivity(owner: nil, parent: run)

    started.end()

    XCTAssertTrue(run.startedRunsHaveSettled)
  }

  func testAStartedRunThatSleeps_HasNotSettled_WhileARunItStartedIsOnItsWay() {
    let run = EffectRunActivity(owner: nil, parent: nil)
    let started = EffectRunActivity(owner: nil, parent: run)
    let startedInTurn = EffectRunActivity(owner: nil, parent: started)
    let sleep = started.sleepOnATestClock()

    XCTAssertFalse(run.startedRunsHaveSettled)
    startedInTurn.end()
    XCTAssertTrue(run.startedRunsHaveSettled)
    sleep.cancel()
  }
}
