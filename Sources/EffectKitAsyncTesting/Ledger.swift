import EffectKit
import EffectKitTesting
import Foundation

/// What a test store knows that the end of the test needs: the received actions nobody took,
/// the running effects, and how to report them. The store's `deinit`, which is not isolated to
/// the main actor, reads it once more when nothing else holds the store.
final class Ledger<State, Action>: @unchecked Sendable {
  var exhaustivity: Exhaustivity = .on
  var timeout: Duration = .seconds(1)
  /// How long each step, and the end of the test, let the effects run before looking at them.
  var settleTime: Duration = .milliseconds(100)
  var reporter = IssueReporter.live
  var received: [Received<State, Action>] = []
  /// The effects started and not finished yet that the test must see finish.
  var running: [Int: RunningEffect<Action>] = [:]
  /// Effects `skipInFlightEffects()` stopped tracking: they still run, and what they send is
  /// still received, but nothing fails when they outlive the test.
  var untracked: [Int: RunningEffect<Action>] = [:]
  /// Where each effect that ended came from, to name it if it sends after it completed.
  var ended: [Int: EffectOrigin<Action>] = [:]
  let inbox = EffectInbox<Action>()
  /// How many failures the store has reported.
  private(set) var failureCount = 0

  /// Every effect still running, tracked or not.
  var live: [RunningEffect<Action>] { Array(running.values) + Array(untracked.values) }

  /// Where effect `id` came from, while it runs.
  func origin(ofEffect id: Int) -> EffectOrigin<Action>? {
    (running[id] ?? untracked[id])?.origin
  }

  /// Where effect `id` came from, whether it still runs or has ended: an action sent after its
  /// `Effect.run` completed may arrive before the news that the effect finished.
  func origin(ofRunningOrEndedEffect id: Int) -> EffectOrigin<Action>? {
    origin(ofEffect: id) ?? ended[id]
  }

  /// Forgets effect `id`, which finished.
  func noteFinished(_ id: Int) {
    if let effect = running.removeValue(forKey: id) ?? untracked.removeValue(forKey: id) {
      ended[id] = effect.origin
    }
  }

  /// Cancels the effects `isIncluded` picks, tracked or not, and forgets them; returns the
  /// tracked ones, oldest first.
  @discardableResult
  func cancelEffects(where isIncluded: (RunningEffect<Action>) -> Bool) -> [RunningEffect<Action>] {
    let cancelled = runningInOrder.filter { isIncluded($0.effect) }
    for (id, effect) in cancelled { cancel(effect, id: id) }
    for (id, effect) in untracked where isIncluded(effect) { cancel(effect, id: id) }
    return cancelled.map(\.effect)
  }

  private func cancel(_ effect: RunningEffect<Action>, id: Int) {
    running[id] = nil
    untracked[id] = nil
    ended[id] = effect.origin
    effect.cancellable?.cancel()
  }

  /// The running effects, oldest first.
  var runningInOrder: [(id: Int, effect: RunningEffect<Action>)] {
    running.keys.sorted().compactMap { id in running[id].map { (id, $0) } }
  }

  /// The end of the test: received actions no step took, and effects still running, are
  /// reported as the exhaustivity says, and the effects are cancelled. Actions that arrived
  /// after the last step count as received; their own effects never start.
  func complete(creation: SourceSpot) {
    var unasserted = received.filter { !$0.isListed }.map(\.action)
    // NB: as after every step, the effects get a moment to finish, for one that has sent its
    // last action may still be on its way out; one still running after that fails the test, as
    // in TCA, where a test that must wait for an effect ends with `finish()`. This blocks the
    // main actor, so an effect that still wants to send (which takes the main actor) is waited
    // for in vain, and reported.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: settleTime)
    while true {
      while let event = inbox.takeOldest() {
        switch event {
        case let .action(action, effect: id):
          if origin(ofEffect: id) != nil { unasserted.append(action) }
        case let .finished(effect: id): noteFinished(id)
        case let .issue(issue, effect: id): report(issue, ofEffect: id)
        }
      }
      guard !running.values.allSatisfy(\.isStuck), clock.now < deadline else { break }
      Thread.sleep(forTimeInterval: 0.001)
    }
    if !unasserted.isEmpty {
      show(FailureText.endedWithUnasserted(unasserted, canSkip: true), at: creation)
    }
    // NB: read before cancelling, which ends their sleeps.
    let asleep = running.values.filter(\.isAsleepOnATestClock)
    let stillRunning = cancelEffects { _ in true }
    var origins: [SourceSpot] = []
    for effect in stillRunning where !origins.contains(effect.origin.spot) {
      origins.append(effect.origin.spot)
    }
    for origin in origins {
      let started = stillRunning.filter { $0.origin.spot == origin }
      show(
        FailureText.stillRunning(
          started.map(\.origin.action),
          parked: started.contains(where: \.isParkedOnATestScheduler),
          asleep: started.contains { effect in asleep.contains { $0 === effect } },
          fix: Self.stillRunningFix(waitingToSend: !unasserted.isEmpty)),
        at: origin)
    }
  }

