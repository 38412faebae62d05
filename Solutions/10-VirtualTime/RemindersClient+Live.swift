import Dispatch
import EffectKit
import Foundation

extension RemindersClient {
  /// A stand-in for the system's reminders store, which this workshop's platforms do not all
  /// have: access is granted, and every answer comes from `Reminder.samples` after a pause,
  /// on a background queue, like a real store's would.
  static let live = RemindersClient(
    requestAccess: { answerLater(true) },
    fetch: { answerLater(Reminder.samples) },
    search: { query in answerLater(Reminder.samples.matching(query)) }
  )
}

/// Emits `value` on a background queue after `latency`, then finishes; cancelling it first
/// means it never does.
private func answerLater<Value>(
  _ value: Value, latency: DispatchTimeInterval = .milliseconds(400)
) -> Effect<Value> {
  Effect { observer in
    let answer = DispatchWorkItem {
      observer.send(value)
      observer.finish()
    }
    let queue = DispatchQueue.global(qos: .userInitiated)
    queue.asyncAfter(deadline: .now() + latency, execute: answer)
    return Cancellable { answer.cancel() }
  }
}
