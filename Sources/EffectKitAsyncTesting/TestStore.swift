import EffectKit
import EffectKitTesting
import Foundation

/// A store for tests, as TCA 1.x has it: each step is one `await`ed call, effects run on Swift
/// concurrency, and a test can be exhaustive (the default) or not.
///
/// ```swift
/// @MainActor @Test func nthPrime() async {
///   let store = TestStore(initialState: CounterState(count: 7)) { counterReducer }
///   await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeButtonDisabled = true }
///   await store.receive(.nthPrimeResponse(17)) {
///     $0.alertNthPrime = PrimeAlert(prime: 17)
///     $0.isNthPrimeButtonDisabled = false
///   }
/// }
/// ```
///
/// Its names and argument labels are TCA's, and so is its behaviour: an `Effect.run`'s `send`
/// reduces its action at once, with the actions that action's own effects send at once, so a
/// chain of effects arrives depth-first; actions sent while the store reduces are reduced after
/// the current one, in order; inside a step's closure `state` is the state before the step;
/// when the store goes away at the end of the test, actions nobody received and effects still
/// running fail the test. An error an `Effect.run` throws and nothing catches, and an action
/// sent after an `Effect.run` completed, fail the test at the line that created the
/// `Effect.run`. Its failures read like those of the synchronous `TestStore` of step 08, with
/// the same −/+ diffs.
/// Where it differs from TCA's:
///
/// | Behaviour | TCA | This store | Why |
/// | --- | --- | --- | --- |
/// | Creating it | `TestStore(initialState:) { Feature() } withDependencies: { … }` | `TestStore(initialState:) { featureReducer }`; override dependencies with `withDependencies { … } operation: { … }` around the test | reducers are functions, and each step owns its dependencies |
/// | Matching a received action by case | `receive(\.response)` with case key paths | `receive { if case .response = $0 … }` (TCA's predicate form), or `receive(where:)` | case key paths need a macro package |
/// | Skipped assertions under XCTest | reported as expected failures | printed, prefixed "Skipped assertion:" | XCTest on Linux has no expected failures; Swift Testing shows them as known issues on every platform |
/// | Serial executor | `useMainSerialExecutor` | none: waits poll the effects until `timeout` | the toolchain alone has no serial executor |
/// | Letting effects run | `send`, `receive` and the skips suspend with `Task.megaYield()` | they wait up to 0.1 s until every effect has finished or waits on a test scheduler or clock | without a serial executor, a few yields promise nothing |
/// | `finish()` | fails on received actions first, then waits; what arrives during the wait is left for `receive` | the same, and what arrived while the last step let the effects run is left too | that moment stands for TCA's few yields, which an effect that takes a moment outlasts: the verdict must not depend on the machine's speed |
/// | Cancellation ids | scoped to the running Swift Testing test | scoped to the store | tests run side by side must not cancel each other's effects, and a store is one test's |
/// | The end of the test | reports effects still in flight at once | first lets the effects run a moment (0.1 s at most, as after every step), then reports those still in flight | without a serial executor, an effect that sent its last action may still be on its way out when the test ends |
/// | `skipInFlightEffects()` | documented as cancelling the effects; its code only stops tracking them, and TCA's `testEffectEmitAfterSkipInFlightEffects` receives what one sends later | stops tracking them, as TCA's code does | where TCA's documentation and code disagree, the code is what tests meet |
/// | Failure messages | TCA's wording | the wording of step 08's store | one voice for the whole workshop |
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How much the test must assert: `.on` (the default), `.off`, or
  /// `.off(showSkippedAssertions: true)`.
  public var exhaustivity: Exhaustivity {
    get { ledger.exhaustivity }
    set { ledger.exhaustivity = newValue }
  }

  /// How long `receive`, `finish` and `TestStoreTask.finish` wait for effects when not told.
  public var timeout: Duration {
    get { ledger.timeout }
    set { ledger.timeout = newValue }
  }

  /// The state as the steps so far have asserted it: after the last `send`, or the last
  /// `receive` (or skip) of an action an effect sent back. Inside a step's closure, it is the
  /// state before that step, as in TCA.
  public var state: State { asserted }

  /// Where failures go; tests of the store itself replace it to collect them.
  package var reporter: IssueReporter {
    get { ledger.reporter }
    set { ledger.reporter = newValue }
  }

  let reducer: Reducer<State, Action>
  /// Where the store was created: leftovers at the end of the test are reported there.
  private let creation: SourceSpot
  /// The state as the steps so far describe it; each step's expectation starts from here.
  var asserted: State
  /// The state after every action reduced so far, asserted or not.
  var current: State
  /// What the end of the test needs to know, kept where `deinit` may read it.
  let ledger = Ledger<State, Action>()
  /// Who the store is, for the tasks its sends return.
  nonisolated let identity = StoreIdentity()
  var cancelledSends: Set<Int> = []
  var lastID = 0
  /// How long `send`, `receive`, the skips and the end of the test let the effects run before
  /// they look at them; the store's own tests raise it, so that a loaded machine cannot make
  /// them fail.
  var settleTime: Duration {
    get { ledger.settleTime }
    set { ledger.settleTime = newValue }
  }
  /// How many failures there were when the last step's state was checked.
  private var failuresAtLastCheck = 0
  /// Whether the reducer is running: an action sent meanwhile waits its turn in the inbox.
  var isReducing = false
  /// Whether a step is letting the effects run: what they send meanwhile arrives late.
  var isLettingEffectsRun = false

  /// The actions effects sent back, oldest first, that no `receive` has taken yet.
  var received: [Received<State, Action>] {
    get { ledger.received }
    set { ledger.received = newValue }
  }

  /// The effects started and not finished yet, by the order they started in.
  var running: [Int: RunningEffect<Action>] {
    get { ledger.running }
    set { ledger.running = newValue }
  }

  /// Creates a store that starts at `initialState` and runs the reducer `reducer` returns.
  ///
  /// ```swift
  /// let store = TestStore(initialState: CounterState()) { counterReducer }
  /// ```
  public init(
    initialState: @autoclosure () -> State,
    reducer: () -> Reducer<State, Action>,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let state = initialState()
    self.asserted = state
    self.current = state
    self.reducer = reducer()
    self.creation = SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  deinit {
    // NB: `deinit` is not isolated to the main actor, so it reads only the ledger; nothing else
    // holds the store any more.
    ledger.complete(creation: creation)
  }

  /// Sends `action` as the user would, and checks that the state changes as `update` describes.
  ///
  /// `update` receives the state as the steps so far left it; mutate it into the state you
  /// expect, or leave it off when the state must not change. With `exhaustivity` off, it
  /// receives the actual state and only what it sets is checked.
  ///
  /// Before it returns, it lets the effects run (up to 0.1 s, until each has finished or waits
  /// on a test scheduler or clock), as TCA's suspends: the actions they send are queued for
  /// `receive`, and a non-exhaustive test's next `send` starts from the state they left.
  ///
  /// - Returns: The effects this action started, to cancel or wait for.
  @discardableResult
  public func send(
    _ action: Action,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    let spot = SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column)
    drain()
    let subject = "sending \(valueDump(action))"
    settleReceived(before: subject, at: spot)
    let sendID = nextID()
    let actual = reduce(action, origin: EffectOrigin(sendID: sendID, spot: spot, action: action))
    assertState(update, actual: actual, after: subject, at: spot)
    await letEffectsRun()
    return TestStoreTask(sendID: sendID, store: self)
  }

  /// Checks the state as the steps so far left it: `store.assert { $0.count = 3 }`.
  ///
  /// Useful in a non-exhaustive test after `finish()` and `skipReceivedActions()`, to assert
  /// the end result without restating every step on the way.
  public func assert(
    _ update: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let spot = SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column)
    var expected = asserted
    do {
      try update(&expected)
    } catch {
      return fail(FailureText.closureThrew(error), at: spot)
    }
    if expected != asserted {
      fail(
        FailureText.stateMismatch(after: "the steps so far", expected: expected, actual: asserted),
        at: spot)
    }
  }

  // MARK: - Checking the steps

  /// Compares the state a step produced with the state its closure describes, as the
  /// exhaustivity says, and makes it the asserted state. The closure sees `state` as it was
  /// before the step.
  func assertState(
    _ update: ((inout State) throws -> Void)?, actual: State, after subject: String,
    at spot: SourceSpot
  ) {
    let previous = asserted
    let followsAFailure = ledger.failureCount > failuresAtLastCheck
    defer {
      asserted = actual
      failuresAtLastCheck = ledger.failureCount
    }
    switch exhaustivity {
    case .on:
      guard let update else {
        if actual != previous {
          fail(
            FailureText.unexpectedChange(after: subject, expected: previous, actual: actual),
            at: spot)
        }
        return
      }
      var expected = previous
      do { try update(&expected) } catch { return fail(FailureText.closureThrew(error), at: spot) }
      // NB: as in TCA, the closure is held to the actual state first: one that changes nothing
      // on a step that changed the state gets the diff. Only a closure that matches gets advice.
      if actual != expected {
        fail(
          FailureText.stateMismatch(after: subject, expected: expected, actual: actual), at: spot)
      } else if expected == previous, !followsAFailure {
        // NB: right after a failure the closure may only look idle, because the failed step
        // left the state behind: advice is given only when it is true.
        fail(FailureText.closureChangesNothing(after: subject), at: spot)
      }

    case let .off(showSkippedAssertions):
      var expected = actual
      do { try update?(&expected) } catch { return fail(FailureText.closureThrew(error), at: spot) }
      var described = previous
      try? update?(&described)
      if expected != actual {
        // NB: TCA's documentation warns of this: the closure mutates the actual state.
        let note = described == actual ? FailureText.appliedTwice : ""
        return fail(
          FailureText.stateMismatch(after: subject, expected: expected, actual: actual) + note,
          at: spot)
      }
      guard showSkippedAssertions else { return }
      if described != actual {
        skip(
          "The state after \(subject) also changed where this step does not look:\n\n"
            + FailureText.diff(described, actual), at: spot)
      } else if update != nil, described == previous {
        skip(FailureText.closureChangesNothing(after: subject), at: spot)
      }
    }
  }

  /// Before a `send` or `finish`: received actions no `receive` took fail an exhaustive test
  /// (they stay queued, so the `receive` calls that follow still find them), and are skipped
  /// in a non-exhaustive one.
  private func settleReceived(before subject: String, at spot: SourceSpot) {
    guard exhaustivity == .on else {
      if !received.isEmpty { skipReceived(at: spot) }
      return
    }
    let unlisted = received.indices.filter { !received[$0].isListed }
    guard let last = unlisted.last else { return }
    unlisted.forEach { received[$0].isListed = true }
    // NB: the step is judged from the state those actions left: one mistake, one failure.
    asserted = received[last].state
    fail(FailureText.unasserted(unlisted.map { received[$0].action }, before: subject), at: spot)
  }

  /// Drops every received action, asserting the state the last one left, and shows them as
  /// skipped unless the test hides skipped assertions.
  func skipReceived(at spot: SourceSpot) {
    guard let last = received.last else { return }
    noteSkipped(
      "\(FailureText.count(received.count, "received action")) skipped:\n"
        + FailureText.list(received.map(\.action)), at: spot)
    asserted = last.state
    received = []
  }

  /// Cancels the effects `isIncluded` picks and forgets them; returns them, oldest first.
  @discardableResult
  func cancelEffects(where isIncluded: (RunningEffect<Action>) -> Bool) -> [RunningEffect<Action>] {
    ledger.cancelEffects(where: isIncluded)
  }

  // MARK: - Reporting

  func fail(_ message: String, at spot: SourceSpot) { ledger.fail(message, at: spot) }

  func skip(_ message: String, at spot: SourceSpot) { ledger.skip(message, at: spot) }

  func show(_ message: String, at spot: SourceSpot) { ledger.show(message, at: spot) }

  func noteSkipped(_ message: String, at spot: SourceSpot) { ledger.noteSkipped(message, at: spot) }
}
