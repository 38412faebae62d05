  /// Reduces `action`, queues it for `.receive` if an effect sent it, then starts its
  /// effects. Returns the state right after the reducer ran.
  ///
  /// NB: like TCA's store, an action sent while the store is reducing (by an effect that
  /// emits at once, or re-entrantly from inside the reducer) is buffered and reduced
  /// after the current one, in the order sent: `a` returning `merge(b, c)`, and `b`
  /// returning `b2`, reduces `b, c, b2`. Actions that effects send later, from other
  /// queues, arrive in the order sent.
  private func reduce(
    _ action: Action, from origin: TestStoreFailure.Location, queueing: Bool
  ) -> State {
    lock.withLock {
      guard !isReducing else {
        buffered.append((action, origin))
        return currentState
      }
      isReducing = true
      defer { isReducing = false }
      let result = apply(action, from: origin, queueing: queueing)
      while !buffered.isEmpty {
        let next = buffered.removeFirst()
        _ = apply(next.action, from: next.origin, queueing: true)
      }
      onProgress?()
      return result
    }
  }
