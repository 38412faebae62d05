import EffectKit
import Foundation

/// Remembers every action a store's reducer ran, with the state before and after it, until the
/// app reads them: for `--debug`, and to tell what an effect sent back.
final class ActionLog<State, Action>: @unchecked Sendable {
  /// One run of the reducer.
  struct Entry {
    let action: Action
    let before: State
    let after: State
  }

  private let lock = NSLock()
  private var entries: [Entry] = []

  /// `reducer`, recording each action it runs in this log.
  func recording(_ reducer: @escaping Reducer<State, Action>) -> Reducer<State, Action> {
    { state, action in
      let before = state
      let effects = reducer(&state, action)
      let entry = Entry(action: action, before: before, after: state)
      self.lock.withLock { self.entries.append(entry) }
      return effects
    }
  }

  /// The entries recorded since the last call, oldest first.
  func takeAll() -> [Entry] {
    lock.withLock {
      defer { entries.removeAll() }
      return entries
    }
  }
}
