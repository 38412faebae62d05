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
