import EffectKit
import Foundation
import Testing

// NB: every test awaits what an effect's task does; a slip that leaves the task hanging must
// end the test, not the run. What they await are AsyncStreams, which end when the time limit
// cancels the test.
@Suite(.timeLimit(.minutes(1)))
struct EffectRunTests {
  @Test func run_SendsWhatTheOperationSends_ThenFinishes() async {
    let effect = Effect<Int>.run { send in
      await send(1)
      await send(2)
    }

    var values: [Int] = []
    for await value in effect.stream() { values.append(value) }

    #expect(values == [1, 2])
  }

  @Test func nothingRuns_UntilSubscribed() async {
    let (started, startedNow) = AsyncStream<Void>.makeStream()
    let effect = Effect<Int>.run { _ in startedNow.yield() }
    startedNow.finish()

    var iterator = started.makeAsyncIterator()
    #expect(await iterator.next() == nil, "the operation ran before anyone subscribed")
    _ = effect
  }

  @Test func cancelling_CancelsTheTask_AndDropsLaterSends() async {
    let (values, gate) = AsyncStream<Int>.makeStream()
    let (cancelled, cancelledNow) = AsyncStream<Void>.makeStream()
    let (delivered, deliver) = AsyncStream<Int>.makeStream()
    let effect = Effect<Int>.run { send in
      await withTaskCancellationHandler {
        for await value in values { await send(value) }
        // NB: the loop ends when the task is cancelled; this send comes after the cancel.
        await send(-1)
      } onCancel: {
        cancelledNow.yield()
      }
    }

    let subscription = effect.sink(
      receiveCompletion: { _ in deliver.finish() }, receiveValue: { deliver.yield($0) })
    gate.yield(1)
    var received = delivered.makeAsyncIterator()
    #expect(await received.next() == 1)
    subscription.cancel()

    var cancellations = cancelled.makeAsyncIterator()
    #expect(await cancellations.next() != nil)
    gate.yield(2)
    gate.finish()
    deliver.finish()
    #expect(await received.next() == nil, "nothing may arrive after the cancel")
  }

  @Test(arguments: [true, false])
  func anOperationThatThrows_EndsTheEffect(throwsCancellation: Bool) async {
    struct Boom: Error {}
    let effect = Effect<Int>.run { send in
      await send(1)
      if throwsCancellation { throw CancellationError() } else { throw Boom() }
    }

    var values: [Int] = []
    for await value in effect.stream() { values.append(value) }

    #expect(values == [1])
  }

  @Test func anErrorTheOperationThrows_GoesToTheCatchHandler_WhichCanSend() async {
    struct Boom: Error, Equatable {}
    let effect = Effect<Int>.run { send in
      await send(1)
      throw Boom()
    } catch: { error, send in
      await send(error is Boom ? 99 : -1)
    }

    var values: [Int] = []
    for await value in effect.stream() { values.append(value) }

    #expect(values == [1, 99])
  }

  @Test(arguments: [true, false])
  func aCancellation_NeverReachesTheCatchHandler(cancelsItsOwnTask: Bool) async {
    struct Boom: Error {}
    let (handled, handledNow) = AsyncStream<Void>.makeStream()
    let effect = Effect<Int>.run { _ in
      guard cancelsItsOwnTask else { throw CancellationError() }
      // A cancelled request that fails with an error of its own, not CancellationError.
      withUnsafeCurrentTask { $0?.cancel() }
      throw Boom()
    } catch: { _, _ in
      handledNow.yield()
    }

    // NB: the effect finishes after its catch handler would have run.
    for await _ in effect.stream() {}
    handledNow.finish()

    var handlings = handled.makeAsyncIterator()
    #expect(await handlings.next() == nil, "the catch handler ran for a cancellation")
  }

