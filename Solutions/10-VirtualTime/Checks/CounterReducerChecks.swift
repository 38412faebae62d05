import EffectKit
import WorkshopChecks
import XCTest

@testable import Reminders

// Checks of TODO(1): the counter reducer delivers the nth prime answer on the environment's
// scheduler, so a TestScheduler decides when it arrives.

final class CounterReducerChecks: LocalizedTestCase {
  func testNthPrimeButtonTapped_DeliversNothingBeforeTheSchedulerAdvances() {
    let scheduler = TestScheduler()
    var state = CounterState(count: 7)
    let effects = counterReducer(
      state: &state, action: .nthPrimeButtonTapped, environment: environment(scheduler))
    XCTAssertEqual(state, CounterState(count: 7, isNthPrimeButtonDisabled: true))
    XCTAssertEqual(effects.count, 1, "TODO(1): tapping the button returns one effect")

    var actions: [CounterAction] = []
    let token = Effect.merge(effects).sink { actions.append($0) }

    XCTAssertEqual(
      actions, [],
      "TODO(1): the answer must wait on environment.mainQueue: nothing may arrive before the "
        + "scheduler advances")
    _ = token
  }

  func testNthPrimeButtonTapped_DeliversTheAnswerWhenTheSchedulerAdvances() {
    let scheduler = TestScheduler()
    var state = CounterState(count: 7)
    let effects = counterReducer(
      state: &state, action: .nthPrimeButtonTapped, environment: environment(scheduler))

    var actions: [CounterAction] = []
    var finished = false
    let token = Effect.merge(effects).sink(
      receiveCompletion: { _ in finished = true },
      receiveValue: { actions.append($0) }
    )
    scheduler.advance()

    XCTAssertEqual(
      actions, [.nthPrimeResponse(17)],
      "TODO(1): deliver the answer with .receive(on: environment.mainQueue), not on "
        + "DispatchQueue.main: once the test scheduler advances, it should have arrived")
    XCTAssertTrue(finished, "TODO(1): after scheduler.advance() the effect should have finished")
    _ = token
  }

  func testTheSchedulersClock_DecidesWhenASlowAnswerArrives() {
    // The answer takes a minute of the scheduler's time; the check takes none of yours.
    let scheduler = TestScheduler()
    let slow = CounterEnvironment(
      nthPrime: { _ in Effect(value: 17).delay(for: 60, scheduler: scheduler) },
      mainQueue: scheduler
    )
    var state = CounterState(count: 7)
    let effects = counterReducer(state: &state, action: .nthPrimeButtonTapped, environment: slow)
    var actions: [CounterAction] = []
    let token = Effect.merge(effects).sink { actions.append($0) }

    scheduler.advance(by: 59.9)
    XCTAssertEqual(actions, [], "TODO(1): the answer is not due until 60 s of scheduler time")
    scheduler.advance(by: 0.1)
    XCTAssertEqual(
      actions, [.nthPrimeResponse(17)],
      "TODO(1): at 60 s of scheduler time the answer is due, and environment.mainQueue (the "
        + "same test scheduler) should deliver it at once")
    XCTAssertEqual(scheduler.now, 60)
    _ = token
  }

  // The parts of the counter this step gives you.

  func testEachAnswer_ReplacesTheAlertOfTheLastOne_AndNilTakesItDown() {
    let answering = environment(TestScheduler())
    var state = CounterState(count: 4, isNthPrimeButtonDisabled: true)
    let effects = [CounterAction.nthPrimeResponse(7), .nthPrimeResponse(11)].flatMap {
      counterReducer(state: &state, action: $0, environment: answering)
    }
    XCTAssertEqual(state, CounterState(count: 4, alertNthPrime: PrimeAlert(prime: 11)))

    state.isNthPrimeButtonDisabled = true
    let nilEffects = counterReducer(
      state: &state, action: .nthPrimeResponse(nil), environment: answering)
    XCTAssertEqual(
      state, CounterState(count: 4),
      "a nil answer shows no alert: the alert of the earlier answer must not stay up")
    XCTAssertTrue((effects + nilEffects).isEmpty, "an answer starts no work")
  }

  func testANewScreen_StartsAtZero_WithTheButtonEnabledAndNoAlert() {
    XCTAssertEqual(
      CounterState(), CounterState(count: 0, isNthPrimeButtonDisabled: false, alertNthPrime: nil))
  }

  func testCountButtons_MoveTheCountByOne_AndStartNoWork() {
    let scheduler = TestScheduler()
    var state = CounterState(count: 5)
    let effects = [CounterAction.incrTapped, .decrTapped, .decrTapped].flatMap {
      counterReducer(state: &state, action: $0, environment: environment(scheduler))
    }
    XCTAssertEqual(state, CounterState(count: 4))
    XCTAssertTrue(effects.isEmpty, "the count buttons start no work")
  }

  func testLive_WithoutAnAppID_ComputesOnThisMachine() throws {
    try XCTSkipIf(wolframAlphaAppID() != nil, "WOLFRAM_APP_ID is set, so .live asks the network")
    var answers: [Int?] = []
    let completed = expectation(description: "the live lookup completed")
    let cancellable = CounterEnvironment.live.nthPrime(6)
      .sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { answers.append($0) })
    wait(for: [completed], timeout: 5)
    cancellable.cancel()
    XCTAssertEqual(answers, [13], "with no app id, .live should compute the answer offline")
  }

  private func environment(_ scheduler: TestScheduler) -> CounterEnvironment {
    CounterEnvironment(nthPrime: { _ in Effect(value: 17) }, mainQueue: scheduler)
  }
}
