import EffectKit
import Foundation

/// What the effects a test store runs tell it, from whatever thread they run on. The store
/// takes the events on the main actor, in the order they were posted.
final class EffectInbox<Action>: @unchecked Sendable {
  enum Event {
    /// Effect `effect` sent `action`.
    case action(Action, effect: Int)
    /// Effect `effect` finished.
    case finished(effect: Int)
    /// An `Effect.run` of effect `effect` made a mistake: threw an error nothing caught, or sent
    /// an action after it completed.
    case issue(EffectRunIssue, effect: Int)
  }

  private let lock = NSLock()
  private var events: [Event] = []

  /// Adds an event; safe from any thread.
  func post(_ event: Event) {
    lock.withLock { events.append(event) }
  }

  /// Removes and returns the oldest event, if any.
  func takeOldest() -> Event? {
    lock.withLock { events.isEmpty ? nil : events.removeFirst() }
  }
}
