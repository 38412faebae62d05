/// The effects a later action cancels, by the id they run under.
enum CancelID: Hashable, Sendable {
  /// The counter's timer.
  case timer
  /// The prime search in flight.
  case search
}
