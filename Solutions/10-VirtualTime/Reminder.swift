/// One reminder on the user's list.
struct Reminder: Equatable, Identifiable {
  let id: Int
  var title: String
  var isCompleted = false
}

extension Reminder {
  /// A short list to run the app and the tests with. "mi" finds three of them, "mil" two, and
  /// "milk" one.
  static let samples = [
    Reminder(id: 1, title: "Buy milk"),
    Reminder(id: 2, title: "Call Mila about Saturday"),
    Reminder(id: 3, title: "Find my mittens"),
    Reminder(id: 4, title: "Water the plants", isCompleted: true),
  ]
}

extension Array where Element == Reminder {
  /// The reminders whose title contains `query`, ignoring case.
  ///
  /// ```swift
  /// Reminder.samples.matching("MIL")  // "Buy milk", "Call Mila about Saturday"
  /// ```
  func matching(_ query: String) -> [Reminder] {
    filter { $0.title.lowercased().contains(query.lowercased()) }
  }
}
