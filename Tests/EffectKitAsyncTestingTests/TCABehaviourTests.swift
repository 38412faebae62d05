import Foundation
import Testing

@testable import EffectKit
@testable import EffectKitAsyncTesting

/// Where TCA 1.x's own tests pin a behaviour, the store does the same; each test names the TCA
/// test its scenario comes from.
@MainActor
@Suite struct TCABehaviourTests {
  enum Chain: Equatable, Sendable { case a, b1, b2, b3, c1, c2, c3 }

  /// TCA's `TestStoreTests.testEffectConcatenation`: an effect sends `b1` then `c1`; `b1`'s own
  /// effects send `b2` and `b3` at once. The `send` of `b1` reduces them before `c1` arrives.
  @Test func anEffectsSend_ReducesAtOnce_SoAChainArrivesDepthFirst() async {
    let gate = Gate()
    let store = TestStore(initialState: [Chain]()) {
      { (log: inout [Chain], action: Chain) -> [Effect<Chain>] in
        log.append(action)
        switch action {
        case .a:
          return [
            .run { send in
              for await _ in gate.values {
                await send(.b1)
                await send(.c1)
                return
              }
            }
          ]
        case .b1: return [Effect(value: .b2), Effect(value: .b3)]
        case .c1: return [Effect(value: .c2), Effect(value: .c3)]
        case .b2, .b3, .c2, .c3: return []
        }
      }
    }
    let reports = store.recordingReports()

    await store.send(.a) { $0 = [.a] }
    gate.open(with: 1)
    await store.receive(.b1, timeout: .seconds(30)) { $0.append(.b1) }
    await store.receive(.b2) { $0.append(.b2) }
    await store.receive(.b3) { $0.append(.b3) }
    await store.receive(.c1) { $0.append(.c1) }
    await store.receive(.c2) { $0.append(.c2) }
    await store.receive(.c3) { $0.append(.c3) }

    #expect(reports.reports.isEmpty)
  }

