import Foundation

/// Runs a reducer: holds the current state, applies actions to it, and feeds back every action
/// the returned effects emit.
///
/// ```swift
/// let store = Store(initialState: 0, reducer: counterReducer)
/// store.send(.incrTapped)
/// store.state  // 1
/// ```
public final class Store<State, Action>: @unchecked Sendable {
  // NB: `lock` is recursive because an effect may emit synchronously from inside `send`.
  private let lock = NSRecursiveLock()
  private let reducer: Reducer<State, Action>
  private var currentState: State
  private var observers: [UUID: (State) -> Void] = [:]
  private var effects: [UUID: Cancellable] = [:]
  /// Actions sent while the store is already sending, reduced in order once it is done.
  private var buffered: [Action] = []
  private var isSending = false

  /// Creates a store that starts at `initialState` and runs `reducer` for every action.
  public init(initialState: State, reducer: @escaping Reducer<State, Action>) {
    self.currentState = initialState
    self.reducer = reducer
  }

  /// The current state.
  public var state: State { lock.withLock { currentState } }

  /// Applies `action`, tells observers about the new state, then starts the effects the reducer
  /// returned. Actions those effects emit are sent back to the store.
  ///
  /// An action sent while the store is still sending one (by an effect that emits at once, an
  /// observer, or the reducer itself) waits its turn: the store reduces it after the current one,
  /// in the order sent. So `a` returning `merge(Effect(value: b), Effect(value: c))`, with `b`
  /// returning `Effect(value: b2)`, reduces `a, b, c, b2`, as TCA's store does.
  public func send(_ action: Action) {
    lock.withLock {
      buffered.append(action)
      guard !isSending else { return }
      isSending = true
      defer { isSending = false }
      while !buffered.isEmpty {
        let next = buffered.removeFirst()
        // NB: the reducer works on a copy, so a send from inside it never touches the state
        // while the reducer holds it.
        var state = currentState
        let effects = reducer(&state, next)
        currentState = state
        observers.values.forEach { $0(state) }
        effects.forEach(start)
      }
    }
  }

  /// Calls `onChange` with the current state now and after every action.
  ///
  /// - Returns: A cancellable that stops the observation when cancelled or released.
  public func observe(_ onChange: @escaping (State) -> Void) -> Cancellable {
    let id = UUID()
    lock.withLock {
      observers[id] = onChange
      onChange(currentState)
    }
    return Cancellable { [weak self] in
      self?.lock.withLock { _ = self?.observers.removeValue(forKey: id) }
    }
  }

  /// The number of effects that have started and not yet finished.
  public var runningEffectCount: Int { lock.withLock { effects.count } }

  private func start(_ effect: Effect<Action>) {
    let id = UUID()
    let finished = Flag()
    let cancellable = effect.sink(
      receiveCompletion: { [weak self] _ in
        finished.set()
        self?.lock.withLock { _ = self?.effects.removeValue(forKey: id) }
      },
      receiveValue: { [weak self] action in self?.send(action) }
    )
    if !finished.isSet { effects[id] = cancellable }
  }
}
