import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import Counter

/// Checks of the counter reducer this step gives you: what each button does, where the answer
/// arrives, and the environment the app starts on.
final class CounterReducerChecks: LocalizedTestCase {
  private var previousEnvironment: CounterEnvironment?

  override func setUp() {
    super.setUp()
    previousEnvironment = Current
  }

  override func tearDown() {
    if let previousEnvironment { Current = previousEnvironment }
    super.tearDown()
  }

  func testANewScreen_StartsAtZero_WithTheButtonEnabledAndNoAlert() {
    XCTAssertEqual(
      CounterState(), CounterState(count: 0, isNthPrimeButtonDisabled: false, alertNthPrime: nil))
  }

  func testCountButtons_MoveTheCountByOne_AndStartNoWork() {
    var state = CounterState(count: 5)
    let effects =
      counterReducer(state: &state, action: .incrTapped)
      + counterReducer(state: &state, action: .decrTapped)
      + counterReducer(state: &state, action: .decrTapped)
    XCTAssertEqual(state, CounterState(count: 4))
    XCTAssertTrue(effects.isEmpty, "the count buttons start no work")
  }

  func testEachAnswer_ReplacesTheAlertOfTheLastOne_AndNilTakesItDown() {
    var state = CounterState(count: 4, isNthPrimeButtonDisabled: true, alertNthPrime: nil)
    let effects =
      counterReducer(state: &state, action: .nthPrimeResponse(7))
      + counterReducer(state: &state, action: .nthPrimeResponse(11))
    XCTAssertEqual(state, CounterState(count: 4, alertNthPrime: PrimeAlert(prime: 11)))

    state.isNthPrimeButtonDisabled = true
    let nilEffects = counterReducer(state: &state, action: .nthPrimeResponse(nil))
    XCTAssertEqual(
      state, CounterState(count: 4),
      "a nil answer shows no alert: the alert of the earlier answer must not stay up")
    XCTAssertTrue((effects + nilEffects).isEmpty, "an answer starts no work")
  }

  func testTheAnswer_ArrivesOnTheMainQueue_WhereverTheLookupAnswers() {
    // NB: a serial queue: on a concurrent one the completion may overtake the value.
    let background = DispatchQueue(label: "CounterReducerChecks.background")
    Current.nthPrime = { _ in Effect(value: 7).receive(on: background) }
    var state = CounterState(count: 4)
    let effects = counterReducer(state: &state, action: .nthPrimeButtonTapped)
    var arrivals: [(CounterAction, Bool)] = []
    let completed = expectation(description: "the nth prime effect completed")
    let cancellables = effects.map { effect in
      effect.sink(
        receiveCompletion: { _ in completed.fulfill() },
        receiveValue: { arrivals.append(($0, Thread.isMainThread)) })
    }
    wait(for: [completed], timeout: 5)
    withExtendedLifetime(cancellables) {}
    XCTAssertEqual(arrivals.map(\.0), [.nthPrimeResponse(7)])
    XCTAssertEqual(
      arrivals.map(\.1), [true],
      "the reducer should deliver the answer on the main queue (.receive(on: DispatchQueue.main))")
  }

  func testTheApp_StartsOnTheLiveEnvironment() throws {
    try XCTSkipIf(wolframAlphaAppID() != nil, "WOLFRAM_APP_ID is set, so .live asks the network")
    try inAFreshProcess {
      var answers: [Int?] = []
      let completed = expectation(description: "Current's lookup completed")
      let cancellable = Current.nthPrime(6)
        .receive(on: .main)
        .sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { answers.append($0) })
      wait(for: [completed], timeout: 5)
      cancellable.cancel()
      XCTAssertEqual(
        answers, [13],
        localized("Current should start as CounterEnvironment.live, which computes offline"))
    }
  }
}
