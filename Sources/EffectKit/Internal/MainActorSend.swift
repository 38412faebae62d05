import Foundation

/// Marks the thread while a `Send` runs, which is on the main actor. A store that hears of an
/// action there may reduce it at once, before `send` returns, as TCA's store does; elsewhere it
/// cannot tell that it is on the main actor (on Linux the main actor need not be the main
/// thread).
package enum MainActorSend {
  private static let key = "EffectKit.MainActorSend"

  /// Whether the current thread is inside a `Send` call.
  package static var isActive: Bool { Thread.current.threadDictionary[key] != nil }

  /// Runs `work` marked as inside a `Send` call.
  static func during(_ work: () -> Void) {
    let dictionary = Thread.current.threadDictionary
    let previous = dictionary[key]
    dictionary[key] = true
    defer { dictionary[key] = previous }
    work()
  }
}