  @Test func anErrorNothingCatches_GoesToTheOwnerOfTheWork() async {
    struct Boom: Error {}
    let owner = SchedulingOwner()
    let (messages, message) = AsyncStream<String>.makeStream()
    owner.onIssue { issue in
      if case let .unhandledError(text) = issue.kind { message.yield(text) }
    }
    let line = #line + 1
    let effect = Effect<Int>.run { _ in throw Boom() }

    let (finished, finishedNow) = AsyncStream<Void>.makeStream()
    let subscription = SchedulingOwner.with(owner) {
      effect.sink(receiveCompletion: { _ in finishedNow.yield() }, receiveValue: { _ in })
    }
    var ends = finished.makeAsyncIterator()
    _ = await ends.next()
    message.finish()

    var reported: [String] = []
    for await text in messages { reported.append(text) }
    #expect(
      reported == [
        "The Effect.run at EffectKitTests/EffectRunTests.swift:\(line) threw Boom(), and nothing "
          + "caught it. Give it a catch: handler, or handle the error in a do block."
      ])
    _ = subscription
  }

  @Test func anActionSentAfterTheRunCompleted_GoesToTheOwnerOfTheWork() async {
    let owner = SchedulingOwner()
    let (issues, issue) = AsyncStream<(Int?, String)>.makeStream()
    owner.onIssue { reported in
      if case let .actionAfterCompletion(action) = reported.kind {
        issue.yield((action as? Int, reported.place))
      }
    }
    let (gate, open) = AsyncStream<Void>.makeStream()
    let line = #line + 1
    let effect = Effect<Int>.run { send in
      Task {
        for await _ in gate {}
        await send(7)
      }
    }

    let (values, value) = AsyncStream<Int>.makeStream()
    let (finished, finishedNow) = AsyncStream<Void>.makeStream()
    let subscription = SchedulingOwner.with(owner) {
      effect.sink(
        receiveCompletion: { _ in finishedNow.yield() }, receiveValue: { value.yield($0) })
    }
    var ends = finished.makeAsyncIterator()
    _ = await ends.next()
    open.finish()

    var reports = issues.makeAsyncIterator()
    let reported = await reports.next()
    value.finish()
    var delivered: [Int] = []
    for await sent in values { delivered.append(sent) }
    #expect(reported?.0 == 7)
    #expect(reported?.1 == "EffectKitTests/EffectRunTests.swift:\(line)")
    #expect(delivered.isEmpty, "a finished effect delivers nothing more")
    _ = subscription
  }

  @Test func anActionSentOnceTheSubscriberHeardTheEnd_GoesToTheOwnerOfTheWork() async {
    let owner = SchedulingOwner()
    let (issues, issue) = AsyncStream<Int?>.makeStream()
    owner.onIssue { reported in
      if case let .actionAfterCompletion(action) = reported.kind { issue.yield(action as? Int) }
    }
    let escaped = Recording<Send<Int>>()
    let effect = Effect<Int>.run { send in escaped.append(send) }

    let (finished, finishedNow) = AsyncStream<Void>.makeStream()
    let subscription = SchedulingOwner.with(owner) {
      effect.sink(
        receiveCompletion: { _ in
          // NB: sends while the subscriber hears the end, and waits for the send to be done; the
          // wait is bounded, as a send delivered to the effect would wait for the end in turn.
          let sent = DispatchSemaphore(value: 0)
          Task { @MainActor in
            escaped.values.forEach { send in send(7) }
            sent.signal()
          }
          _ = sent.wait(timeout: .now() + 10)
          finishedNow.yield()
        },
        receiveValue: { _ in })
    }
    var ends = finished.makeAsyncIterator()
    _ = await ends.next()
    issue.finish()

    var reported: [Int?] = []
    for await action in issues { reported.append(action) }
    #expect(reported == [7], "the send came after the effect had finished")
    _ = subscription
  }

  @MainActor
  @Test func send_MarksItsThreadAsInsideASend_OnlyWhileItRuns() {
    var inside: [Bool] = []
    let send = Send<Int> { _ in inside.append(MainActorSend.isActive) }

    send(1)

    #expect(inside == [true])
    #expect(!MainActorSend.isActive, "the mark must be gone once send returns")
  }

  @MainActor
  @Test func send_DropsActionsOnceItsTaskIsCancelled() async {
    var sent: [Int] = []
    let send = Send<Int> { sent.append($0) }
    send(1)
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      send(2)
    }
    await task.value

    #expect(sent == [1])
  }
}
