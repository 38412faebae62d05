import EffectKit
import Foundation
import XCTest

final class EffectDebounceTests: XCTestCase {
  func testDebounce_StartsTheEffectOnlyAfterTheInterval() {
    let scheduler = TestScheduler()
    let upstream = ControlledEffect<String>()
    let (recording, cancellable) = upstream.effect
      .debounce(id: UUID(), for: 0.3, scheduler: scheduler)
      .record()

    scheduler.advance(by: 0.29)
    XCTAssertEqual(upstream.subscriptions, 0)

    scheduler.advance(by: 0.01)
    XCTAssertEqual(upstream.subscriptions, 1)
    upstream.send("result")
    upstream.finish()
    XCTAssertEqual(recording.values, ["result"])
    XCTAssertTrue(recording.isFinished)
    _ = cancellable
  }

  func testDebounce_ANewEffectReplacesTheOneStillWaiting() {
    let id = UUID()
    let scheduler = TestScheduler()
    let requests = Recording<String>()
    func search(_ query: String) -> Effect<String> {
      Effect.sync {
        requests.append(query)
        return "results for \(query)"
      }
      .debounce(id: id, for: 0.3, scheduler: scheduler)
    }

    // Typing quickly: each query comes 0.1 s after the one before.
    let (mi, miToken) = search("mi").record()
    scheduler.advance(by: 0.1)
    let (mil, milToken) = search("mil").record()
    scheduler.advance(by: 0.1)
    let (milk, milkToken) = search("milk").record()
    scheduler.advance(by: 0.3)

    XCTAssertEqual(requests.values, ["milk"])
    XCTAssertEqual(mi.values + mil.values, [])
    XCTAssertTrue(mi.isFinished && mil.isFinished, "replaced effects finish")
    XCTAssertEqual(milk.values, ["results for milk"])
    _ = (miToken, milToken, milkToken)
  }

  func testDebounce_ANewEffectCancelsTheOneInFlight() {
    let id = UUID()
    let scheduler = TestScheduler()
    let slow = ControlledEffect<String>()
    let (old, oldToken) = slow.effect.debounce(id: id, for: 0.3, scheduler: scheduler).record()
    scheduler.advance(by: 0.3)
    XCTAssertEqual(slow.subscriptions, 1, "the old request is in flight")

    let (new, newToken) = Effect(value: "new").debounce(id: id, for: 0.3, scheduler: scheduler)
      .record()
    slow.send("old")  // the slow answer comes back too late

    XCTAssertEqual(slow.cancellations, 1)
    XCTAssertEqual(old.values, [])
    XCTAssertTrue(old.isFinished)
    scheduler.advance(by: 0.3)
    XCTAssertEqual(new.values, ["new"])
    _ = (oldToken, newToken)
  }

  func testCancelID_StopsADebouncedEffectBeforeItStarts() {
    let id = UUID()
    let scheduler = TestScheduler()
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.debounce(id: id, for: 1, scheduler: scheduler)
      .record()

    let cancelToken = Effect<Int>.cancel(id: id).sink { _ in }
    scheduler.run()

    XCTAssertEqual(upstream.subscriptions, 0)
    XCTAssertTrue(recording.isFinished)
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    _ = (cancellable, cancelToken)
  }
}
