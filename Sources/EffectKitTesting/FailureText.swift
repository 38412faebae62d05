import EffectKit

/// The sentences both test stores fail with, so that a learner reads the same wording from the
/// synchronous store of step 08 to the async one of step 14.
package enum FailureText {
  /// "1 effect", "2 effects".
  package static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// One value a line, each dumped and indented by two spaces.
  package static func list(_ values: [Any]) -> String {
    values.map { "  " + valueDump($0).replacingOccurrences(of: "\n", with: "\n  ") }
      .joined(separator: "\n")
  }

  /// The −/+ diff of two values' dumps.
  package static func diff(_ expected: Any, _ actual: Any) -> String {
    lineDiff(expected: valueDump(expected), actual: valueDump(actual))
      ?? "(Both dump to the same text; check the type's == for the difference.)"
  }

  /// Actions that arrived before a step that needs them asserted first.
  package static func unasserted(_ actions: [Any], before subject: String) -> String {
    "\(count(actions.count, "received action")) must be asserted with .receive before "
      + "\(subject):\n" + list(actions)
  }

  /// Actions still unasserted when the test ended.
  package static func endedWithUnasserted(_ actions: [Any]) -> String {
    "The test ended with \(count(actions.count, "received action")) that no step asserted:\n"
      + list(actions)
  }

  /// A step without a closure, after which the state changed.
  package static func unexpectedChange(after subject: String, expected: Any, actual: Any)
    -> String
  {
    "The state changed after \(subject), but the step expects no change. Describe the change in "
      + "a closure after the step:\n\n" + diff(expected, actual)
  }

  /// A step whose closure describes another state than the one reducing produced.
  package static func stateMismatch(after subject: String, expected: Any, actual: Any) -> String {
    "The state after \(subject) is not the state the step expects:\n\n" + diff(expected, actual)
  }

  /// A step with a closure that changes nothing, after which nothing changed.
  package static func closureChangesNothing(after subject: String) -> String {
    "The closure of this step changes nothing, and the state did not change after \(subject) "
      + "either. Leave the closure off a step that changes no state."
  }

  /// A step's closure that threw.
  package static func closureThrew(_ error: any Error) -> String {
    "The closure of this step threw an error: \(error)"
  }

  /// A received action other than the expected one.
  package static func mismatch(expected: Any, received: Any) -> String {
    "Received an action other than the one this step expects:\n\n" + diff(expected, received)
  }

  /// A received action that a step's predicate rejects.
  package static func predicateMismatch(received: Any) -> String {
    "Received an action that does not match this step's predicate:\n\n" + list([received])
  }

  /// What a step expected to receive, for the start of a message.
  package static func expectation(_ action: Any?) -> String {
    action.map(valueDump) ?? "an action matching the step's predicate"
  }

  /// Why a step found nothing to receive: no effect left, effects parked on a test scheduler,
  /// effects that never end, or effects that sent nothing within `timeout`.
  package static func nothingReceived(
    expecting expectation: String, running: Int, parked: Bool, stuck: Bool, timeout: String
  ) -> String {
    let why =
      running == 0
      ? "no action was received, and no effect is still running to send one."
      : parked
        ? "nothing arrived while \(count(running, "effect")) waited on a test scheduler. "
          + "Advance the test scheduler (`scheduler.advance(by:)`) before this step."
        : stuck
          ? "nothing arrived, and \(running == 1 ? "the effect" : "the effects") still "
            + "running never \(running == 1 ? "ends" : "end")."
          : "nothing arrived within \(timeout) while \(count(running, "effect")) kept running."
    return "Expected to receive \(expectation), but " + why
  }

  /// Effects a step started that are still running when the test ends; `parked` when some of
  /// them wait on a test scheduler, `fix` what to do otherwise.
  package static func stillRunning(count number: Int, parked: Bool, fix: String) -> String {
    "\(count(number, "effect")) started by this step \(number == 1 ? "is" : "are") still running "
      + "at the end of the test. Every effect must finish before a test ends: "
      + (parked ? advanceTheScheduler : fix)
  }

  /// Advice for effects that wait on a test scheduler.
  package static let advanceTheScheduler =
    "advance the test scheduler (`scheduler.advance(by:)` or `scheduler.run()`) until the work "
    + "waiting on it has run, or cancel the effect."
}