  /// An action an `Effect.run` sends is reduced at once, but the actions its own effects send
  /// while it is reduced wait their turn, as in TCA: `a` returning `b` and `c`, with `b`
  /// returning `b2`, reduces `a, b, c, b2`.
  @Test func anEffectsSend_QueuesWhatItsActionsEffectsSendMeanwhile() async {
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [.run { send in await send(.a) }] })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    await store.receive(.a) { $0.log = ["a"] }
    await store.receive(.b) { $0.log.append("b") }
    await store.receive(.c) { $0.log.append("c") }
    await store.receive(.b2) { $0.log.append("b2") }

    #expect(reports.reports.isEmpty)
  }

  /// TCA's store reduces what an `Effect.run` sends before `send` returns: the action, and what
  /// its own effects send at once, come before whatever a test scheduler delivers afterwards.
  @Test func anEffectsSend_ReducesAtOnce_BeforeWhatATestSchedulerDeliversNext() async {
    let (scheduler, gate, sent) = (TestScheduler(), Gate(), Signal())
    let store = TestStore(initialState: Tally()) {
      reducer(start: {
        [
          .run { send in
            for await _ in gate.values {
              await send(.b)
              sent.fire()
              return
            }
          },
          Effect(value: .c).delay(for: 1, scheduler: scheduler),
        ]
      })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    gate.open(with: 1)
    await sent.wait()
    scheduler.advance(by: 1)
    await store.receive(.b) { $0.log = ["b"] }
    await store.receive(.b2) { $0.log.append("b2") }
    await store.receive(.c) { $0.log.append("c") }

    #expect(reports.reports.isEmpty)
  }

  /// TCA's `TestStoreTests.testStateAccess`: inside a step's closure `store.state` is the state
  /// before the step; after the step it is the new one.
  @Test func state_InsideAClosure_IsTheStateBeforeTheStep() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    var seenInside: [[String]] = []

    await store.send(.a) {
      seenInside.append(store.state.log)
      $0.log = ["a"]
    }
    #expect(store.state.log == ["a"])
    await store.receive(.b) {
      seenInside.append(store.state.log)
      $0.log.append("b")
    }
    #expect(store.state.log == ["a", "b"])
    await store.receive(.c) {
      seenInside.append(store.state.log)
      $0.log.append("c")
    }
    await store.receive(.b2) { $0.log.append("b2") }

    #expect(seenInside == [[], ["a"], ["a", "b"]])
  }

  /// TCA's `TestStore.finish` asserts that no received action is left before it waits for the
  /// effects: an effect that sends an action while `finish` waits, and then ends, lets `finish`
  /// pass, and a `receive` after it takes that action.
  @Test func finish_ChecksForUnreceivedActionsBeforeItWaits() async {
    let gate = Gate()
    let store = TestStore(initialState: Tally()) { reducer(start: { [gated(gate)] }) }
    let reports = store.recordingReports()

    await store.send(.start)
    // NB: a task on the main actor runs only once `finish` suspends to wait, after its check.
    Task { @MainActor in
      gate.open(with: 7)
      gate.close()
    }
    await store.finish(timeout: .seconds(30))
    let failuresAfterFinish = reports.failures.map(\.message)
    await store.receive(.response(7)) { $0.count = 7 }

    #expect(failuresAfterFinish == [])
    #expect(reports.reports.isEmpty)
  }

  /// TCA's `TestStoreTests.testEffectEmitAfterSkipInFlightEffects`: skipping the effects in
  /// flight stops tracking them without cancelling them, whether they wait on a test scheduler
  /// or on their own work; what they send later is still received.
  @Test func skipInFlightEffects_StopsTracking_ButWhatTheEffectsSendLaterIsReceived() async {
    let (scheduler, gate) = (TestScheduler(), Gate())
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: {
          [Effect(value: .response(42)).delay(for: 1, scheduler: scheduler), gated(gate)]
        })
      }
      reports = store.recordingReports()
      store.exhaustivity = .off(showSkippedAssertions: true)

      await store.send(.start)
      await store.skipInFlightEffects()
      scheduler.advance(by: 1)
      await store.receive(.response(42)) { $0.count = 42 }
      gate.open(with: 7)
      await store.receive(.response(7), timeout: .seconds(30)) { $0.count = 7 }
      store.exhaustivity = .on
      // The gated effect still runs when the test ends: no failure, since it is not tracked.
    }

    #expect(reports.failures.isEmpty)
    #expect(
      reports.skipped.first?.message.hasPrefix("2 in-flight effects no longer tracked") == true)
  }

  /// TCA's `TestStoreNonExhaustiveTests.testSendWithUnreceivedActions_SkipsActions`: a second
  /// `send` starts from the state the first one's effect left, and `skipReceivedActions` skips
  /// what the second one's effect sent.
  @Test func send_AndSkipReceivedActions_LetEarlierEffectsRunFirst() async {
    enum Tap: Equatable, Sendable {
      case tap
      case response(Int)
    }
    let store = TestStore(initialState: 0) {
      { (count: inout Int, action: Tap) -> [Effect<Tap>] in
        switch action {
        case .tap:
          count += 1
          return [.run { [count] send in await send(.response(count + 42)) }]
        case let .response(number):
          count = number
          return []
        }
      }
    }
    let reports = store.recordingReports()
    store.exhaustivity = .off
    // NB: the effects finish at once; the store stops waiting as soon as they have.
    store.settleTime = .seconds(30)

    await store.send(.tap)
    #expect(store.state == 1)
    await store.send(.tap)
    #expect(store.state == 44)
    await store.skipReceivedActions()
    #expect(store.state == 86)
    #expect(reports.reports.isEmpty)
  }

  /// TCA's `TestStoreNonExhaustiveTests.testNonExhaustive_ShowSkippedAssertions_
  /// ExpectedStateToChange`: a closure on a step that changes nothing is shown as a skipped
  /// assertion, not dropped.
  @Test func showSkippedAssertions_AClosureOnAStepThatChangesNothing_IsShown() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(.noop) { $0.count = 0 }

    #expect(reports.failures.isEmpty)
    #expect(
      reports.skipped.map(\.message) == [
        "The closure of this step changes nothing, and the state did not change after sending "
          + "Step.noop either. Leave the closure off a step that changes no state."
      ])
  }

  /// TCA's `EffectRunTests.testRunEscapeFailure`: a `send` escaped into an unstructured `Task`
  /// sends after its `Effect.run` completed. The test fails at the `Effect.run`, naming the
  /// action and the one whose effect it came from; as in TCA, the action is still reduced, and
  /// both happen as it is sent, before the test's next step.
  @Test func anActionSentAfterItsEffectCompleted_FailsTheTest() async {
    let (gate, sent) = (Gate(), Signal())
    let runLine = #line + 4
    let store = TestStore(initialState: Tally()) {
      reducer(start: {
        [
          .run { send in
            Task {
              for await _ in gate.values {}
              await send(.tap)
              sent.fire()
            }
          }
        ]
      })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    await store.finish(timeout: .seconds(30))
    gate.close()
    await sent.wait()
    let failuresBeforeTheNextStep = reports.failures.count
    await store.receive(.tap) { $0.count = 1 }

    #expect(failuresBeforeTheNextStep == 1)
    #expect(
      reports.failures.map { $0.message.hasPrefix("An action was sent from a completed effect.") }
        == [true])
    #expect(reports.places == ["EffectKitAsyncTestingTests/TCABehaviourTests.swift:\(runLine)"])
  }

  /// The same mistake in a test that does not receive the late action: it fails once, and
  /// the end of the test does not list the action again.
  @Test func anActionSentAfterItsEffectCompleted_FailsOnce() async {
    let (gate, sent) = (Gate(), Signal())
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: {
          [
            .run { send in
              Task {
                for await _ in gate.values {}
                await send(.tap)
                sent.fire()
              }
            }
          ]
        })
      }
      reports = store.recordingReports()

      await store.send(.start)
      await store.finish(timeout: .seconds(30))
      gate.close()
      await sent.wait()
    }

    expectOneFailureNamingStart(reports)
  }

  /// A `send` escaped into a `Task` may run after its `Effect.run` completed but before the run
  /// tells the store it finished: the late action then reaches the store first. It is still
  /// reported naming the action the effect was returned for, and reduced.
  @Test func aLateActionThatArrivesBeforeItsEffectsEnd_NamesTheActionItWasReturnedFor() async throws
  {
    let store = TestStore(initialState: Tally()) { reducer(start: { [gated(Gate())] }) }
    let reports = store.recordingReports()

    let task = await store.send(.start)
    let id = try #require(store.ledger.running.keys.first)
    let late = EffectRunIssue(
      kind: .actionAfterCompletion(Step.tap), fileID: #fileID, filePath: #filePath, line: #line,
      column: #column)
    store.ledger.inbox.post(.issue(late, effect: id))
    await store.receive(.tap) { $0.count = 1 }
    await task.cancel()

    expectOneFailureNamingStart(reports)
  }

  /// TCA's `Send` names the action the effect was returned for, and sends the late action, also
  /// when the test cancelled the effect: cancelling does not reach a `send` escaped into a `Task`.
  @Test func anActionSentAfterACancelledEffectCompleted_NamesTheActionItWasReturnedFor() async {
    let (go, sent) = (Signal(), Signal())
    let store = TestStore(initialState: Tally()) {
      reducer(start: {
        [
          // NB: the gated effect keeps the whole effect running until the test cancels it.
          afterItsRunCompletes(
            Effect<Step>.run { send in
              Task {
                await go.wait()
                await send(.tap)
                sent.fire()
              }
            },
            keepsRunning: gated(Gate()))
        ]
      })
    }
    let reports = store.recordingReports()

    let task = await store.send(.start)
    await store.receive(.noop, timeout: .seconds(30))
    await task.cancel()
    go.fire()
    await sent.wait()
    await store.receive(.tap) { $0.count = 1 }

    expectOneFailureNamingStart(reports)
  }

  /// The same while the test cancels the effect: here the effect's own cancellation sends
  /// through the `send` its completed run left behind.
  @Test func aLateActionSentAsTheEffectIsCancelled_NamesTheActionItWasReturnedFor() async {
    let escaped = EscapedSend()
    let store = TestStore(initialState: Tally()) {
      reducer(start: {
        [
          afterItsRunCompletes(
            Effect<Step>.run { send in escaped.keep(send) },
            keepsRunning: Effect { _ in
              Cancellable { MainActor.assumeIsolated { escaped.send(.tap) } }
            })
        ]
      })
    }
    let reports = store.recordingReports()

    let task = await store.send(.start)
    await store.receive(.noop, timeout: .seconds(30))
    await task.cancel()
    await store.receive(.tap) { $0.count = 1 }

    expectOneFailureNamingStart(reports)
  }

  /// A cancelled effect the test had stopped tracking is not waited for.
  @Test func cancel_AnUntrackedEffect_IsNotWaitedFor() async {
    let store = TestStore(initialState: Tally()) { reducer(start: { [gated(Gate())] }) }
    let reports = store.recordingReports()
    store.timeout = .seconds(30)
    let clock = ContinuousClock()

    let task = await store.send(.start)
    await store.skipInFlightEffects()
    await task.cancel()
    let start = clock.now
    await store.receive(.tap)

    #expect(clock.now - start < .seconds(20), "the receive waited for a cancelled effect")
    #expect(
      reports.failures.map(\.message) == [
        "Expected to receive Step.tap, but no action was received, and no effect is still "
          + "running to send one."
      ])
  }

  /// TCA's `TestStoreNonExhaustiveTests.testReceiveNonExhaustiveWithTimeoutMultipleMatching`:
  /// with several matching actions queued, a non-exhaustive `receive` takes the oldest, and with
  /// skipped assertions shown it says which it skipped.
  @Test func off_ReceiveTakesTheOldestMatch_AndShowsWhatItSkipped() async {
    let store = TestStore(initialState: Tally()) {
      reducer(start: {
        [
          .run { send in
            await send(.tap)
            await send(.response(5))
            await send(.tap)
            await send(.response(9))
          }
        ]
      })
    }
    let reports = store.recordingReports()
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(.start)
    let isResponse = { (action: Step) in if case .response = action { true } else { false } }
    await store.receive(where: isResponse, assert: { $0.count = 5 })
    await store.receive(.response(9)) { $0.count = 9 }

    #expect(reports.failures.isEmpty)
    #expect(
      reports.skipped.map(\.message) == [
        "1 received action skipped before this one:\n  Step.tap",
        "1 received action skipped before this one:\n  Step.tap",
      ])
  }
}

/// `run`, then, once it has completed, `.noop` and `rest`, which keeps the whole effect running.
private func afterItsRunCompletes(_ run: Effect<Step>, keepsRunning rest: Effect<Step>)
  -> Effect<Step>
{
  run.collect().flatMap { _ in .merge(Effect(value: .noop), rest) }
}

/// Expects one failure, naming `.start` as the action the late action's effect was returned for.
private func expectOneFailureNamingStart(
  _ reports: Reports, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(reports.failures.count == 1, "\(reports.failures)", sourceLocation: sourceLocation)
  #expect(
    reports.failures.first?.message.contains("Effect returned from:\n    Step.start")
      == true, sourceLocation: sourceLocation)
}
