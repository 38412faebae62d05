    }
  }

  /// Runs the reducer on a copy of the state, so that a re-entrant send never touches the
  /// state while the reducer holds it, then starts the effects it returned.
  private func apply(_ action: Action, from origin: Origin, queueing: Bool) -> State {
    let before = currentState
    var state = currentState
    let effects = reducer(&state, action, environment)
    currentState = state
    if queueing { received.append(Received(action: action, before: before,
      state: state)) }
    effects.forEach { start($0, from: origin) }
    return state
  }

  private func start(_ effect: Effect<Action>, from origin: Origin) {
    let tracked = RunningEffect(origin: origin)
    running.append(tracked)
    // NB: the effect's owner marks what it leaves on a test scheduler, or that it never
    // ends.
    let cancellable = SchedulingOwner.with(tracked.owner) {
      effect.sink(
        receiveCompletion: { [weak self, weak tracked] _ in
          guard let self, let tracked else { return }
          self.lock.withLock {
            self.running.removeAll { $0 === tracked }
            self.onProgress?()
          }
        },
        receiveValue: { [weak self] action in
          _ = self?.reduce(action, from: origin, queueing: true)
        }
      )
    }
    // NB: releasing the cancellable would cancel the effect, so keep it while the effect
    // runs.
    if running.contains(where: { $0 === tracked }) { tracked.cancellable = cancellable }
  }

  /// Whether every running effect waits on something no wait can bring: work parked on a
  /// test scheduler (only the test moves virtual time), or an effect that never ends.
