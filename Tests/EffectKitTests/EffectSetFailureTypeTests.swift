import EffectKit
import XCTest

final class EffectSetFailureTypeTests: XCTestCase {
  private struct Boom: Error, Equatable {}

  func testSetFailureType_PassesValuesAndCompletionThrough() {
    var values: [Int] = []
    var completions: [Completion<Boom>] = []

    let cancellable = Effect.merge(Effect(value: 1), Effect(value: 2))
      .setFailureType(to: Boom.self)
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })

    XCTAssertEqual(values, [1, 2])
    XCTAssertEqual(completions, [.finished])
    _ = cancellable
  }

  func testSetFailureType_ReleasingTheCancellableCancelsTheUpstream() {
    let upstream = ControlledEffect<Int>()
    var values: [Int] = []

    var cancellable: Cancellable? = upstream.effect.setFailureType(to: Boom.self)
      .sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
    upstream.send(1)
    cancellable = nil
    upstream.send(2)

    XCTAssertEqual(values, [1])
    XCTAssertEqual(upstream.cancellations, 1)
    _ = cancellable
  }
}
