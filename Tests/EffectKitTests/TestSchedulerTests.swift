import EffectKit
import Foundation
import XCTest

final class TestSchedulerTests: XCTestCase {
  func testSchedule_RunsNothingUntilTheSchedulerAdvances() {
    let scheduler = TestScheduler()
    let log = Recording<String>()

    let token = scheduler.schedule { log.append("now") }
    XCTAssertEqual(log.values, [], "scheduled work never runs by itself")
    XCTAssertEqual(scheduler.pendingWorkCount, 1)

    scheduler.advance()
    XCTAssertEqual(log.values, ["now"])
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    _ = token
  }

  func testAdvance_RunsWorkDueAtTheSameInstantInTheOrderItWasScheduled() {
    let scheduler = TestScheduler()
    let log = Recording<Int>()

    // Scheduled out of due order, and with ties: the ties keep the order of scheduling.
    let tokens = [(1, 2.0), (2, 1.0), (3, 2.0), (4, 1.0), (5, 0.0), (6, 2.0)].map { item in
      scheduler.schedule(after: item.1) { log.append(item.0) }
    }
    scheduler.advance(by: 2)

    XCTAssertEqual(log.values, [5, 2, 4, 1, 3, 6])
    _ = tokens
  }

  func testAdvance_RunsOnlyWhatFallsDueWithinTheInterval() {
    let scheduler = TestScheduler()
    let log = Recording<String>()
    let tokens = [
      scheduler.schedule(after: 1) { log.append("at 1") },
      scheduler.schedule(after: 3) { log.append("at 3") },
    ]

    // Partly: the clock moves to 2, past the first piece of work only.
    scheduler.advance(by: 2)
    XCTAssertEqual(log.values, ["at 1"])
    XCTAssertEqual(scheduler.now, 2)

    // Completely: one more second reaches the second piece, due exactly at 3.
    scheduler.advance(by: 1)
    XCTAssertEqual(log.values, ["at 1", "at 3"])
    XCTAssertEqual(scheduler.now, 3)
    _ = tokens
  }

  func testAdvance_StepsThatAddUpToTheDueTime_RunTheWork() {
    // In seconds as `Double`, 0.3 + 0.3 + 0.49 + 0.01 is 1.0999999999999999, short of 1.1;
    // the clock counts whole nanoseconds, so the steps add up exactly.
    let scheduler = TestScheduler()
    let log = Recording<String>()
    let token = scheduler.schedule(after: 1.1) { log.append("due at 1.1 s") }

    for step in [0.3, 0.3, 0.49] { scheduler.advance(by: step) }
    XCTAssertEqual(log.values, [], "0.01 s is still to go")
    scheduler.advance(by: 0.01)

    XCTAssertEqual(log.values, ["due at 1.1 s"])
    XCTAssertEqual(scheduler.now, 1.1)
    _ = token
  }

  func testTime_IsKeptInWholeNanoseconds_AndReadInSeconds() {
    let scheduler = TestScheduler(now: 0.1)
    let seen = Recording<TimeInterval>()
    // Ten steps of 0.1 s from 0.1 s: in `Double` seconds, 1.0999999999999999.
    let token = scheduler.schedule(after: 1) { seen.append(scheduler.now) }

    for _ in 1...10 { scheduler.advance(by: 0.1) }

    XCTAssertEqual(seen.values, [1.1])
    XCTAssertEqual(scheduler.now, 1.1)
    // A step below a nanosecond rounds to the nearest one.
    scheduler.advance(by: 0.000_000_000_6)
    XCTAssertEqual(scheduler.now, 1.100_000_001)
    _ = token
  }

  func testTimesTooLongToCount_StopAtTheLastNanosecond() {
    let scheduler = TestScheduler()
    let log = Recording<String>()
    let tokens = [
      scheduler.schedule(after: .infinity) { log.append("never due") },
      scheduler.schedule(after: 1e300) { log.append("far away") },
    ]

    scheduler.advance(by: 9e9)
    XCTAssertEqual(log.values, [], "9e9 s, 9e18 ns, is short of the last nanosecond")
    scheduler.advance(by: 1e300)

    XCTAssertEqual(log.values, ["never due", "far away"], "both due at the last nanosecond")
    XCTAssertEqual(scheduler.now, TimeInterval(Int64.max) / 1e9)
    _ = tokens
  }

