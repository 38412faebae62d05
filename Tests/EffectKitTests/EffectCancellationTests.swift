import EffectKit
import Foundation
import XCTest

final class EffectCancellationTests: XCTestCase {
  func testCancelID_StopsTheEffectAndFinishesIt() {
    let id = UUID()
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.cancellable(id: id).record()
    upstream.send(1)

    let (cancelRecording, cancelToken) = Effect<Int>.cancel(id: id).record()
    upstream.send(2)

    XCTAssertEqual(upstream.cancellations, 1, "the work was stopped")
    XCTAssertEqual(recording.values, [1], "nothing arrives after the cancellation")
    XCTAssertTrue(recording.isFinished, "the subscriber is told the effect is over")
    XCTAssertEqual(cancelRecording.values, [])
    XCTAssertTrue(cancelRecording.isFinished)
    _ = (cancellable, cancelToken)
  }

  func testCancelInFlight_CancelsTheRunningEffectWithTheSameID() {
    let id = UUID()
    let first = ControlledEffect<String>()
    let second = ControlledEffect<String>()
    let (firstRecording, firstToken) = first.effect.cancellable(id: id, cancelInFlight: true)
      .record()

    let (secondRecording, secondToken) = second.effect.cancellable(id: id, cancelInFlight: true)
      .record()
    first.send("old")
    second.send("new")

    XCTAssertEqual(firstRecording.values, [])
    XCTAssertTrue(firstRecording.isFinished)
    XCTAssertEqual(secondRecording.values, ["new"])
    XCTAssertFalse(secondRecording.isFinished)
    _ = (firstToken, secondToken)
  }

  func testWithoutCancelInFlight_EffectsWithTheSameIDRunSideBySide() {
    let id = UUID()
    let upstream = ControlledEffect<Int>()
    let (first, firstToken) = upstream.effect.cancellable(id: id).record()
    let (second, secondToken) = upstream.effect.cancellable(id: id).record()

    upstream.send(7)
    XCTAssertEqual(first.values, [7])
    XCTAssertEqual(second.values, [7])

    // One cancellation stops both.
    let cancelToken = Effect<Int>.cancel(id: id).sink { _ in }
    XCTAssertTrue(first.isFinished)
    XCTAssertTrue(second.isFinished)
    _ = (firstToken, secondToken, cancelToken)
  }

  func testCancelID_StopsTheWorkUnderneath() {
    let id = UUID()
    let upstream = ControlledEffect<Int>()
    let (_, token) = upstream.effect.cancellable(id: id).record()

    let cancelToken = Effect<Int>.cancel(id: id).sink { _ in }

    XCTAssertEqual(upstream.cancellations, 1)
    _ = (token, cancelToken)
  }

  func testCancelID_StillReachesAnEffectWhenAnotherWithItsIDHasFinished() {
    let id = UUID()
    let finishing = ControlledEffect<Int>()
    let running = ControlledEffect<Int>()
    let (_, finishingToken) = finishing.effect.cancellable(id: id).record()
    let (second, runningToken) = running.effect.cancellable(id: id).record()

    finishing.finish()
    let cancelToken = Effect<Int>.cancel(id: id).sink { _ in }

    XCTAssertTrue(second.isFinished)
    XCTAssertEqual(running.cancellations, 1)
    _ = (finishingToken, runningToken, cancelToken)
  }

  func testCancelID_LeavesOtherIDsAlone() {
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.cancellable(id: UUID()).record()

    let cancelToken = Effect<Int>.cancel(id: UUID()).sink { _ in }
    upstream.send(1)

    XCTAssertEqual(recording.values, [1])
    XCTAssertFalse(recording.isFinished)
    _ = (cancellable, cancelToken)
  }

