import EffectKit

/// How the app reaches the user's reminders: asking for access, loading them, searching them.
struct RemindersClient {
  /// Asks the user to let the app see their reminders; emits whether they said yes.
  var requestAccess: () -> Effect<Bool>
  /// Loads every reminder.
  var fetch: () -> Effect<[Reminder]>
  /// Finds the reminders whose title contains the query.
  var search: (String) -> Effect<[Reminder]>
}