  func testATimeOfExactlyTwoToTheSixtyThreeNanoseconds_StopsAtTheLastNanosecond() {
    // 2⁶³ ns is one past the most an Int64 counts; it must not be converted as it is.
    let edge = 0x1p63 / 1e9
    XCTAssertEqual((edge * 1e9).rounded(), 0x1p63, "the example's own arithmetic")
    let scheduler = TestScheduler()

    scheduler.advance(by: edge)

    XCTAssertEqual(scheduler.now, TimeInterval(Int64.max) / 1e9)
  }

  func testAClockThatStartsBelowZero_StartsAtZero() {
    XCTAssertEqual(TestScheduler(now: -5).now, 0)
    XCTAssertEqual(TestScheduler(now: .nan).now, 0)
  }

  func testAdvance_RunsEachPieceWithTheClockAtItsDueTime() {
    let scheduler = TestScheduler(now: 10)
    let seen = Recording<TimeInterval>()
    let tokens = [0.5, 1.5].map { delay in
      scheduler.schedule(after: delay) { seen.append(scheduler.now) }
    }

    scheduler.advance(by: 5)

    XCTAssertEqual(seen.values, [10.5, 11.5])
    XCTAssertEqual(scheduler.now, 15)
    _ = tokens
  }

  func testAdvance_RunsWorkScheduledByWorkWhenItFallsWithinTheInterval() {
    let scheduler = TestScheduler()
    let log = Recording<String>()
    let inner = Recording<Cancellable>()  // keeps the inner token alive

    let outer = scheduler.schedule(after: 1) {
      log.append("outer at \(scheduler.now)")
      inner.append(scheduler.schedule(after: 1) { log.append("inner at \(scheduler.now)") })
    }
    scheduler.advance(by: 1.5)
    XCTAssertEqual(log.values, ["outer at 1.0"], "the inner work is due at 2")

    scheduler.advance(by: 0.5)
    XCTAssertEqual(log.values, ["outer at 1.0", "inner at 2.0"])
    _ = outer
  }

  func testRun_RunsEverythingAndLeavesTheClockAtTheLastDueTime() {
    let scheduler = TestScheduler()
    let log = Recording<Int>()
    let tokens = [3.0, 1.0, 2.0].map { delay in
      scheduler.schedule(after: delay) { log.append(Int(delay)) }
    }

    scheduler.run()

    XCTAssertEqual(log.values, [1, 2, 3])
    XCTAssertEqual(scheduler.now, 3)
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    _ = tokens
  }

  func testCancel_KeepsTheWorkFromRunning() {
    let scheduler = TestScheduler()
    let log = Recording<String>()
    let kept = scheduler.schedule(after: 1) { log.append("kept") }
    let cancelled = scheduler.schedule(after: 1) { log.append("cancelled") }

    cancelled.cancel()
    XCTAssertEqual(scheduler.pendingWorkCount, 1)
    scheduler.run()

    XCTAssertEqual(log.values, ["kept"])
    _ = kept
  }

  func testReleasingTheToken_CancelsTheWork() {
    let scheduler = TestScheduler()
    let log = Recording<String>()

    _ = scheduler.schedule { log.append("never") }
    scheduler.run()

    XCTAssertEqual(log.values, [])
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
  }

  func testNegativeDelaysAndIntervals_CountAsZero() {
    let scheduler = TestScheduler(now: 5)
    let log = Recording<String>()
    let token = scheduler.schedule(after: -3) { log.append("due now") }

    scheduler.advance(by: -1)

    XCTAssertEqual(log.values, ["due now"])
    XCTAssertEqual(scheduler.now, 5, "the clock never goes back")
    _ = token
  }

  func testSchedule_IsSafeFromManyThreads() {
    let scheduler = TestScheduler()
    let ran = Recording<Int>()
    let tokens = Recording<Cancellable>()

    DispatchQueue.concurrentPerform(iterations: 1_000) { index in
      tokens.append(scheduler.schedule(after: TimeInterval(index % 7)) { ran.append(index) })
    }
    scheduler.run()

    XCTAssertEqual(ran.values.sorted(), Array(0..<1_000))
    XCTAssertEqual(scheduler.now, 6)
  }
}
