import EffectKit
import EffectKitTesting
import Foundation

// Running the reducer and its effects.
extension TestStore {
  func nextID() -> Int {
    lastID += 1
    return lastID
  }

  /// Runs the reducer, queues the action for `receive` if an effect sent it, and starts the
  /// effects the reducer returned. Returns the state right after the reducer ran.
  @discardableResult
  func reduce(_ action: Action, origin: EffectOrigin<Action>, isReceived: Bool = false)
    -> State
  {
    let before = current
    var state = current
    let effects = reducer(&state, action)
    current = state
    if isReceived {
      received.append(
        Received(action: action, before: before, state: state, arrivedLate: isLettingEffectsRun))
    }
    effects.forEach { start($0, from: origin) }
    return state
  }

  private func start(_ effect: Effect<Action>, from origin: EffectOrigin<Action>) {
    let id = nextID()
    let tracked = RunningEffect(origin: origin)
    running[id] = tracked
    let inbox = ledger.inbox
    // NB: what an `Effect.run` sends (its `send` runs on the main actor) is reduced before
    // `send` returns, as in TCA's store; what other effects send, from wherever they run,
    // waits in the inbox for the store's next look.
    let deliver: @Sendable () -> Void = { [weak self] in
      guard MainActorSend.isActive else { return }
      MainActor.assumeIsolated { self?.drain() }
    }
    tracked.owner.onIssue { issue in
      inbox.post(.issue(issue, effect: id))
      deliver()
    }
    // NB: the effect's owner marks what it leaves on a test scheduler or clock, or that it
    // never ends; the store's own scope keeps its cancellation ids from other tests' stores.
    tracked.cancellable = CancellationRegistry.$scope.withValue(ObjectIdentifier(ledger)) {
      SchedulingOwner.with(tracked.owner) {
        effect.sink(
          // NB: the end of an effect waits for the next drain: it only makes the store forget
          // the effect, and every step drains before it looks at the running effects.
          receiveCompletion: { _ in inbox.post(.finished(effect: id)) },
          receiveValue: {
            inbox.post(.action($0, effect: id))
            deliver()
          }
        )
      }
    }
  }

  /// Reduces the actions effects sent since the last look, oldest first, and forgets the
  /// effects that finished. An action an effect sends while the store reduces waits its turn,
  /// so `a` returning `merge(b, c)`, with `b` returning `b2`, reduces `b, c, b2`, as in TCA.
  func drain() {
    guard !isReducing else { return }
    isReducing = true
    defer { isReducing = false }
    while let event = ledger.inbox.takeOldest() {
      switch event {
      case let .action(action, effect: id):
        // NB: an effect that was cancelled may still deliver; like TCA, drop what it sends.
        guard let origin = ledger.origin(ofEffect: id) else { continue }
        reduce(action, origin: origin, isReceived: true)
      case let .finished(effect: id):
        ledger.noteFinished(id)
      case let .issue(issue, effect: id):
        ledger.report(issue, ofEffect: id)
        // NB: like TCA, an action sent after its effect completed is reported, then reduced;
        // the failure lists it, so the end of the test does not list it again.
        if case let .actionAfterCompletion(sent) = issue.kind, let action = sent as? Action,
          let origin = ledger.origin(ofRunningOrEndedEffect: id)
        {
          reduce(action, origin: origin, isReceived: true)
          received[received.count - 1].isListed = true
        }
      }
    }
  }

  /// Waits up to `duration` until `condition` holds, no effect runs any more, or every running
  /// effect is stuck: a passing test does not wait, and a stuck one fails at once. Effects the
  /// test stopped tracking count: what they send may still be received.
  func wait(for duration: Duration, until condition: () -> Bool) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: duration)
    while true {
      drain()
      let live = ledger.live
      guard !condition(), !live.isEmpty, !live.allSatisfy(\.isStuck), clock.now < deadline else {
        return
      }
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// Lets the effects run, as TCA's store does where it suspends: until each has finished or
  /// waits on something only the test brings, for `settleTime` at most.
  ///
  /// What the step's effects sent at once arrives before; what they send later arrives late:
  /// the one moment may cover what TCA's yields would have missed, or not, as the machine runs.
  func letEffectsRun() async {
    drain()
    forgetLateArrivals()
    isLettingEffectsRun = true
    defer { isLettingEffectsRun = false }
    await wait(for: settleTime) { false }
  }

  /// Makes every received action count as arrived on time: the step that could leave them for
  /// the next `receive` is over.
  func forgetLateArrivals() {
    for index in received.indices { received[index].arrivedLate = false }
  }

  var runningEffectsAreStuck: Bool { running.values.allSatisfy(\.isStuck) }

  var hasParkedEffects: Bool { running.values.contains(where: \.isParkedOnATestScheduler) }

  var hasEffectsAsleepOnATestClock: Bool { running.values.contains(where: \.isAsleepOnATestClock) }
}
