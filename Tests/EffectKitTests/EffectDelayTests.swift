import EffectKit
import Foundation
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

  func testCancel_StopsTheUpstreamBeforeDroppingWhatIsWaiting() {
    let scheduler = TestScheduler()
    var waitingWhenTheUpstreamStopped: Int?
    let upstream = Effect<Int> { observer in
      observer.send(1)
      return Cancellable { waitingWhenTheUpstreamStopped = scheduler.pendingWorkCount }
    }

    upstream.delay(for: 1, scheduler: scheduler).sink { _ in }.cancel()

    XCTAssertEqual(waitingWhenTheUpstreamStopped, 1)
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
  }

  func testDelay_LetsGoOfEachDeliverysTokenOnceItHasRun() {
    let scheduler = TokenWatchingScheduler()
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.delay(for: 1, scheduler: scheduler).record()

    upstream.send(1)
    upstream.send(2)
    XCTAssertEqual(scheduler.tokensAlive, 2)
    scheduler.underlying.advance(by: 1)

    XCTAssertEqual(recording.values, [1, 2])
    XCTAssertEqual(scheduler.tokensAlive, 0, "tokens of work that ran must not pile up")
    _ = cancellable
  }
}

/// Hands work to a `TestScheduler` and counts how many of the tokens it gave out are still held.
private final class TokenWatchingScheduler: Scheduler, @unchecked Sendable {
  private struct WeakToken { weak var token: Cancellable? }

  let underlying = TestScheduler()
  private let lock = NSLock()
  private var tokens: [WeakToken] = []

  var tokensAlive: Int { lock.withLock { tokens.filter { $0.token != nil }.count } }

  func schedule(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) -> Cancellable {
    let token = underlying.schedule(after: delay, work)
    lock.withLock { tokens.append(WeakToken(token: token)) }
    return token
  }
}
