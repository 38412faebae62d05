/// `a → merge(b, c)`, `b → b2` runs `b, c, b2`, as in EffectKit's `Store`); a failed step keeps the
/// received actions for the steps after it; `state` is readable between steps; a closure that
/// throws fails its step; `.receive` takes an action or a predicate. Where they differ:
///
/// | Behaviour | TCA | This store | Why |
/// | --- | --- | --- | --- |
/// | Shape of a test | one `await store.send` / `receive` call per step (1.x) | one `assert(...)` of steps, as in TCA's 2020 store | the steps follow the 2020 design; step 14 moves to the async store (`EffectKitAsyncTesting`) |
/// | Effects still running at the end | fail at once; `finish(timeout:)` waits when asked | wait up to `timeout` (1 s) for effects on real queues; fail at once for effects parked on a `TestScheduler` or that never end | steps 05–07 test effects on real queues before the learner meets schedulers |
/// | Non-exhaustive tests | `exhaustivity = .off` | always exhaustive | the steps teach exhaustive testing first; step 14's async store has `exhaustivity` |
/// | Matching a received action by case | `receive(\.response)` with case key paths | `.receive({ if case .response = $0 … })`, a predicate | case key paths need a macro package; the workshop has no dependencies |
/// | Dependencies | `withDependencies` and `@Dependency` | an environment parameter, or `install:` for a global `Current` | the environment the steps build |
/// | Failure messages | TCA's wording ("Must handle 2 received actions before sending an action") | the same facts, naming the step's action and what to do next ("2 received actions must be asserted with .receive before sending …") | written for learners; the diffs use TCA's `−`/`+` format |
public final class TestStore<State: Equatable, Action: Equatable, Environment> {
  /// How long a `.receive` step, and the end of `assert`, wait for effects still in flight on
  /// real queues. A passing test never waits it out: each wait ends as soon as there is something
  /// to check, and an effect parked on a `TestScheduler` is reported at once, never waited for.
  public var timeout: TimeInterval = 1

  /// The state now: after the last action the store reduced, whether or not a step has asserted
  /// it yet. Read it between steps (`.do { XCTAssertEqual(store.state.total, 3) }`) to check
  /// values derived from the state. Inside a step's closure it is the state before that step,
  /// as in TCA.
  public var state: State { lock.withLock { stateBeforeStep ?? currentState } }

  /// Where failures go. By default each one is an `XCTFail` at the file and line of its step;
  /// replace it to collect failures instead, for example to test the store itself.
  public var reportFailure: (TestStoreFailure) -> Void = { failure in
    XCTFail(failure.message, file: failure.file, line: failure.line)
  }