  /// What to do about an effect still running at the end. An effect that sent actions nobody
  /// received may only be waiting to send its next one.
  static func stillRunningFix(waitingToSend: Bool) -> String {
    (waitingToSend
      ? "receive the actions it sent (it may be waiting to send the next one), "
      : "end the test with `await store.finish()`, which waits for an effect that takes a "
        + "moment, make the dependency complete, ")
      + "cancel the task `send` returned (`await task.cancel()`), or stop tracking it with "
      + "`await store.skipInFlightEffects()`."
  }

  /// Reports a mistake effect `id`'s `Effect.run` made, at the line that created it.
  func report(_ issue: EffectRunIssue, ofEffect id: Int) {
    let spot = SourceSpot(
      fileID: issue.fileID, filePath: issue.filePath, line: issue.line, column: issue.column)
    switch issue.kind {
    case let .unhandledError(message):
      fail(message, at: spot)
    case let .actionAfterCompletion(action):
      fail(
        FailureText.sentAfterCompletion(
          action, from: origin(ofRunningOrEndedEffect: id)?.action, place: issue.place),
        at: spot)
    }
  }

  // MARK: - Reporting

  /// A failure, whatever the exhaustivity.
  func fail(_ message: String, at spot: SourceSpot) {
    failureCount += 1
    reporter.report(message, spot, false)
  }

  /// An assertion a non-exhaustive test skipped, shown as a known issue.
  func skip(_ message: String, at spot: SourceSpot) {
    reporter.report(message, spot, true)
  }

  /// What an exhaustive test fails on and a non-exhaustive one skips: a failure with
  /// exhaustivity on, a skipped assertion with `showSkippedAssertions`, nothing otherwise.
  func show(_ message: String, at spot: SourceSpot) {
    switch exhaustivity {
    case .on: fail(message, at: spot)
    case .off(showSkippedAssertions: true): skip(message, at: spot)
    case .off(showSkippedAssertions: false): break
    }
  }

  /// A skip the test asked for: shown as a skipped assertion unless the test hides them.
  func noteSkipped(_ message: String, at spot: SourceSpot) {
    if exhaustivity != .off { skip(message, at: spot) }
  }
}

/// An action an effect sent back, the state before and after reducing it.
struct Received<State, Action> {
  let action: Action
  let before: State
  let state: State
  /// Whether it arrived while the last step let the effects run, where TCA's store yields a
  /// few times: `finish()` leaves it for the next `receive`, as if it had come during its wait.
  var arrivedLate: Bool
  /// Whether a failure has listed it already, so that one mistake fails once.
  var isListed = false
}

/// The step an effect comes from: the `send` that started it, directly or through actions its
/// effects sent back.
struct EffectOrigin<Action> {
  let sendID: Int
  let spot: SourceSpot
  let action: Action
}

/// An effect the store started and that has not finished yet.
final class RunningEffect<Action> {
  let origin: EffectOrigin<Action>
  var cancellable: Cancellable?
  /// Marks what the effect leaves on a test scheduler or clock, and whether it never ends.
  let owner = SchedulingOwner()

  init(origin: EffectOrigin<Action>) { self.origin = origin }

  /// Whether the effect waits on something no wait brings: virtual time, or nothing at all.
  var isStuck: Bool { isParkedOnATestScheduler || isAsleepOnATestClock || owner.waitsForever }

  /// Whether the effect has work waiting on a `TestScheduler`, which only the test can run.
  var isParkedOnATestScheduler: Bool { TestScheduler.pendingWorkCount(ownedBy: owner) > 0 }

  /// Whether the effect sleeps on a `TestClock`, which only the test can advance.
  var isAsleepOnATestClock: Bool { owner.isAsleepOnATestClock }
}
