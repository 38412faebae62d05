import EffectKitAsyncTesting
import Testing

@testable import PrimeTime

// Your tests, on the async TestStore with a TestClock. The workshop runs them again with bugs
// planted in the app code, and checks that they notice.
@MainActor
@Suite(.testDependencies)
struct CounterTests {
  @Test func timerButtonTapped_TicksEverySecond_UntilTappedAgain() async {
    // A test clock in place of the continuous one: time moves only when the test says.
    let clock = TestClock()
    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      let store = TestStore(initialState: CounterState()) { counterReducer }
      // Nothing here takes real time: a tick that had to be waited for does not come from
      // the clock.
      store.timeout = .zero

      await store.send(.timerButtonTapped) { $0.isTimerRunning = true }
      // Each tick comes only once the clock has moved a second.
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTicked) { $0.count = 1 }
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTicked) { $0.count = 2 }
      // A second tap stops the timer: nothing runs when the test ends.
      await store.send(.timerButtonTapped) { $0.isTimerRunning = false }
    }
  }

  @Test func onDisappear_StopsTheTimer() async {
    // As above: a test clock, and a store that waits for nothing.
    let clock = TestClock()
    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      let store = TestStore(initialState: CounterState()) { counterReducer }
      store.timeout = .zero

      // Start the timer, and take its first tick.
      await store.send(.timerButtonTapped) { $0.isTimerRunning = true }
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTicked) { $0.count = 1 }
      // The screen goes away: its timer must not outlive it.
      await store.send(.onDisappear) { $0.isTimerRunning = false }
    }
  }
}
