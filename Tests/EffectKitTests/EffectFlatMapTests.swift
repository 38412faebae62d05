import EffectKit
import XCTest

final class EffectFlatMapTests: XCTestCase {
  func testFlatMap_EmitsTheValuesOfEveryInnerEffect() {
    let (recording, cancellable) = Effect.merge(Effect(value: 1), Effect(value: 2))
      .flatMap { value in Effect.merge(Effect(value: value * 10), Effect(value: value * 100)) }
      .record()

    XCTAssertEqual(recording.values, [10, 100, 20, 200])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testFlatMap_FinishesOnlyWhenTheUpstreamAndEveryInnerEffectHaveFinished() {
    let upstream = ControlledEffect<Int>()
    let inner = ControlledEffect<String>()
    let (recording, cancellable) = upstream.effect.flatMap { _ in inner.effect }.record()

    upstream.send(1)
    upstream.finish()
    XCTAssertEqual(recording.completions, 0, "the inner effect still runs")

    inner.send("a")
    inner.finish()
    XCTAssertEqual(recording.values, ["a"])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testFlatMap_KeepsRunningAfterAnInnerEffectFinishes() {
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.flatMap { Effect(value: $0 * 2) }.record()

    upstream.send(1)
    upstream.send(2)

    XCTAssertEqual(recording.values, [2, 4])
    XCTAssertEqual(recording.completions, 0, "the upstream has not finished")
    _ = cancellable
  }

  func testFlatMap_ReleasingTheCancellableCancelsTheUpstreamAndTheRunningInnerEffects() {
    let upstream = ControlledEffect<Int>()
    let inner = ControlledEffect<Int>()
    let recording = Recording<Int>()
    var cancellable: Cancellable? = upstream.effect.flatMap { _ in inner.effect }.sink(
      receiveCompletion: { _ in recording.finish() }, receiveValue: recording.append)

    upstream.send(1)
    upstream.send(2)
    cancellable = nil
    inner.send(3)
    upstream.send(4)

    XCTAssertEqual(recording.values, [])
    XCTAssertEqual(upstream.cancellations, 1)
    XCTAssertEqual(inner.subscriptions, 2)
    XCTAssertEqual(inner.cancellations, 2)
    _ = cancellable
  }

  func testFlatMap_LetsGoOfAnInnerEffectThatFinishedAtOnce_WhileTheUpstreamRuns() {
    final class Resource {}
    weak var released: Resource?
    let upstream = ControlledEffect<Int>()
    let cancellable = upstream.effect
      .flatMap { _ -> Effect<Int> in
        let resource = Resource()
        released = resource
        return Effect { observer in
          observer.finish()
          return Cancellable { _ = resource }
        }
      }
      .sink(receiveCompletion: { _ in }, receiveValue: { _ in })

    upstream.send(1)

    XCTAssertNil(released, "a finished inner effect must not be kept until the upstream ends")
    _ = cancellable
  }

  func testFlatMap_LetsGoOfTheSubscriptionOfAnInnerEffectThatFinishedAtOnce() {
    weak var innerObserver: EffectObserver<Int>?
    let upstream = ControlledEffect<Int>()
    let cancellable = upstream.effect
      .flatMap { _ in
        Effect<Int> { observer in
          innerObserver = observer
          observer.finish()
          return Cancellable()
        }
      }
      .sink(receiveCompletion: { _ in }, receiveValue: { _ in })

    upstream.send(1)

    XCTAssertNil(
      innerObserver, "a finished inner subscription must not pile up while the upstream runs")
    _ = cancellable
  }

  func testFlatMap_CancelStopsTheUpstreamBeforeTheInnerEffects() {
    var cancelled: [String] = []
    let upstream = Effect<Int> { observer in
      observer.send(1)
      return Cancellable { cancelled.append("upstream") }
    }

    upstream
      .flatMap { _ in Effect<Int> { _ in Cancellable { cancelled.append("inner") } } }
      .sink { _ in }
      .cancel()

    XCTAssertEqual(cancelled, ["upstream", "inner"], "no new inner effect may start mid-cancel")
  }

  func testFlatMap_CancelledWhileAnInnerEffectStarts_CancelsThatEffectToo() {
    let upstream = ControlledEffect<Int>()
    var cancellable: Cancellable?
    var innerCancelled = false
    cancellable = upstream.effect
      .flatMap { _ in
        Effect<Int> { _ in
          cancellable?.cancel()
          return Cancellable { innerCancelled = true }
        }
      }
      .sink(receiveCompletion: { _ in }, receiveValue: { _ in })

    upstream.send(1)

    XCTAssertTrue(innerCancelled, "an effect that starts after the cancel is cancelled at once")
  }

  func testFlatMap_CollectsInnerEffectsThatFinishOnOtherQueues() {
    let finished = expectation(description: "finished")
    var values: [Int] = []

    let cancellable = Effect.merge((1...20).map { Effect(value: $0) })
      .flatMap { value in
        Effect<Int> { observer in
          DispatchQueue.global().async {
            observer.send(value)
            observer.finish()
          }
          return Cancellable()
        }
      }
      .sink(receiveCompletion: { _ in finished.fulfill() }, receiveValue: { values.append($0) })
    wait(for: [finished], timeout: 5)

    XCTAssertEqual(values.sorted(), Array(1...20))
    _ = cancellable
  }
}
