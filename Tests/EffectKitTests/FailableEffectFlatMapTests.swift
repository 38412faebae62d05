import EffectKit
import XCTest

final class FailableEffectFlatMapTests: XCTestCase {
  private struct Boom: Error, Equatable {}

  func testFlatMap_ChainsAFailableEffectOnEveryValue() {
    let upstream = Effect.merge(Effect(value: 1), Effect(value: 2))
      .setFailureType(to: Boom.self)
    var values: [String] = []
    var completions: [Completion<Boom>] = []

    let cancellable =
      upstream
      .flatMap { Effect(value: "#\($0)").setFailureType(to: Boom.self) }
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })

    XCTAssertEqual(values, ["#1", "#2"])
    XCTAssertEqual(completions, [.finished])
    _ = cancellable
  }

  func testFlatMap_FailsWithTheFirstErrorOfAnInnerEffectAndCancelsTheRest() {
    let upstream = ControlledEffect<Int>()
    let slow = ControlledEffect<Result<Int, Boom>>()
    var values: [Int] = []
    var completions: [Completion<Boom>] = []

    let cancellable = upstream.effect.setFailureType(to: Boom.self)
      .flatMap { value -> FailableEffect<Int, Boom> in
        value == 1
          ? FailableEffect(results: slow.effect)
          : FailableEffect(results: Effect(value: .failure(Boom())))
      }
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
    upstream.send(1)
    upstream.send(2)
    slow.send(.success(10))

    XCTAssertEqual(values, [])
    XCTAssertEqual(completions, [.failure(Boom())])
    XCTAssertEqual(upstream.cancellations, 1)
    XCTAssertEqual(slow.cancellations, 1)
    _ = cancellable
  }

  func testFlatMap_PassesTheUpstreamsErrorOn() {
    var completions: [Completion<Boom>] = []
    var transformed = false

    let cancellable = FailableEffect<Int, Boom>(results: Effect(value: .failure(Boom())))
      .flatMap { value -> FailableEffect<Int, Boom> in
        transformed = true
        return Effect(value: value).setFailureType(to: Boom.self)
      }
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })

    XCTAssertEqual(completions, [.failure(Boom())])
    XCTAssertFalse(transformed)
    _ = cancellable
  }
}
