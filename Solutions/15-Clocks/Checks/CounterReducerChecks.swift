import EffectKit
import EffectKitAsyncTesting
import Testing
import WorkshopChecks

@testable import PrimeTime

/// TODO 1: the timer ticks every second on the clock from the dependencies, until a second tap
/// or the screen going away cancels it. The rest of the reducer is given, and checked so that
/// it stays right.
@MainActor
@Suite(.localizedIssues, .testDependencies, .timeLimit(.minutes(1)))
struct CounterReducerChecks {
  @Test func timer_TicksOnTheClockEverySecond_UntilTappedAgain() async {
    guard startsOneEffect() else { return }
    let clock = TestClock()
    await Dependencies.$current.withValue(.on(clock)) {
      let store = TestStore(initialState: CounterState(count: 5)) { PrimeTime.counterReducer }
      // NB: every wait here is on the test clock, so no receive may wait for real time.
      store.timeout = .zero

      await store.send(.timerButtonTapped) { $0.isTimerRunning = true }
      await clock.advance(by: .milliseconds(999))
      // Nothing ticked yet: an early tick would fail this send, which expects none received.
      await store.send(.incrTapped) { $0.count = 6 }
      await clock.advance(by: .milliseconds(1))
      await store.receive(.timerTicked) { $0.count = 7 }
      // Three seconds in one go: three ticks, each after the one before slept again.
      await clock.advance(by: .seconds(3))
      for count in 8...10 { await store.receive(.timerTicked) { $0.count = count } }
      await store.send(.timerButtonTapped) { $0.isTimerRunning = false }
      // Stopped: time goes by, and nothing ticks; the end of the test finds nothing running.
      await clock.advance(by: .seconds(10))
    }
  }

  @Test func onDisappear_StopsTheTimer() async {
    guard startsOneEffect() else { return }
    let clock = TestClock()
    await Dependencies.$current.withValue(.on(clock)) {
      let store = TestStore(initialState: CounterState()) { PrimeTime.counterReducer }
      store.timeout = .zero

      await store.send(.timerButtonTapped) { $0.isTimerRunning = true }
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTicked) { $0.count = 1 }
      await store.send(.onDisappear) { $0.isTimerRunning = false }
      await clock.advance(by: .seconds(10))
    }
  }

  @Test func timerEffect_SleepsOnTheClockItWasBuiltWith_WhereverItRuns() async {
    guard startsOneEffect() else { return }
    let (built, elsewhere) = (TestClock(), TestClock())
    var state = CounterState()
    let effects = Dependencies.$current.withValue(.on(built)) {
      PrimeTime.counterReducer(state: &state, action: .timerButtonTapped)
    }
    // The effects run in a scope with another clock, as an effect may run after its scope.
    await Dependencies.$current.withValue(.on(elsewhere)) {
      let store = TestStore(initialState: CounterState()) {
        replaying(effects, on: .timerButtonTapped, else: PrimeTime.counterReducer)
      }
      // NB: what the effects send is looked at below, without a receive step for each.
      store.exhaustivity = .off
      let task = await store.send(.timerButtonTapped)
      await built.advance(by: .seconds(1))
      await store.skipReceivedActions(strict: false)
      #expect(
        store.state.count == 1,
        Comment(
          rawValue:
            "TODO(1): read Dependencies.current.continuousClock in the reducer, not inside the "
            + "Effect.run, so that the timer sleeps on the clock of the scope that started it"))
      await task.cancel()
    }
  }

  @Test func theOtherActions_ChangeTheCountAsBefore() async {
    let store = TestStore(initialState: CounterState(count: 7)) { PrimeTime.counterReducer }

    await store.send(.incrTapped) { $0.count = 8 }
    await store.send(.decrTapped) { $0.count = 7 }
    await store.send(.timerTicked) { $0.count = 8 }
    // Closing a screen whose timer is stopped changes nothing.
    await store.send(.onDisappear)
  }

  /// Whether starting the timer returns one effect; records what TODO 1 asks if not.
  private func startsOneEffect() -> Bool {
    var state = CounterState()
    let effects = Dependencies.$current.withValue(.on(TestClock())) {
      PrimeTime.counterReducer(state: &state, action: .timerButtonTapped)
    }
    guard effects.count != 1 || !state.isTimerRunning else { return true }
    Issue.record(
      Comment(
        rawValue: "TODO(1): .timerButtonTapped should start the timer: return one Effect.run "
          + "that sleeps a second on Dependencies.current.continuousClock and sends "
          + ".timerTicked, again and again; it returns \(effects.count)"))
    return false
  }
}
