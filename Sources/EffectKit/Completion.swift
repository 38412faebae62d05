/// How an effect ended: it finished normally, or (for a `FailableEffect`) it failed with an error.
public enum Completion<Failure: Error> {
  /// The effect emitted everything it had to emit.
  case finished
  /// The effect stopped early because of an error.
  case failure(Failure)
}

extension Completion: Equatable where Failure: Equatable {}
