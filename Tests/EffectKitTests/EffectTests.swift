import EffectKit
import XCTest

final class EffectTests: XCTestCase {
  func testWork_StartsOnSubscriptionNotOnConstruction() {
    var runs = 0
    let effect = Effect<Int>.sync {
      runs += 1
      return runs
    }
    XCTAssertEqual(runs, 0, "building an effect must not run it")

    let (first, firstCancellable) = effect.record()
    let (second, secondCancellable) = effect.record()

    // Each subscription runs the work again.
    XCTAssertEqual(first.values, [1])
    XCTAssertEqual(second.values, [2])
    _ = (firstCancellable, secondCancellable)
  }

  func testValue_EmitsOnceAndFinishes() {
    let (recording, cancellable) = Effect(value: "hello").record()

    XCTAssertEqual(recording.values, ["hello"])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testSync_EmitsTheWorksResultAndFinishes() {
    let (recording, cancellable) = Effect.sync { 6 * 7 }.record()

    XCTAssertEqual(recording.values, [42])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testFireAndForget_RunsWorkEmitsNothingAndFinishes() {
    var didRun = false
    let (recording, cancellable) = Effect<String>.fireAndForget { didRun = true }.record()

    XCTAssertTrue(didRun)
    XCTAssertEqual(recording.values, [])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testFireAndForget_RunsItsWorkBeforeItFinishes() {
    var events: [String] = []
    let cancellable = Effect<String>.fireAndForget { events.append("work") }
      .sink(receiveCompletion: { _ in events.append("finished") }, receiveValue: { _ in })

    XCTAssertEqual(events, ["work", "finished"])
    _ = cancellable
  }

  func testEmpty_FinishesAtOnceOrNever() {
    let (finishing, finishingCancellable) = Effect<Int>.empty().record()
    let (endless, endlessCancellable) = Effect<Int>.empty(completeImmediately: false).record()

    XCTAssertEqual(finishing.values, [])
    XCTAssertTrue(finishing.isFinished)
    XCTAssertEqual(endless.values, [])
    XCTAssertFalse(endless.isFinished)
    _ = (finishingCancellable, endlessCancellable)
  }

  func testNeverEndingEmpty_CountsAgainstItsOwnerUntilCancelled() {
    // NB: a test store asks the owner of each running effect whether it waits for nothing.
    let owner = SchedulingOwner()
    let first = SchedulingOwner.with(owner) {
      Effect<Int>.empty(completeImmediately: false).sink { _ in }
    }
    let second = SchedulingOwner.with(owner) {
      Effect<Int>.empty(completeImmediately: false).sink { _ in }
    }
    XCTAssertTrue(owner.waitsForever)

    first.cancel()
    XCTAssertTrue(owner.waitsForever, "one never-ending effect is still subscribed")
    second.cancel()
    XCTAssertFalse(owner.waitsForever, "every never-ending effect was cancelled")
  }

  func testObserver_DropsEverythingAfterFinish() {
    let effect = Effect<Int> { observer in
      observer.send(1)
      observer.finish()
      observer.send(2)
      observer.finish()
      return Cancellable()
    }

    let (recording, cancellable) = effect.record()

    XCTAssertEqual(recording.values, [1])
    XCTAssertEqual(recording.completions, 1, "finish must be delivered once")
    _ = cancellable
  }

  func testCancel_StopsDeliveryAndCancelsTheWork() {
    var send: ((Int) -> Void)?
    var workCancelled = false
    let effect = Effect<Int> { observer in
      send = observer.send
      return Cancellable { workCancelled = true }
    }

    let (recording, cancellable) = effect.record()
    send?(1)
    cancellable.cancel()
    send?(2)

    XCTAssertEqual(recording.values, [1])
    XCTAssertTrue(workCancelled)
    XCTAssertFalse(recording.isFinished, "a cancelled effect does not complete")
  }

  func testReleasingTheCancellable_CancelsTheWork() {
    var workCancelled = false
    let effect = Effect<Int>.empty(completeImmediately: false)
    let tracked = Effect<Int> { _ in
      _ = effect
      return Cancellable { workCancelled = true }
    }

    var cancellable: Cancellable? = tracked.sink { _ in }
    XCTAssertFalse(workCancelled)
    cancellable = nil

    XCTAssertNil(cancellable)
    XCTAssertTrue(workCancelled, "releasing the cancellable must cancel, like AnyCancellable")
  }

  func testASubscription_LetsGoOfItsClosures_OnceFinishedOrCancelled() {
    final class Listener {}
    weak var afterFinish: Listener?
    weak var afterCancel: Listener?
    var finished: Cancellable?
    var cancelled: Cancellable?
    do {
      let listener = Listener()
      afterFinish = listener
      finished = Effect(value: 1).sink(
        receiveCompletion: { _ in _ = listener }, receiveValue: { _ in _ = listener })
    }
    do {
      let listener = Listener()
      afterCancel = listener
      cancelled = Effect<Int>.empty(completeImmediately: false).sink(
        receiveCompletion: { _ in _ = listener }, receiveValue: { _ in _ = listener })
      cancelled?.cancel()
    }

    XCTAssertNil(afterFinish, "a finished subscription keeps nothing the test gave it")
    XCTAssertNil(afterCancel, "a cancelled subscription keeps nothing the test gave it")
    _ = (finished, cancelled)
  }

  func testObserver_SerializesSendsFromManyThreads() {
    var started: EffectObserver<Int>?
    let effect = Effect<Int> { observer in
      started = observer
      return Cancellable()
    }
    var received: [Int] = []  // NB: deliberately unsynchronized: the observer must serialize.
    let cancellable = effect.sink { received.append($0) }
    guard let observer = started else { return XCTFail("the effect did not start") }

    DispatchQueue.concurrentPerform(iterations: 1_000) { observer.send($0) }

    XCTAssertEqual(received.sorted(), Array(0..<1_000))
    _ = cancellable
  }
}
