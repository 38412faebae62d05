import EffectKit

/// Every dependency of the reminders screen, handed to its reducer as a parameter.
struct RemindersEnvironment {
  var reminders: RemindersClient
  /// Where effects deliver their results, and what the search debounce counts time on: the
  /// main queue in the app, a `TestScheduler` in tests.
  var mainQueue: any Scheduler
}

extension RemindersEnvironment {
  /// The app's environment.
  static let live = RemindersEnvironment(reminders: .live, mainQueue: DispatchQueueScheduler.main)
}
