import EffectKit
import Testing
import WorkshopChecks

@testable import PrimeTime

/// `Effect.task`, which this step gives you: it runs its work in a task when subscribed, emits
/// the result and finishes, and cancelling the subscription cancels the task.
@Suite(.localizedIssues, .timeLimit(.minutes(1)))
struct EffectTaskChecks {
  @Test func theWork_RunsWhenSubscribed_AndItsResultIsEmittedOnce() async {
    let effect = Effect<Int>.task { 17 }
    guard let values = await CheckDeadline.outputs(of: [effect], "Effect.task { 17 }") else {
      return
    }
    #expect(values == [17])
  }

  @Test func cancellingTheSubscription_CancelsTheTask() async {
    let (started, startedNow) = AsyncStream<Void>.makeStream()
    let (cancelled, cancelledNow) = AsyncStream<Void>.makeStream()
    let effect = Effect<Int>.task {
      await withTaskCancellationHandler {
        startedNow.yield()
        // Never answers on its own: only cancelling its task ends it.
        try? await Task.sleep(for: .seconds(3_600))
        return 0
      } onCancel: {
        cancelledNow.yield()
      }
    }

    let subscription = effect.sink { _ in }
    guard await first(of: started, within: .seconds(30)) else {
      Issue.record("Effect.task should start its work when subscribed")
      return
    }
    subscription.cancel()

    #expect(
      await first(of: cancelled, within: .seconds(5)),
      Comment(
        rawValue: "cancelling the subscription to an Effect.task should cancel its task, so "
          + "that the work stops instead of running on for nobody"))
  }
}
