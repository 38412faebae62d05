import EffectKit
import XCTest

final class EffectDelayTests: XCTestCase {
  func testDelay_HoldsValuesAndCompletionForTheWholeInterval() {
    let scheduler = TestScheduler()
    let (recording, cancellable) = Effect(value: "late")
      .delay(for: 1, scheduler: scheduler)
      .record()

    scheduler.advance(by: 0.99)
    XCTAssertEqual(recording.values, [])
    XCTAssertFalse(recording.isFinished)

    scheduler.advance(by: 0.01)
    XCTAssertEqual(recording.values, ["late"])
    XCTAssertTrue(recording.isFinished)
    _ = cancellable
  }

  func testDelay_KeepsTheSpacingBetweenValues() {
    let scheduler = TestScheduler()
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.delay(for: 2, scheduler: scheduler).record()

    upstream.send(1)  // at 0, due at 2
    scheduler.advance(by: 1)
    upstream.send(2)  // at 1, due at 3
    upstream.finish()

    scheduler.advance(by: 1)
    XCTAssertEqual(recording.values, [1])
    scheduler.advance(by: 1)
    XCTAssertEqual(recording.values, [1, 2])
    XCTAssertTrue(recording.isFinished)
    _ = cancellable
  }

  func testCancel_DropsTheValuesStillWaiting() {
    let scheduler = TestScheduler()
    let (recording, cancellable) = Effect(value: 1).delay(for: 5, scheduler: scheduler).record()

    scheduler.advance(by: 4)
    cancellable.cancel()
    scheduler.run()

    XCTAssertEqual(recording.values, [])
    XCTAssertEqual(scheduler.now, 4, "nothing was left to run")
  }
}
