/// A mistake in an `Effect.run`, told to the owner of its work: what went wrong, and where the
/// `Effect.run` was written, so that a test store can report it on that line.
package struct EffectRunIssue: Sendable {
  package enum Kind: Sendable {
    /// The operation threw an error nothing caught; `message` says which, and what to do.
    case unhandledError(message: String)
    /// `send` was called with `action` after the operation had returned.
    case actionAfterCompletion(any Sendable)
  }

  package let kind: Kind
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  /// `Module/File.swift:12`, the way messages name the `Effect.run`.
  package var place: String { "\(fileID):\(line)" }

  /// What to write to standard error when no owner listens.
  var fallbackMessage: String {
    switch kind {
    case let .unhandledError(message): message
    case let .actionAfterCompletion(action):
      "An action was sent from a completed effect: the Effect.run at \(place) sent \(action) "
        + "after it had completed. Nothing receives it, so it was dropped."
    }
  }
}
