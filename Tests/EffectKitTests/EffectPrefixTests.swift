import EffectKit
import XCTest

final class EffectPrefixTests: XCTestCase {
  func testPrefix_EmitsTheFirstValuesThenFinishesAndCancelsTheUpstream() {
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.prefix(2).record()

    upstream.send(1)
    XCTAssertEqual(recording.completions, 0)
    upstream.send(2)
    upstream.send(3)

    XCTAssertEqual(recording.values, [1, 2])
    XCTAssertEqual(recording.completions, 1)
    XCTAssertEqual(upstream.cancellations, 1, "the upstream is no longer needed")
    _ = cancellable
  }

  func testPrefix_FinishesWhenTheUpstreamFinishesFirst() {
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.prefix(5).record()

    upstream.send(1)
    upstream.finish()

    XCTAssertEqual(recording.values, [1])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testPrefixZero_FinishesAtOnceWithoutSubscribing() {
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.prefix(0).record()

    XCTAssertEqual(recording.values, [])
    XCTAssertEqual(recording.completions, 1)
    XCTAssertEqual(upstream.subscriptions, 0)
    _ = cancellable
  }

  func testPrefix_ReleasingTheCancellableStopsDelivery() {
    let upstream = ControlledEffect<Int>()
    let recording = Recording<Int>()
    var cancellable: Cancellable? = upstream.effect.prefix(3).sink(
      receiveCompletion: { _ in recording.finish() }, receiveValue: recording.append)

    upstream.send(1)
    cancellable = nil
    upstream.send(2)

    XCTAssertEqual(recording.values, [1])
    XCTAssertEqual(recording.completions, 0)
    XCTAssertEqual(upstream.cancellations, 1)
    _ = cancellable
  }

  func testPrefix_CountsValuesSentFromSeveralQueuesExactly() {
    let finished = expectation(description: "finished")
    let upstream = ControlledEffect<Int>()
    var values: [Int] = []

    let cancellable = upstream.effect.prefix(10).sink(
      receiveCompletion: { _ in finished.fulfill() },
      receiveValue: { values.append($0) }
    )
    DispatchQueue.concurrentPerform(iterations: 100) { upstream.send($0) }
    wait(for: [finished], timeout: 5)

    XCTAssertEqual(values.count, 10)
    _ = cancellable
  }

  func testFirst_EmitsOnlyTheFirstValueThenFinishes() {
    let upstream = ControlledEffect<String>()
    let (recording, cancellable) = upstream.effect.first().record()

    upstream.send("a")
    upstream.send("b")

    XCTAssertEqual(recording.values, ["a"])
    XCTAssertEqual(recording.completions, 1)
    XCTAssertEqual(upstream.cancellations, 1)
    _ = cancellable
  }

  func testFirst_OfAnEffectWithoutValuesFinishesWithout() {
    let (recording, cancellable) = Effect<Int>.empty().first().record()

    XCTAssertEqual(recording.values, [])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testFirst_WaitsForAValueFromAnotherQueue() {
    let delivered = expectation(description: "delivered")
    let background = Effect<Int> { observer in
      DispatchQueue.global().async { (1...3).forEach(observer.send) }
      return Cancellable()
    }
    var values: [Int] = []

    let cancellable = background.first().sink(
      receiveCompletion: { _ in delivered.fulfill() },
      receiveValue: { values.append($0) }
    )
    wait(for: [delivered], timeout: 5)

    XCTAssertEqual(values, [1])
    _ = cancellable
  }
}