  func testCancelID_IgnoresEffectsThatAlreadyFinished() {
    let id = UUID()
    let (recording, cancellable) = Effect(value: 1).cancellable(id: id).record()
    XCTAssertTrue(recording.isFinished)

    // A later effect under the same id is the only one the cancellation reaches.
    let upstream = ControlledEffect<Int>()
    let (later, laterToken) = upstream.effect.cancellable(id: id).record()
    let cancelToken = Effect<Int>.cancel(id: id).sink { _ in }

    XCTAssertEqual(recording.values, [1])
    XCTAssertEqual(recording.completions, 1)
    XCTAssertTrue(later.isFinished)
    _ = (cancellable, laterToken, cancelToken)
  }

  func testCancellingTheSubscription_StopsTheEffectAndForgetsIt() {
    let id = UUID()
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.cancellable(id: id).record()

    cancellable.cancel()
    let cancelToken = Effect<Int>.cancel(id: id).sink { _ in }

    XCTAssertEqual(upstream.cancellations, 1)
    XCTAssertFalse(recording.isFinished, "a subscriber that cancelled hears nothing more")
    _ = cancelToken
  }

  func testCancelID_CancelsTheEffectsInTheOrderTheyStarted() {
    let id = UUID()
    var cancelled: [Int] = []
    let tokens = (1...10).map { index in
      Effect<Int> { _ in Cancellable { cancelled.append(index) } }.cancellable(id: id).sink { _ in }
    }

    let cancelToken = Effect<Int>.cancel(id: id).sink { _ in }

    XCTAssertEqual(cancelled, Array(1...10))
    _ = (tokens, cancelToken)
  }

  func testCancelID_FinishesOnlyOnceTheEffectsUnderTheIDAreCancelled() {
    let id = UUID()
    let upstream = ControlledEffect<Int>()
    let (recording, token) = upstream.effect.cancellable(id: id).record()
    var seenAtFinish: (cancellations: Int, isFinished: Bool)?

    let cancelToken = Effect<Int>.cancel(id: id).sink(
      receiveCompletion: { _ in seenAtFinish = (upstream.cancellations, recording.isFinished) },
      receiveValue: { _ in })

    XCTAssertEqual(seenAtFinish?.cancellations, 1, "the work had stopped")
    XCTAssertEqual(seenAtFinish?.isFinished, true, "its subscriber had heard the end")
    _ = (token, cancelToken)
  }

  func testCancellingTheSubscription_LetsGoOfTheID() {
    final class ObjectID: Hashable, Sendable {
      static func == (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs === rhs }
      func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
    weak var released: ObjectID?
    do {
      let id = ObjectID()
      released = id
      let cancellable = Effect<Int>.empty(completeImmediately: false).cancellable(id: id)
        .sink { _ in }
      cancellable.cancel()
    }

    XCTAssertNil(released, "an effect that was cancelled leaves nothing behind under its id")
  }

  func testCancelID_TheStoppingWorkMayCancelItsOwnSubscription() {
    final class Holder { var subscription: Cancellable? }
    let id = UUID()
    let holder = Holder()
    let effect = Effect<Int> { _ in Cancellable { holder.subscription?.cancel() } }
    holder.subscription = effect.cancellable(id: id).sink { _ in }
    let returned = expectation(description: "the cancellation returned")

    // NB: on another thread, so that a deadlock fails this test instead of hanging the run.
    DispatchQueue.global().async {
      _ = Effect<Int>.cancel(id: id).sink { _ in }
      returned.fulfill()
    }

    wait(for: [returned], timeout: 10)
  }

  func testCancelID_FromManyThreads_FinishesEveryEffectOnce() {
    let id = UUID()
    let upstream = ControlledEffect<Int>()
    let recordings = (0..<100).map { _ in upstream.effect.cancellable(id: id).record() }

    DispatchQueue.concurrentPerform(iterations: 10) { _ in
      let token = Effect<Int>.cancel(id: id).sink { _ in }
      _ = token
    }

    XCTAssertEqual(recordings.map(\.0.completions), Array(repeating: 1, count: 100))
  }
}
