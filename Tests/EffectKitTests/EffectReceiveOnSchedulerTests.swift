import EffectKit
import XCTest

final class EffectReceiveOnSchedulerTests: XCTestCase {
  func testReceiveOn_DeliversNothingUntilTheSchedulerAdvances() {
    let scheduler = TestScheduler()

    let (recording, cancellable) = Effect.merge((1...3).map { Effect(value: $0) })
      .receive(on: scheduler)
      .record()
    XCTAssertEqual(recording.values, [])
    XCTAssertFalse(recording.isFinished)

    scheduler.advance()
    XCTAssertEqual(recording.values, [1, 2, 3], "values keep their order")
    XCTAssertEqual(recording.completions, 1, "the completion comes after the values")
    XCTAssertEqual(scheduler.now, 0, "receive(on:) waits for no time")
    _ = cancellable
  }

  func testReceiveOn_ValuesEmittedLaterAreDeliveredAtTheNextAdvance() {
    let scheduler = TestScheduler()
    let upstream = ControlledEffect<String>()
    let (recording, cancellable) = upstream.effect.receive(on: scheduler).record()

    upstream.send("first")
    scheduler.advance()
    upstream.send("second")
    XCTAssertEqual(recording.values, ["first"])

    scheduler.advance()
    XCTAssertEqual(recording.values, ["first", "second"])
    _ = cancellable
  }

  func testCancel_DropsTheDeliveriesStillWaiting() {
    let scheduler = TestScheduler()
    let (recording, cancellable) = Effect(value: 1).receive(on: scheduler).record()
    XCTAssertEqual(scheduler.pendingWorkCount, 2, "one value and one completion wait")

    cancellable.cancel()
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    scheduler.run()

    XCTAssertEqual(recording.values, [])
    XCTAssertFalse(recording.isFinished)
  }

  func testReceiveOn_ADispatchQueueScheduler_HopsToTheQueue() {
    let finished = expectation(description: "finished on main")
    let background = Effect<Int> { observer in
      DispatchQueue.global().async {
        observer.send(42)
        observer.finish()
      }
      return Cancellable()
    }

    let cancellable = background.receive(on: DispatchQueueScheduler.main).sink(
      receiveCompletion: { _ in finished.fulfill() },
      receiveValue: { value in
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(value, 42)
      }
    )

    wait(for: [finished], timeout: 5)
    _ = cancellable
  }
}
