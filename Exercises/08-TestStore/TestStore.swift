import EffectKit
import Foundation
import XCTest

/// A store for tests. It runs your reducer and every effect it returns, and checks each state
/// change and each action the effects send back against the steps you describe. Whatever happens
/// that no step describes fails the test: that is what makes its tests exhaustive.
///
/// ```swift
/// let store = TestStore(
///   initialState: CounterState(count: 6),
///   reducer: counterReducer,
///   environment: CounterEnvironment.mock,
///   install: { Current.counter = $0 }
/// )
/// store.assert(
///   .send(.nthPrimeButtonTapped) { $0.isNthPrimeButtonDisabled = true },
///   .receive(.nthPrimeResponse(17)) {
///     $0.alertNthPrime = PrimeAlert(prime: 17)
///     $0.isNthPrimeButtonDisabled = false
///   }
/// )
/// ```
///
/// It behaves like the Composable Architecture's `TestStore` wherever both have a feature: sends
/// made while the store is reducing are queued and reduced after the current action (a cascade
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
  /// values derived from the state.
  public var state: State { lock.withLock { currentState } }

  /// Where failures go. By default each one is an `XCTFail` at the file and line of its step;
  /// replace it to collect failures instead, for example to test the store itself.
  public var reportFailure: (TestStoreFailure) -> Void = { failure in
    XCTFail(failure.message, file: failure.file, line: failure.line)
  }

  private let reducer: (inout State, Action, Environment) -> [Effect<Action>]
  private let install: (Environment) -> Void
  /// The state as the steps so far describe it; each step's expectation starts from here.
  private var asserted: State
  // NB: effects may send actions from any thread. `lock` guards every field below; it is
  // recursive because an effect may send an action while the store is still starting it.
  private let lock = NSRecursiveLock()
  private var environment: Environment
  private var currentState: State
  /// The actions effects sent back, oldest first, that no `.receive` step has taken yet.
  private var received: [Received] = []
  private var running: [RunningEffect] = []
  private var onProgress: (() -> Void)?
  /// Actions effects sent while the reducer was busy, reduced in order once it is done.
  private var buffered: [(action: Action, origin: TestStoreFailure.Location)] = []
  private var isReducing = false

  /// Creates a store for a reducer that takes its environment as a parameter.
  ///
  /// - Parameters:
  ///   - initialState: The state the test starts from.
  ///   - reducer: The reducer under test.
  ///   - environment: The dependencies handed to every call of the reducer. An `.environment`
  ///     step can change them halfway through a test.
  public convenience init(
    initialState: State,
    reducer: @escaping (inout State, Action, Environment) -> [Effect<Action>],
    environment: Environment
  ) {
    self.init(initialState, reducer, environment, install: { _ in })
  }

  /// Creates a store for a reducer that reads a global environment, such as `Current`.
  ///
  /// The store hands `environment` to `install` right away, and again after every
  /// `.environment` step, so the global always holds the environment the test describes:
  ///
  /// ```swift
  /// TestStore(
  ///   initialState: FavoritePrimesState(favoritePrimes: [2, 3]),
  ///   reducer: favoritePrimesReducer,
  ///   environment: FavoritePrimesEnvironment.mock,
  ///   install: { Current.favoritePrimes = $0 }
  /// )
  /// ```
  public convenience init(
    initialState: State,
    reducer: @escaping Reducer<State, Action>,
    environment: Environment,
    install: @escaping (Environment) -> Void
  ) {
    self.init(
      initialState, { state, action, _ in reducer(&state, action) }, environment, install: install)
  }

  private init(
    _ initialState: State,
    _ reducer: @escaping (inout State, Action, Environment) -> [Effect<Action>],
    _ environment: Environment,
    install: @escaping (Environment) -> Void
  ) {
    self.reducer = reducer
    self.install = install
    self.environment = environment
    self.asserted = initialState
    self.currentState = initialState
    install(environment)
  }

  /// Runs `steps` in order, then checks that nothing is left over: every action the effects
  /// sent back was asserted with `.receive`, and every effect has finished.
  ///
  /// One call describes one whole test, so the store knows where the test ends; call it again
  /// to continue from the state the last call left.
  ///
  /// - Parameters:
  ///   - steps: What happens, in order: `.send`, `.receive`, `.do` and `.environment` steps.
  ///   - file: Where leftover actions are reported; defaults to the call site.
  ///   - line: Where leftover actions are reported; defaults to the call site.
  public func assert(_ steps: Step..., file: StaticString = #filePath, line: UInt = #line) {
    for step in steps {
      switch step.kind {
      case let .send(action, update):
        failIfUnasserted(before: "sending \(describe(action))", step.location)
        let actual = reduce(action, from: step.location, queueing: false)
        assertState(update, actual: actual, after: "sending \(describe(action))", step.location)
      case let .receive(match, update):
        receive(match, update, step.location)
      case let .do(work):
        failIfUnasserted(before: "this .do step", step.location)
        do { try work() } catch { report("The .do step threw an error: \(error)", step.location) }
      case let .environment(update):
        failIfUnasserted(before: "changing the environment", step.location)
        install(
          lock.withLock { () -> Environment in
            update(&environment)
            return environment
          })
      }
    }
    finish(TestStoreFailure.Location(file: file, line: line))
  }

  // MARK: - Checking the steps

  /// Compares the state a step produced with the state its closure describes.
  private func assertState(
    _ update: ((inout State) throws -> Void)?, actual: State, after subject: String,
    _ location: TestStoreFailure.Location
  ) {
    // TODO(1): compare `actual` with the state this step describes, starting from `asserted`:
    //   - no `update`: the state must not have changed;
    //   - an `update`: apply it to a copy of `asserted` to get the expected state; a mismatch
    //     fails, and so does a closure that changes nothing when the state did not change.
    //     The closure may throw: call it with `try` inside `do`/`catch`, and report the error
    //     ("The closure of this step threw an error: …") instead of comparing.
    // Report with `report(_:_:)`, showing `diff(expected, actual)`. Then, whatever happened,
    // `actual` is the new `asserted` state (done for you below).
    asserted = actual
  }

  /// Takes the oldest action the effects sent back and checks it is the one `match` describes.
  private func receive(
    _ match: Step.Match, _ update: ((inout State) throws -> Void)?,
    _ location: TestStoreFailure.Location
  ) {
    // TODO(2): wait (`waitForEffects(until:)`) until an action was received; then take the oldest
    // one (`takeOldestReceived()`). With nothing to take, fail with `nothingReceived(expecting:)`.
    // If it is not the one `match` describes (`match.matches(_:)`), fail with
    // `mismatch(_:received:)`: the action is used up, and the state it produced counts as
    // asserted. Otherwise check that state with `assertState`.
  }

  /// Fails when actions were received that no `.receive` step has asserted yet. They stay
  /// queued, so the `.receive` steps that follow still find them: one mistake, one failure.
  private func failIfUnasserted(before subject: String, _ location: TestStoreFailure.Location) {
    // TODO(3): if received actions wait that no failure has listed yet
    // (`takeUnreportedReceived()`), fail once, saying how many and listing them (`list(_:)`),
    // and count the state the last one produced as asserted. They stay queued: the `.receive`
    // steps after this one may still take them.
  }

  /// The end of the test: nothing may be left unasserted, and every effect must have finished.
  private func finish(_ location: TestStoreFailure.Location) {
    // TODO(4): first wait (`waitForEffects(until:)`, with a condition that never holds) for
    // running effects to finish. Then report the leftover received actions (one failure at
    // `location`, listing them), and each effect still running at the step that started it
    // (its `origin`, once per step, with `stillRunningMessage(count:parked:)`: `parked` when one
    // of them `isParkedOnATestScheduler`).
    let (_, stillRunning) = takeLeftovers()
    // NB: an action an effect sends while the others are cancelled stays queued for the next
    // `assert`, which judges it from the state before it.
    asserted = lock.withLock { currentState }
    stillRunning.forEach { $0.cancellable?.cancel() }
  }

  // MARK: - The queue of received actions

  /// An action an effect sent back, the state reducing it produced, and whether a failure has
  /// listed it already (so that one mistake fails once).
  private struct Received {
    let action: Action
    let state: State
    var isListed = false
  }

  /// Removes and returns the oldest received action with the state it produced, if any.
  private func takeOldestReceived() -> Received? {
    lock.withLock { received.isEmpty ? nil : received.removeFirst() }
  }

  /// The received actions no failure has listed yet, now marked as listed. They stay queued.
  private func takeUnreportedReceived() -> [Received] {
    lock.withLock {
      let unlisted = received.filter { !$0.isListed }
      for index in received.indices { received[index].isListed = true }
      return unlisted
    }
  }

  /// Empties the store at the end of a test: the received actions no failure has listed yet,
  /// and the effects still running.
  private func takeLeftovers() -> (unasserted: [Action], running: [RunningEffect]) {
    lock.withLock {
      defer { (received, running) = ([], []) }
      return (received.filter { !$0.isListed }.map(\.action), running)
    }
  }

  // MARK: - Running the reducer and its effects

  /// Reduces `action`, queues it for `.receive` if an effect sent it, then starts its effects.
  /// Returns the state right after the reducer ran.
  ///
  /// NB: like TCA's store, an action sent while the store is reducing (by an effect that emits
  /// at once, or re-entrantly from inside the reducer) is buffered and reduced after the current
  /// one, in the order sent: `a` returning `merge(b, c)`, and `b` returning `b2`, reduces
  /// `b, c, b2`. Actions that effects send later, from other queues, arrive in the order sent.
  private func reduce(
    _ action: Action, from origin: TestStoreFailure.Location, queueing: Bool
  ) -> State {
    lock.withLock {
      guard !isReducing else {
        buffered.append((action, origin))
        return currentState
      }
      isReducing = true
      defer { isReducing = false }
      let result = apply(action, from: origin, queueing: queueing)
      while !buffered.isEmpty {
        let next = buffered.removeFirst()
        _ = apply(next.action, from: next.origin, queueing: true)
      }
      onProgress?()
      return result
    }
  }

  /// Runs the reducer on a copy of the state, so that a re-entrant send never touches the state
  /// while the reducer holds it, then starts the effects it returned.
  private func apply(
    _ action: Action, from origin: TestStoreFailure.Location, queueing: Bool
  ) -> State {
    var state = currentState
    let effects = reducer(&state, action, environment)
    currentState = state
    if queueing { received.append(Received(action: action, state: state)) }
    effects.forEach { start($0, from: origin) }
    return state
  }

  private func start(_ effect: Effect<Action>, from origin: TestStoreFailure.Location) {
    let tracked = RunningEffect(origin: origin)
    running.append(tracked)
    // NB: the effect's owner marks what it leaves on a test scheduler, or that it never ends.
    let cancellable = SchedulingOwner.with(tracked.owner) {
      effect.sink(
        receiveCompletion: { [weak self, weak tracked] _ in
          guard let self, let tracked else { return }
          self.lock.withLock {
            self.running.removeAll { $0 === tracked }
            self.onProgress?()
          }
        },
        receiveValue: { [weak self] action in
          _ = self?.reduce(action, from: origin, queueing: true)
        }
      )
    }
    // NB: releasing the cancellable would cancel the effect, so keep it while the effect runs.
    if running.contains(where: { $0 === tracked }) { tracked.cancellable = cancellable }
  }

  /// Whether every running effect waits on something no wait can bring: work parked on a test
  /// scheduler (only the test moves virtual time), or an effect that never ends.
  private var runningEffectsAreStuck: Bool {
    running.allSatisfy { $0.isParkedOnATestScheduler || $0.owner.waitsForever }
  }

  /// Waits, up to `timeout`, until `condition` holds, no effect runs any more, or every running
  /// effect is stuck: a passing test never waits, and a stuck one fails at once.
  private func waitForEffects(until condition: @escaping () -> Bool) {
    wait { condition() || self.running.isEmpty || self.runningEffectsAreStuck }
  }

  /// Waits up to `timeout` for `condition`, which is checked under the lock whenever an effect
  /// sends an action or finishes.
  private func wait(until condition: @escaping () -> Bool) {
    let progress = XCTestExpectation(description: "effects in flight")
    let holds = lock.withLock { () -> Bool in
      if condition() { return true }
      onProgress = { if condition() { progress.fulfill() } }
      return false
    }
    guard !holds else { return }
    _ = XCTWaiter().wait(for: [progress], timeout: timeout)
    // NB: `condition` holds the store; dropping it here is what lets the store go.
    lock.withLock { onProgress = nil }
  }

  // MARK: - Reporting

  private func report(_ message: String, _ location: TestStoreFailure.Location) {
    reportFailure(TestStoreFailure(message: message, file: location.file, line: location.line))
  }

  private func describe(_ value: Any) -> String { valueDump(value) }

  /// Why a `.receive` step found nothing: no effect left, effects parked on a test scheduler,
  /// or effects on real queues that sent nothing in time.
  private func nothingReceived(expecting match: Step.Match) -> String {
    let (stillRunning, parked, stuck) = lock.withLock {
      (running.count, running.contains(where: \.isParkedOnATestScheduler), runningEffectsAreStuck)
    }
    return FailureText.nothingReceived(
      expecting: describe(match), running: stillRunning, parked: parked, stuck: stuck,
      timeout: "\(timeout) s")
  }

  /// A received action that is not the one a `.receive` step describes.
  private func mismatch(_ match: Step.Match, received action: Action) -> String {
    switch match {
    case let .action(expected):
      return "Received an action other than the one this step expects:\n\n"
        + diff(expected, action)
    case .predicate:
      return "Received an action that does not match this step's predicate:\n\n"
        + list([action])
    }
  }

  /// Effects a step started that are still running at the end of the test; `parked` when some
  /// of them wait on a test scheduler.
  private func stillRunningMessage(count number: Int, parked: Bool) -> String {
    "\(count(number, "effect")) started by this step \(number == 1 ? "is" : "are") still running "
      + "at the end of the test. Every effect must finish before a test ends: "
      + (parked
        ? "advance the test scheduler (`scheduler.advance(by:)` or `scheduler.run()`) until the "
          + "work waiting on it has run, or cancel the effect."
        : "make the mock complete, or check that the reducer returns the effect you meant.")
  }

  private func describe(_ match: Step.Match) -> String {
    switch match {
    case let .action(action): return FailureText.expectation(action)
    case .predicate: return FailureText.expectation(nil)
    }
  }

  private func diff(_ expected: Any, _ actual: Any) -> String {
    // TODO(1): the line diff of the two values' dumps (`valueDump`, `lineDiff`), expected first.
    ""
  }

  private func list(_ actions: [Action]) -> String {
    actions.map { "  " + valueDump($0).replacingOccurrences(of: "\n", with: "\n  ") }
      .joined(separator: "\n")
  }

  private func count(_ number: Int, _ noun: String) -> String { FailureText.count(number, noun) }
}

/// An effect the store started and that has not finished yet.
private final class RunningEffect {
  let origin: TestStoreFailure.Location
  var cancellable: Cancellable?
  /// Marks what the effect leaves on a test scheduler, and whether it never ends.
  let owner = SchedulingOwner()

  init(origin: TestStoreFailure.Location) { self.origin = origin }

  /// Whether the effect has work waiting on a `TestScheduler`, which only the test can run.
  var isParkedOnATestScheduler: Bool { TestScheduler.pendingWorkCount(ownedBy: owner) > 0 }
}
