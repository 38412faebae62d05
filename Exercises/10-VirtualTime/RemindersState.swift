/// Where the app stands with the user's permission to read their reminders.
enum RemindersPermission: Equatable {
  /// The app has not asked yet.
  case notDetermined
  /// The app asked and waits for the user's answer.
  case requesting
  case granted
  case denied
}

/// The reminders screen: the permission flow, the list, and the search field.
struct RemindersState: Equatable {
  var permission = RemindersPermission.notDetermined
  /// True while the list is loading.
  var isLoading = false
  var reminders: [Reminder] = []
  /// Why the list is empty, shown when the user did not allow access.
  var explanation: String? = nil
  var query = ""
  var searchResults: [Reminder] = []

  /// The explanation shown after the user said no.
  static let accessDeniedExplanation =
    "Reminders needs access to show your list. You can allow it in Settings."
}

/// Everything that can happen on the reminders screen.
enum RemindersAction: Equatable {
  /// The screen appeared; the first time, it asks for access.
  case onAppear
  /// The user answered the request for access.
  case permissionResponse(granted: Bool)
  case remindersLoaded([Reminder])
  /// The user typed in the search field; `query` is the whole text.
  case searchQueryChanged(String)
  case searchResponse([Reminder])
}
