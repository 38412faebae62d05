import EffectKit
import XCTest

final class EffectAsyncTests: XCTestCase {
  private struct Boom: Error, Equatable {}

  func testStream_YieldsEveryValueThenEnds() async {
    var values: [Int] = []

    for await value in Effect.merge((1...3).map { Effect(value: $0) }).stream() {
      values.append(value)
    }

    XCTAssertEqual(values, [1, 2, 3])
  }

  func testStream_SubscribesAtOnceAndBuffersWhatArrivesBeforeTheLoop() async {
    let number = PublishedValue(0)
    let changes = number.values.dropFirst().prefix(2).stream()
    XCTAssertEqual(number.subscriberCount, 1, "stream() subscribes when it is called")

    number.value = 1
    number.value = 2
    var values: [Int] = []
    for await value in changes { values.append(value) }

    XCTAssertEqual(values, [1, 2])
  }

  func testStreams_WaitForValuesFromAnotherQueue() async throws {
    let background = Effect<Int> { observer in
      DispatchQueue.global().async {
        observer.send(7)
        observer.finish()
      }
      return Cancellable()
    }
    var values: [Int] = []
    var failableValues: [Int] = []

    for await value in background.stream() { values.append(value) }
    for try await value in background.setFailureType(to: Boom.self).stream() {
      failableValues.append(value)
    }

    XCTAssertEqual(values, [7])
    XCTAssertEqual(failableValues, [7])
  }

  func testStream_LeavingTheLoopEarlyCancelsTheEffect() async {
    let number = PublishedValue(0)

    for await _ in number.values.stream() { break }
    // NB: the stream is released when the loop ends; its termination handler cancels.

    XCTAssertEqual(number.subscriberCount, 0)
  }

  func testFailableStream_LeavingTheLoopEarlyCancelsTheEffect() async throws {
    let number = PublishedValue(0)

    for try await _ in number.values.setFailureType(to: Boom.self).stream() { break }

    XCTAssertEqual(number.subscriberCount, 0)
  }

  func testFailableStream_LeavingTheLoopAfterAValueSentLater_CancelsTheEffect() async throws {
    let upstream = ControlledEffect<Int>()
    // The value comes from another task, once the loop's stream has subscribed.
    Task.detached {
      while upstream.subscriptions == 0 { try? await Task.sleep(for: .milliseconds(1)) }
      upstream.send(1)
    }

    for try await _ in upstream.effect.setFailureType(to: Boom.self).stream() { break }

    XCTAssertEqual(upstream.cancellations, 1, "leaving the loop cancels the effect")
  }

  func testFailableStream_ThrowsTheEffectsError() async {
    let failing = FailableEffect<Int, Boom>(
      results: Effect.merge(Effect(value: .success(1)), Effect(value: .failure(Boom()))))
    var values: [Int] = []

    do {
      for try await value in failing.stream() { values.append(value) }
      XCTFail("expected the stream to throw")
    } catch {
      XCTAssertEqual(error as? Boom, Boom())
    }
    XCTAssertEqual(values, [1])
  }

  func testLastValue_ReturnsTheLastValueOrNil() async {
    let three = await Effect.merge((1...3).map { Effect(value: $0) }).lastValue()
    let none = await Effect<Int>.empty().lastValue()

    XCTAssertEqual(three, 3)
    XCTAssertNil(none)
  }

  func testFailableLastValue_ReturnsTheLastValueOrThrows() async throws {
    let value = try await Effect(value: 5).setFailureType(to: Boom.self).lastValue()
    XCTAssertEqual(value, 5)

    do {
      _ = try await FailableEffect<Int, Boom>(results: Effect(value: .failure(Boom()))).lastValue()
      XCTFail("expected lastValue() to throw")
    } catch {
      XCTAssertEqual(error as? Boom, Boom())
    }
  }

  func testFailableLastValue_StopsAndCancelsTheEffectWhenTheTaskIsCancelled() async {
    let subscribed = expectation(description: "subscribed")
    let cancelled = expectation(description: "cancelled")
    let endless = Effect<Int> { _ in
      subscribed.fulfill()
      return Cancellable { cancelled.fulfill() }
    }
    let waiting = Task { try await endless.setFailureType(to: Boom.self).lastValue() }

    // The cancellation must interrupt a wait that has really begun.
    await fulfillment(of: [subscribed], timeout: 5)
    waiting.cancel()
    let result = await waiting.result
    await fulfillment(of: [cancelled], timeout: 5)

    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
  }
}
