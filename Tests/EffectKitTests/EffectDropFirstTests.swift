import EffectKit
import XCTest

final class EffectDropFirstTests: XCTestCase {
  func testDropFirst_SkipsOneValueByDefault() {
    let (recording, cancellable) = Effect.merge((1...3).map { Effect(value: $0) }).dropFirst()
      .record()

    XCTAssertEqual(recording.values, [2, 3])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testDropFirst_SkipsTheGivenNumberOfValues() {
    let (recording, cancellable) = Effect.merge((1...5).map { Effect(value: $0) }).dropFirst(3)
      .record()

    XCTAssertEqual(recording.values, [4, 5])
    _ = cancellable
  }

  func testDropFirst_OfMoreValuesThanThereAreStillFinishes() {
    let (recording, cancellable) = Effect(value: 1).dropFirst(2).record()

    XCTAssertEqual(recording.values, [])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testDropFirst_OfZeroOrLessKeepsEveryValue() {
    let (recording, cancellable) = Effect(value: 1).dropFirst(-1).record()

    XCTAssertEqual(recording.values, [1])
    _ = cancellable
  }

  func testDropFirst_ReleasingTheCancellableStopsDeliveryAndCancelsTheUpstream() {
    let upstream = ControlledEffect<Int>()
    let recording = Recording<Int>()
    var cancellable: Cancellable? = upstream.effect.dropFirst().sink(
      receiveCompletion: { _ in recording.finish() }, receiveValue: recording.append)

    upstream.send(1)
    upstream.send(2)
    cancellable = nil
    upstream.send(3)
    upstream.finish()

    XCTAssertEqual(recording.values, [2])
    XCTAssertEqual(recording.completions, 0)
    XCTAssertEqual(upstream.cancellations, 1)
    _ = cancellable
  }

  func testDropFirst_SkipsExactlyOnceAcrossQueues() {
    let finished = expectation(description: "finished")
    let upstream = ControlledEffect<Int>()
    var values: [Int] = []

    let cancellable = upstream.effect.dropFirst(25).sink(
      receiveCompletion: { _ in finished.fulfill() },
      receiveValue: { values.append($0) }
    )
    DispatchQueue.concurrentPerform(iterations: 100) { upstream.send($0) }
    DispatchQueue.global().async { upstream.finish() }
    wait(for: [finished], timeout: 5)

    XCTAssertEqual(values.count, 75)
    _ = cancellable
  }
}
