import EffectKit
import XCTest

final class EffectCollectTests: XCTestCase {
  private struct Boom: Error, Equatable {}

  func testCollect_EmitsEveryValueAsOneArrayWhenTheEffectFinishes() {
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.collect().record()

    upstream.send(1)
    upstream.send(2)
    XCTAssertEqual(recording.values, [], "nothing is emitted before the upstream finishes")

    upstream.send(3)
    upstream.finish()
    XCTAssertEqual(recording.values, [[1, 2, 3]])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testCollect_OfAnEffectWithoutValuesEmitsAnEmptyArray() {
    let (recording, cancellable) = Effect<Int>.empty().collect().record()

    XCTAssertEqual(recording.values, [[]])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testCollect_ReleasingTheCancellableStopsDeliveryAndCancelsTheUpstream() {
    let upstream = ControlledEffect<Int>()
    let recording = Recording<[Int]>()
    var cancellable: Cancellable? = upstream.effect.collect().sink(
      receiveCompletion: { _ in recording.finish() }, receiveValue: recording.append)

    upstream.send(1)
    cancellable = nil
    upstream.send(2)
    upstream.finish()

    XCTAssertEqual(recording.values, [])
    XCTAssertEqual(recording.completions, 0)
    XCTAssertEqual(upstream.cancellations, 1)
    _ = cancellable
  }

  func testCollect_GathersValuesSentFromSeveralQueues() {
    let finished = expectation(description: "finished")
    let values = (1...50).map { value in
      Effect<Int> { observer in
        DispatchQueue.global().async {
          observer.send(value)
          observer.finish()
        }
        return Cancellable()
      }
    }
    var collected: [[Int]] = []

    let cancellable = Effect.merge(values).collect().sink(
      receiveCompletion: { _ in finished.fulfill() },
      receiveValue: { collected.append($0) }
    )
    wait(for: [finished], timeout: 5)

    XCTAssertEqual(collected.count, 1)
    XCTAssertEqual(collected.first?.sorted(), Array(1...50))
    _ = cancellable
  }

  func testFailableCollect_EmitsTheArrayAndFinishes() {
    let results = Effect<Result<Int, Boom>>.merge(
      Effect(value: .success(1)), Effect(value: .success(2)))
    var values: [[Int]] = []
    var completions: [Completion<Boom>] = []

    let cancellable = FailableEffect(results: results).collect()
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })

    XCTAssertEqual(values, [[1, 2]])
    XCTAssertEqual(completions, [.finished])
    _ = cancellable
  }

  func testFailableCollect_FailsWithTheErrorAndEmitsNoArray() {
    let results = Effect<Result<Int, Boom>>.merge(
      Effect(value: .success(1)), Effect(value: .failure(Boom())))
    var values: [[Int]] = []
    var completions: [Completion<Boom>] = []

    let cancellable = FailableEffect(results: results).collect()
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })

    XCTAssertEqual(values, [])
    XCTAssertEqual(completions, [.failure(Boom())])
    _ = cancellable
  }
}
