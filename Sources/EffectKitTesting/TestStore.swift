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
public final class TestStore<State: Equatable, Action: Equatable, Environment> {
  /// How long a `.receive` step, and the end of `assert`, wait for effects still in flight. A
  /// passing test never waits it out: each wait ends as soon as there is something to check.
  public var timeout: TimeInterval = 2

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
  private var state: State
  private var received: [(action: Action, state: State)] = []
  private var running: [RunningEffect] = []
  private var onProgress: (() -> Void)?

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
    self.state = initialState
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
      case let .receive(action, update):
        receive(action, update, step.location)
      case let .do(work):
        failIfUnasserted(before: "this .do step", step.location)
        do { try work() } catch { report("The .do step threw an error: \(error)", step.location) }
      case let .environment(update):
        failIfUnasserted(before: "changing the environment", step.location)
        install(lock.withLock { () -> Environment in
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
    _ update: ((inout State) -> Void)?, actual: State, after subject: String,
    _ location: TestStoreFailure.Location
  ) {
    defer { asserted = actual }
    guard let update else {
      if actual != asserted {
        report(
          "The state changed after \(subject), but the step expects no change. Describe the "
            + "change in a closure after the step:\n\n" + diff(asserted, actual), location)
      }
      return
    }
    var expected = asserted
    update(&expected)
    if expected == asserted, actual == asserted {
      report(
        "The closure of this step changes nothing, and the state did not change after "
          + "\(subject) either. Leave the closure off a step that changes no state.", location)
    } else if actual != expected {
      report(
        "The state after \(subject) is not the state the step expects:\n\n"
          + diff(expected, actual), location)
    }
  }

  /// Takes the oldest action the effects sent back and checks it is `expected`.
  private func receive(
    _ expected: Action, _ update: ((inout State) -> Void)?,
    _ location: TestStoreFailure.Location
  ) {
    _ = wait { !self.received.isEmpty || self.running.isEmpty }
    let (next, stillRunning) = lock.withLock { () -> ((action: Action, state: State)?, Int) in
      (received.isEmpty ? nil : received.removeFirst(), running.count)
    }
    guard let next else {
      return report(
        "Expected to receive \(describe(expected)), but "
          + (stillRunning == 0
            ? "no action was received, and no effect is still running to send one."
            : "nothing arrived within \(timeout) s while \(count(stillRunning, "effect")) "
              + "kept running."), location)
    }
    guard next.action == expected else {
      asserted = next.state
      return report(
        "Received an action other than the one this step expects:\n\n"
          + diff(expected, next.action), location)
    }
    assertState(update, actual: next.state, after: "receiving \(describe(expected))", location)
  }

  /// Fails when actions were received that no `.receive` step has asserted yet.
  private func failIfUnasserted(before subject: String, _ location: TestStoreFailure.Location) {
    let unasserted = lock.withLock { () -> [(action: Action, state: State)] in
      defer { received.removeAll() }
      return received
    }
    guard let last = unasserted.last else { return }
    asserted = last.state
    report(
      "\(count(unasserted.count, "received action")) must be asserted with .receive before "
        + "\(subject):\n" + list(unasserted.map(\.action)), location)
  }

  /// The end of the test: nothing may be left unasserted, and every effect must have finished.
  private func finish(_ location: TestStoreFailure.Location) {
    _ = wait { self.running.isEmpty }
    let (unasserted, stillRunning) = lock.withLock {
      defer { (received, running) = ([], []) }
      return (received.map(\.action), running)
    }
    if !unasserted.isEmpty {
      report(
        "The test ended with \(count(unasserted.count, "received action")) that no step "
          + "asserted:\n" + list(unasserted), location)
    }
    var origins: [TestStoreFailure.Location] = []
    for effect in stillRunning where !origins.contains(effect.origin) {
      origins.append(effect.origin)
    }
    for origin in origins {
      let number = stillRunning.filter { $0.origin == origin }.count
      report(
        "\(count(number, "effect")) started by this step \(number == 1 ? "is" : "are") still "
          + "running at the end of the test. Every effect must finish before a test ends: "
          + "make the mock complete, or check that the reducer returns the effect you meant.",
        origin)
    }
    stillRunning.forEach { $0.cancellable?.cancel() }
    asserted = lock.withLock { state }
  }

  // MARK: - Running the reducer and its effects

  /// Reduces `action`, queues it for `.receive` if an effect sent it, then starts its effects.
  /// Returns the state right after the reducer ran.
  private func reduce(
    _ action: Action, from origin: TestStoreFailure.Location, queueing: Bool
  ) -> State {
    lock.withLock {
      let effects = reducer(&state, action, environment)
      let result = state
      if queueing { received.append((action, result)) }
      // NB: actions an effect sends right away are reduced right away, depth first, exactly
      // as a real store would: they queue up behind the action that started the effect.
      effects.forEach { start($0, from: origin) }
      onProgress?()
      return result
    }
  }

  private func start(_ effect: Effect<Action>, from origin: TestStoreFailure.Location) {
    let tracked = RunningEffect(origin: origin)
    running.append(tracked)
    let cancellable = effect.sink(
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
    // NB: releasing the cancellable would cancel the effect, so keep it while the effect runs.
    if running.contains(where: { $0 === tracked }) { tracked.cancellable = cancellable }
  }

  /// Waits up to `timeout` for `condition`, which is checked under the lock whenever an effect
  /// sends an action or finishes. Returns whether it holds.
  private func wait(until condition: @escaping () -> Bool) -> Bool {
    let progress = XCTestExpectation(description: "effects in flight")
    let holds = lock.withLock { () -> Bool in
      if condition() { return true }
      onProgress = { [unowned self] in
        guard condition() else { return }
        self.onProgress = nil
        progress.fulfill()
      }
      return false
    }
    if holds { return true }
    let result = XCTWaiter().wait(for: [progress], timeout: timeout)
    lock.withLock { onProgress = nil }
    return result == .completed
  }

  // MARK: - Reporting

  private func report(_ message: String, _ location: TestStoreFailure.Location) {
    reportFailure(TestStoreFailure(message: message, file: location.file, line: location.line))
  }

  private func describe(_ value: Any) -> String { valueDump(value) }

  private func diff(_ expected: Any, _ actual: Any) -> String {
    lineDiff(expected: valueDump(expected), actual: valueDump(actual))
      ?? "(Both dump to the same text; check the type's == for the difference.)"
  }

  private func list(_ actions: [Action]) -> String {
    actions.map { "  " + valueDump($0).replacingOccurrences(of: "\n", with: "\n  ") }
      .joined(separator: "\n")
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

/// An effect the store started and that has not finished yet.
private final class RunningEffect {
  let origin: TestStoreFailure.Location
  var cancellable: Cancellable?

  init(origin: TestStoreFailure.Location) { self.origin = origin }
}
