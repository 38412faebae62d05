import Dispatch
import EffectKit
import EffectKitTesting

// A small feature whose actions script every situation the test store must handle: effects
// that send at once, later, on the main queue, twice, never, or not at all.

struct ScriptState: Equatable {
  var count = 0
  var log: [String] = []
}

enum ScriptAction: Equatable {
  /// Adds one; no effects.
  case increment
  /// Changes nothing; no effects.
  case noop
  /// Adds `n` and logs it; `add(1)` also starts an effect that sends `add(10)` at once.
  case add(Int)
  /// Starts one effect that sends `add` for each number, at once.
  case sendAtOnce([Int])
  /// Starts one effect that sends `add(n)` from a background queue.
  case sendFromBackground(Int)
  /// Starts one effect that sends `add(n)` on the main queue.
  case sendOnMain(Int)
  /// Starts one effect that sends `add(n)` twice.
  case sendTwice(Int)
  /// Starts this many effects that never send and never finish.
  case startForever(effects: Int)
  /// Starts one effect that works on a background queue for a long while and sends nothing.
  case workInBackground
  /// Starts one effect that calls the environment's `fire` and finishes without sending.
  case fireAndForget
  /// Sets the count to the environment's number.
  case readEnvironment
  /// Starts one effect that finishes on the main queue, a moment later, without sending.
  case finishOnMain
  /// Starts one effect that sends `add(n)` from a background queue half a second later (so a
  /// `.receive` right after the send waits for it), then finishes once `scriptGate` is signalled.
  case sendLaterThenWait(Int)
  /// Starts one effect that sends `add(n)` and finishes one second later on the environment's
  /// scheduler: one piece of work parked there.
  case addOnScheduler(Int)
}

/// Holds the effect of `sendLaterThenWait` open until the test signals it.
let scriptGate = DispatchSemaphore(value: 0)

struct ScriptEnvironment {
  var number = 42
  var fire: () -> Void = {}
  var scheduler: any Scheduler = ImmediateScheduler()
}

func scriptReducer(
  state: inout ScriptState, action: ScriptAction, environment: ScriptEnvironment
) -> [Effect<ScriptAction>] {
  switch action {
  case .increment:
    state.count += 1
    return []
  case .noop:
    return []
  case let .add(n):
    state.count += n
    state.log.append("add \(n)")
    return n == 1 ? [Effect(value: .add(10))] : []
  case let .sendAtOnce(numbers):
    return [
      Effect { observer in
        numbers.forEach { observer.send(.add($0)) }
        observer.finish()
        return Cancellable()
      }
    ]
  case let .sendFromBackground(n):
    return [
      Effect { observer in
        DispatchQueue.global().async {
          observer.send(.add(n))
          observer.finish()
        }
        return Cancellable()
      }
    ]
  case let .sendOnMain(n):
    return [Effect(value: .add(n)).receive(on: .main)]
  case let .sendTwice(n):
    return [Effect.merge(Effect(value: .add(n)), Effect(value: .add(n)))]
  case let .startForever(count):
    return Array(repeating: .empty(completeImmediately: false), count: count)
  case .workInBackground:
    return [
      Effect { observer in
        DispatchQueue.global().asyncAfter(deadline: .now() + 30) { observer.finish() }
        return Cancellable()
      }
    ]
  case .fireAndForget:
    return [.fireAndForget(environment.fire)]
  case .readEnvironment:
    state.count = environment.number
    return []
  case .finishOnMain:
    return [Effect<ScriptAction>.empty().receive(on: .main)]
  case let .sendLaterThenWait(n):
    return [
      Effect { observer in
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
          observer.send(.add(n))
          // NB: bounded, so that a failed test never leaves a thread blocked for good.
          _ = scriptGate.wait(timeout: .now() + 60)
          observer.finish()
        }
        return Cancellable()
      }
    ]
  case let .addOnScheduler(n):
    return [
      Effect { observer in
        environment.scheduler.schedule(after: 1) {
          observer.send(.add(n))
          observer.finish()
        }
      }
    ]
  }
}

/// The failures a store reported, in order.
final class FailureLog {
  private(set) var failures: [TestStoreFailure] = []

  var messages: [String] { failures.map(\.message) }
  var lines: [UInt] { failures.map(\.line) }
  var files: [String] { failures.map { "\($0.file)" } }

  func record(_ failure: TestStoreFailure) { failures.append(failure) }
}

/// A store over the script feature whose failures go to the returned log instead of failing
/// the test.
func scriptStore(
  _ initialState: ScriptState = ScriptState(),
  environment: ScriptEnvironment = ScriptEnvironment()
) -> (TestStore<ScriptState, ScriptAction, ScriptEnvironment>, FailureLog) {
  let store = TestStore(
    initialState: initialState, reducer: scriptReducer, environment: environment)
  let log = FailureLog()
  store.reportFailure = log.record
  return (store, log)
}
