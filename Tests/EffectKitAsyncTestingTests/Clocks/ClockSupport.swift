import EffectKit
import Foundation

@testable import EffectKitAsyncTesting

extension TestClock {
  /// Returns once `count` sleeps wait on the clock, so that a test knows which began first.
  func waitForSleeps(_ count: Int) async {
    while lock.withLock({ sleeps.count }) < count {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}

/// What the tasks of a test wrote down, in order, from whichever task.
final class Log<Entry: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var all: [Entry] = []

  var entries: [Entry] { lock.withLock { all } }

  func append(_ entry: Entry) { lock.withLock { all.append(entry) } }
}

/// Runs `operation` in the task of an `Effect.run`, whose end a test clock sees (a plain `Task`
/// gives no sign when it ends); cancelling or releasing the result cancels it.
func effectTask(_ operation: @escaping @Sendable () async throws -> Void) -> Cancellable {
  Effect<Never>.run { _ in try await operation() }.sink { _ in }
}

/// A task executor that runs its jobs one at a time, in the order they are queued, and tells a
/// test when the next one is queued: in the thread that queues it, before the job can run.
///
/// A task that prefers it (`Task(executorPreference:)`, `withTaskExecutorPreference`) runs
/// there, and so does every `nonisolated` async function it calls, a clock's `sleep` among them.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class QueueExecutor: TaskExecutor, @unchecked Sendable {
  private let queue = DispatchQueue(label: "QueueExecutor")
  private let lock = NSLock()
  private var whenQueued: (@Sendable () -> Void)?

  /// Runs `action` once, when the next job is queued: as a clock wakes or ends a sleep, say,
  /// before the task that slept can run again. Waits first for the jobs queued so far.
  func whenTheNextJobIsQueued(_ action: @escaping @Sendable () -> Void) {
    waitForTheJobsQueuedSoFar()
    lock.withLock { whenQueued = action }
  }

  /// Returns once the jobs queued so far have run: a task that began a sleep has then
  /// suspended, so that its wake queues a job, rather than letting it go on in the job it is in.
  func waitForTheJobsQueuedSoFar() {
    queue.sync {}
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let action = lock.withLock { () -> (@Sendable () -> Void)? in
      defer { whenQueued = nil }
      return whenQueued
    }
    action?()
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
