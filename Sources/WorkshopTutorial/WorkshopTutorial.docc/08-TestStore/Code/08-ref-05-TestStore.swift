  /// Empties the store at the end of a test: the received actions no failure has listed
  /// yet, and the effects still running.
  private func takeLeftovers() -> (unasserted: [Action], running: [
    RunningEffect<Action>]) {
    lock.withLock {
      defer { (received, running) = ([], []) }
      return (received.filter { !$0.isListed }.map(\.action), running)
    }
  }
