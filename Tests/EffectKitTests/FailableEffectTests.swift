import EffectKit
import XCTest

final class FailableEffectTests: XCTestCase {
  private struct Boom: Error, Equatable {}

  func testDecode_EmitsDecodedValue() {
    let data = Data("[2,3,5]".utf8)
    var values: [[Int]] = []
    var completions: [Completion<Error>] = []

    let cancellable = Effect(value: data)
      .decode(type: [Int].self, decoder: JSONDecoder())
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })

    XCTAssertEqual(values, [[2, 3, 5]])
    XCTAssertEqual(completions.count, 1)
    guard case .finished = completions.first else { return XCTFail("expected .finished") }
    _ = cancellable
  }

  func testDecode_FailsOnCorruptData() {
    var values: [[Int]] = []
    var completions: [Completion<Error>] = []

    let cancellable = Effect(value: Data("not json".utf8))
      .decode(type: [Int].self, decoder: JSONDecoder())
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })

    XCTAssertEqual(values, [])
    XCTAssertEqual(completions.count, 1)
    guard case .failure(let error) = completions.first else { return XCTFail("expected .failure") }
    XCTAssertTrue(error is DecodingError)
    _ = cancellable
  }

  func testFailure_EndsTheEffectAndDropsLaterValues() {
    let results = Effect<Result<Int, Boom>>.merge(
      Effect(value: .success(1)), Effect(value: .failure(Boom())), Effect(value: .success(3)))
    var values: [Int] = []
    var completions: [Completion<Boom>] = []

    let cancellable = FailableEffect(results: results)
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })

    XCTAssertEqual(values, [1])
    XCTAssertEqual(completions, [.failure(Boom())])
    _ = cancellable
  }

  func testAfterAFailure_NothingMoreIsDelivered_EvenWhatTheCompletionHandlerSetsOff() {
    let upstream = ControlledEffect<Result<Int, Boom>>()
    var values: [Int] = []
    var completions: [Completion<Boom>] = []
    let cancellable = FailableEffect(results: upstream.effect).sink(
      receiveCompletion: { completion in
        completions.append(completion)
        upstream.send(.success(2))
      },
      receiveValue: { values.append($0) })

    upstream.send(.success(1))
    upstream.send(.failure(Boom()))

    XCTAssertEqual(values, [1])
    XCTAssertEqual(completions, [.failure(Boom())])
    _ = cancellable
  }

  func testAFinishedEffect_LetsGoOfItsSubscribersClosures() {
    final class Listener {}
    weak var released: Listener?
    var cancellable: Cancellable?
    do {
      let listener = Listener()
      released = listener
      cancellable = FailableEffect<Int, Boom>(results: Effect(value: .success(1))).sink(
        receiveCompletion: { _ in _ = listener }, receiveValue: { _ in _ = listener })
    }

    XCTAssertNil(released, "a finished effect keeps nothing its subscriber gave it")
    _ = cancellable
  }

  func testMap_TransformsValuesAndPassesErrorsThrough() {
    let results = Effect<Result<Int, Boom>>.merge(
      Effect(value: .success(2)), Effect(value: .failure(Boom())))
    var values: [String] = []
    var completions: [Completion<Boom>] = []

    let cancellable = FailableEffect(results: results)
      .map { "#\($0)" }
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })

    XCTAssertEqual(values, ["#2"])
    XCTAssertEqual(completions, [.failure(Boom())])
    _ = cancellable
  }

  func testCatch_ReplacesTheErrorWithTheRecoveryEffect() {
    let (recording, cancellable) = Effect(value: Data("oops".utf8))
      .decode(type: [Int].self, decoder: JSONDecoder())
      .catch { _ in Effect(value: [0]) }
      .eraseToEffect()
      .record()

    XCTAssertEqual(recording.values, [[0]])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testCatch_KeepsDeliveringAnUpstreamThatSendsLater() {
    let upstream = ControlledEffect<Int>()
    let (recording, cancellable) = upstream.effect.setFailureType(to: Boom.self)
      .catch { _ in Effect(value: 0) }
      .eraseToEffect()
      .record()

    upstream.send(5)
    upstream.finish()

    XCTAssertEqual(recording.values, [5])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testCatch_EmptyRecoveryFinishesWithoutValues() {
    let (recording, cancellable) = Effect(value: Data("oops".utf8))
      .decode(type: [Int].self, decoder: JSONDecoder())
      .catch { _ in Effect.empty() }
      .eraseToEffect()
      .record()

    XCTAssertEqual(recording.values, [])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testCatch_PassesValuesThroughWhenNothingFails() {
    let (recording, cancellable) = Effect(value: Data("[7]".utf8))
      .decode(type: [Int].self, decoder: JSONDecoder())
      .catch { _ in Effect(value: [0]) }
      .eraseToEffect()
      .record()

    XCTAssertEqual(recording.values, [[7]])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testCatch_CancelCancelsTheRecovery() {
    var recoveryCancelled = false
    let endlessRecovery = Effect<[Int]> { _ in Cancellable { recoveryCancelled = true } }

    let cancellable = Effect(value: Data("oops".utf8))
      .decode(type: [Int].self, decoder: JSONDecoder())
      .catch { _ in endlessRecovery }
      .eraseToEffect()
      .sink { _ in }
    cancellable.cancel()

    XCTAssertTrue(recoveryCancelled)
  }
}
