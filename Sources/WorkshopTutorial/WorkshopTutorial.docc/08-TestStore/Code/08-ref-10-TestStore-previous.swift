  private func count(_ number: Int, _ noun: String) -> String { FailureText.count(number,
    noun) }
}

/// An effect the store started and that has not finished yet.
private final class RunningEffect {
  let origin: TestStoreFailure.Location
  var cancellable: Cancellable?
  /// Marks what the effect leaves on a test scheduler, and whether it never ends.
  let owner = SchedulingOwner()

  init(origin: TestStoreFailure.Location) { self.origin = origin }

  /// Whether the effect has work waiting on a `TestScheduler`, which only the test can
  /// run.
  var isParkedOnATestScheduler: Bool { TestScheduler.pendingWorkCount(
    ownedBy: owner) > 0 }
}

