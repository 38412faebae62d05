import EffectKit
import XCTest

/// An effect is a recipe: each subscription runs it again from the start, so what an operator
/// keeps (values still to skip or to take, what it collected, the work still running) belongs to
/// one subscription, never to the effect. Each test subscribes twice to one effect and expects
/// the second run to do exactly what the first did.
final class OperatorStateTests: XCTestCase {
  /// Emits 1, 2, 3 to each subscriber, then finishes.
  private let oneTwoThree = Effect.merge((1...3).map { Effect(value: $0) })

  /// What two subscriptions to `effect`, one after the other, received: values and completions.
  private func twoRuns<Output: Equatable>(
    of effect: Effect<Output>, file: StaticString = #filePath, line: UInt = #line
  ) -> [[Output]] {
    (1...2).map { run in
      let (recording, cancellable) = effect.record()
      XCTAssertEqual(
        recording.completions, 1, "subscription \(run) should finish", file: file, line: line)
      withExtendedLifetime(cancellable) {}
      return recording.values
    }
  }

  func testDropFirst_SkipsTheFirstValuesOfEachSubscription() {
    XCTAssertEqual(twoRuns(of: oneTwoThree.dropFirst()), [[2, 3], [2, 3]])
  }

  func testPrefix_TakesTheFirstValuesOfEachSubscription() {
    XCTAssertEqual(twoRuns(of: oneTwoThree.prefix(2)), [[1, 2], [1, 2]])
    XCTAssertEqual(twoRuns(of: oneTwoThree.first()), [[1], [1]])
  }

  func testCollect_CollectsEachSubscriptionsValuesAlone() {
    XCTAssertEqual(twoRuns(of: oneTwoThree.collect()), [[[1, 2, 3]], [[1, 2, 3]]])
    let failable = oneTwoThree.setFailureType(to: Never.self).collect().eraseToEffect()
    XCTAssertEqual(twoRuns(of: failable), [[[1, 2, 3]], [[1, 2, 3]]])
  }

  func testMerge_FinishesEachSubscriptionWhenAllOfItsEffectsHave() {
    XCTAssertEqual(twoRuns(of: oneTwoThree), [[1, 2, 3], [1, 2, 3]])
  }

  func testFlatMap_WaitsForEachSubscriptionsOwnInnerEffects() {
    let effect = oneTwoThree.flatMap { Effect(value: $0 * 10) }
    XCTAssertEqual(twoRuns(of: effect), [[10, 20, 30], [10, 20, 30]])
  }

  func testCatch_RecoversEachSubscriptionOnItsOwn() {
    let failing = FailableEffect<Int, TestError>(
      results: Effect.merge(Effect(value: .success(1)), Effect(value: .failure(.boom))))
    let recovered = failing.catch { _ in Effect(value: 0) }.eraseToEffect()
    XCTAssertEqual(twoRuns(of: recovered), [[1, 0], [1, 0]])
  }

  func testAFailableEffect_EndsEachSubscriptionByItsOwnOutcome() {
    // Fails on its first subscription, and succeeds on the next.
    var subscriptions = 0
    let effect = FailableEffect<Int, TestError>(
      results: Effect { observer in
        subscriptions += 1
        observer.send(subscriptions == 1 ? .failure(.boom) : .success(2))
        observer.finish()
        return Cancellable()
      })
    var ends: [String] = []
    for _ in 1...2 {
      effect.sink(
        receiveCompletion: { completion in
          switch completion {
          case .finished: ends.append("finished")
          case .failure: ends.append("failed")
          }
        },
        receiveValue: { _ in }
      ).cancel()
    }
    XCTAssertEqual(ends, ["failed", "finished"])
  }

  func testDelay_CancellingOneSubscription_LeavesTheOthersDeliveries() {
    let scheduler = TestScheduler()
    let delayed = Effect(value: 1).delay(for: 1, scheduler: scheduler)
    let (first, firstCancellable) = delayed.record()
    let (second, secondCancellable) = delayed.record()

    firstCancellable.cancel()
    scheduler.advance(by: 1)

    XCTAssertEqual([first.values, second.values], [[], [1]])
    withExtendedLifetime(secondCancellable) {}
  }

  func testFlatMap_CancellingOneSubscription_LeavesTheOthersInnerEffects() {
    let scheduler = TestScheduler()
    let effect = Effect(value: 1).flatMap { Effect(value: $0).delay(for: 1, scheduler: scheduler) }
    let (first, firstCancellable) = effect.record()
    let (second, secondCancellable) = effect.record()

    firstCancellable.cancel()
    scheduler.advance(by: 1)

    XCTAssertEqual([first.values, second.values], [[], [1]])
    withExtendedLifetime(secondCancellable) {}
  }

  func testCatch_CancellingOneSubscription_LeavesTheOthersRecovery() {
    let scheduler = TestScheduler()
    let failing = FailableEffect<Int, TestError>(results: Effect(value: .failure(.boom)))
    let recovered = failing.catch { _ in Effect(value: 0).delay(for: 1, scheduler: scheduler) }
      .eraseToEffect()
    let (first, firstCancellable) = recovered.record()
    let (second, secondCancellable) = recovered.record()

    firstCancellable.cancel()
    scheduler.advance(by: 1)

    XCTAssertEqual([first.values, second.values], [[], [0]])
    withExtendedLifetime(secondCancellable) {}
  }

  func testDelay_DeliversEachSubscriptionsValues() {
    let scheduler = TestScheduler()
    let delayed = oneTwoThree.delay(for: 1, scheduler: scheduler)
    let runs = (1...2).map { _ -> [Int] in
      let (recording, cancellable) = delayed.record()
      scheduler.advance(by: 1)
      withExtendedLifetime(cancellable) {}
      XCTAssertEqual(recording.completions, 1)
      return recording.values
    }
    XCTAssertEqual(runs, [[1, 2, 3], [1, 2, 3]])
  }
}

private enum TestError: Error, Equatable {
  case boom
}
