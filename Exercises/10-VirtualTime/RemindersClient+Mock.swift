import EffectKit

extension RemindersClient {
  /// Answers at once: access granted, the sample reminders, and searches among them. Tests
  /// start from it and replace what they need, often with answers that take virtual time.
  static let mock = RemindersClient(
    requestAccess: { Effect(value: true) },
    fetch: { Effect(value: Reminder.samples) },
    search: { query in Effect(value: Reminder.samples.matching(query)) }
  )
}
