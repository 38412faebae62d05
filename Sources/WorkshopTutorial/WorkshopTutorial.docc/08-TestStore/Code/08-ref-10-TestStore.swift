  private func count(_ number: Int, _ noun: String) -> String { FailureText.count(number,
    noun) }
}

/// The step an effect comes from: the `.send` that started it, directly or through
/// actions its effects sent back.
private struct StepOrigin<Action> {
  let location: TestStoreFailure.Location
  let action: Action
}

/// An effect the store started and that has not finished yet.
private final class RunningEffect<Action> {
  let origin: StepOrigin<Action>
  var cancellable: Cancellable?
  /// Marks what the effect leaves on a test scheduler, and whether it never ends.
  let owner = SchedulingOwner()

  init(origin: StepOrigin<Action>) { self.origin = origin }

  /// Whether the effect has work waiting on a `TestScheduler`, which only the test can
  /// run.
  var isParkedOnATestScheduler: Bool { TestScheduler.pendingWorkCount(
    ownedBy: owner) > 0 }
}

