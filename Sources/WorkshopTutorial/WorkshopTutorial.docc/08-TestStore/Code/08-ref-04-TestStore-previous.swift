
  // MARK: - The queue of received actions

  /// An action an effect sent back, the state reducing it produced, and whether a failure
  /// has listed it already (so that one mistake fails once).
  private struct Received {
    let action: Action
    let state: State
    var isListed = false
  }

  /// Removes and returns the oldest received action with the state it produced, if any.
  private func takeOldestReceived() -> Received? {
