import EffectKit
import XCTest

final class FailableEffectFutureTests: XCTestCase {
  private struct Boom: Error, Equatable {}

  func testFuture_EmitsTheDeliveredValueFromAnotherQueueAndFinishes() {
    let finished = expectation(description: "finished")
    var values: [Int] = []
    var completions: [Completion<Boom>] = []

    let cancellable = FailableEffect<Int, Boom>
      .future { deliver in DispatchQueue.global().async { deliver(.success(42)) } }
      .sink(
        receiveCompletion: {
          completions.append($0)
          finished.fulfill()
        },
        receiveValue: { values.append($0) }
      )
    wait(for: [finished], timeout: 5)

    XCTAssertEqual(values, [42])
    XCTAssertEqual(completions, [.finished])
    _ = cancellable
  }

  func testFuture_FailsWithTheDeliveredError() {
    var completions: [Completion<Boom>] = []

    let cancellable = FailableEffect<Int, Boom>.future { deliver in deliver(.failure(Boom())) }
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })

    XCTAssertEqual(completions, [.failure(Boom())])
    _ = cancellable
  }

  func testFuture_RunsOnEverySubscriptionAndNotBefore() {
    let attempts = Recording<Void>()
    let future = FailableEffect<Int, Boom>.future { deliver in
      attempts.append(())
      deliver(.success(attempts.values.count))
    }
    XCTAssertEqual(attempts.values.count, 0, "nothing runs before a subscription")

    var values: [Int] = []
    let first = future.sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
    let second = future.sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })

    XCTAssertEqual(values, [1, 2])
    _ = (first, second)
  }

  func testFuture_IgnoresDeliveriesAfterTheFirst() {
    var values: [Int] = []
    var completions: [Completion<Boom>] = []

    let cancellable = FailableEffect<Int, Boom>
      .future { deliver in
        deliver(.success(1))
        deliver(.success(2))
        deliver(.failure(Boom()))
      }
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })

    XCTAssertEqual(values, [1])
    XCTAssertEqual(completions, [.finished])
    _ = cancellable
  }

  func testFuture_ReleasedBeforeDeliveryDeliversNothing() {
    let queue = DispatchQueue(label: "future-tests")
    queue.suspend()
    var values: [Int] = []
    var completions: [Completion<Boom>] = []

    var cancellable: Cancellable? = FailableEffect<Int, Boom>
      .future { deliver in queue.async { deliver(.success(1)) } }
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
    cancellable = nil
    queue.resume()
    queue.sync {}

    XCTAssertEqual(values, [])
    XCTAssertEqual(completions, [])
    _ = cancellable
  }
}
