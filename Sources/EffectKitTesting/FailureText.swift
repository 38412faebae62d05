import EffectKit

/// The sentences both test stores fail with, so that a learner reads the same wording from the
/// synchronous store of step 08 to the async one of step 14.
package enum FailureText {
  /// "1 effect", "2 effects".
  package static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// One value a line, each dumped and indented by `indent` spaces (two unless told).
  package static func list(_ values: [Any], indent: Int = 2) -> String {
    let margin = String(repeating: " ", count: indent)
    return values.map { margin + valueDump($0).replacingOccurrences(of: "\n", with: "\n" + margin) }
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

  /// Actions still unasserted when the test ended, and what to do about them; `canSkip` when
  /// the store can skip them (the async store).
  package static func endedWithUnasserted(_ actions: [Any], canSkip: Bool = false) -> String {
    "The test ended with \(count(actions.count, "received action")) that no step asserted:\n"
      + list(actions) + "\n\n" + receiveThem(actions.count, canSkip: canSkip)
  }

  /// What to do about `number` received actions no step asserted; `canSkip` when the store can
  /// skip them (the async store).
  package static func receiveThem(_ number: Int, canSkip: Bool) -> String {
    let them = number == 1 ? "it" : "them"
    return "To fix, assert \(them) with a receive step, "
      + (canSkip
        ? "skip \(them) with `await store.skipReceivedActions()`, or make the test "
          + "non-exhaustive (`store.exhaustivity = .off`)."
        : "or check that the reducer returns the effects you meant.")
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

  /// Why a step found nothing to receive: no effect left, effects parked on a test scheduler
  /// or `asleep` on a test clock, effects that never end, or effects that sent nothing within
  /// `timeout`. `unmatched` are the received actions a non-exhaustive step looked through in
  /// vain.
  package static func nothingReceived(
    expecting expectation: String, running: Int, parked: Bool, asleep: Bool = false, stuck: Bool,
    timeout: String, unmatched: [Any] = []
  ) -> String {
    let effects = count(running, "effect")
    let the = running == 1 ? "the effect" : "the effects"
    // NB: each sentence whole, so that a lesson can quote it as it is written here.
    guard unmatched.isEmpty else {
      let why =
        running == 0
        ? "No effect is still running to send one."
        : parked
          ? "\(effects) \(running == 1 ? "waits" : "wait") on a test scheduler: advance it "
            + "(`scheduler.advance(by:)`) before this step."
          : asleep
            ? "\(effects) \(running == 1 ? "waits" : "wait") on a test clock: advance it "
              + "(`clock.advance(by:)`) before this step."
            : stuck
              ? "\(running == 1 ? "The effect" : "The effects") still running never "
                + "\(running == 1 ? "ends" : "end")."
              : "Nothing else arrived within \(timeout) while \(effects) kept running."
      return "Expected to receive \(expectation), but none of the "
        + "\(count(unmatched.count, "received action")) matches it:\n" + list(unmatched)
        + "\n\n" + why
    }
    let why =
      running == 0
      ? "no action was received, and no effect is still running to send one."
      : parked
        ? "nothing arrived while \(effects) waited on a test scheduler. "
          + "Advance the test scheduler (`scheduler.advance(by:)`) before this step."
        : asleep
          ? "nothing arrived while \(effects) waited on a test clock. "
            + "Advance the test clock (`clock.advance(by:)`) before this step."
          : stuck
            ? "nothing arrived, and \(the) still running never \(running == 1 ? "ends" : "end")."
            : "nothing arrived within \(timeout) while \(effects) kept running."
    return "Expected to receive \(expectation), but " + why
  }

  /// Effects a step started that are still running when the test ends, named by the actions
  /// whose sending started them; `parked` when some of them wait on a test scheduler, `asleep`
  /// when some sleep on a test clock, `fix` what to do otherwise.
  package static func stillRunning(
    _ origins: [Any], parked: Bool, asleep: Bool = false, fix: String
  ) -> String {
    "\(count(origins.count, "effect")) started by this step "
      + "\(origins.count == 1 ? "is" : "are") still running at the end of the test. Every effect "
      + "must finish before a test ends. Started by sending:\n" + list(origins) + "\n\nTo fix, "
      + (parked ? advanceTheScheduler : asleep ? advanceTheClock : fix)
  }

  /// An action an `Effect.run` sent after its operation had returned, worded as TCA words it:
  /// the action, the action whose effect it came from, and the `Effect.run` to fix.
  package static func sentAfterCompletion(_ action: Any, from origin: Any?, place: String)
    -> String
  {
    "An action was sent from a completed effect.\n\n  Action:\n" + list([action], indent: 4)
      + (origin.map { "\n\n  Effect returned from:\n" + list([$0], indent: 4) } ?? "")
      + "\n\nAvoid sending actions with the `send` of an `Effect.run` once the effect has "
      + "completed. It happens when `send` escapes into an unstructured context, such as a "
      + "`Task`.\n\nTo fix this, make sure that the closure of the Effect.run at \(place) does "
      + "not return until it is done calling `send`."
  }

  /// The line a non-exhaustive step's message gains when its closure would have been right
  /// from the state before the step: it changed a value relative to its old value.
  package static let appliedTwice =
    "\n\nWith exhaustivity off, the closure starts from the actual state, so a change made "
    + "relative to the old value (`append`, `+= 1`) is applied twice: set the final value "
    + "instead (`$0.list = [...]`, `$0.count = 3`)."

  /// Advice for effects that wait on a test scheduler.
  package static let advanceTheScheduler =
    "advance the test scheduler (`scheduler.advance(by:)` or `scheduler.run()`) until the work "
    + "waiting on it has run, or cancel the effect."

  /// Advice for effects that sleep on a test clock.
  package static let advanceTheClock =
    "advance the test clock (`clock.advance(by:)` or `clock.run()`) until the sleeps on it are "
    + "over, or cancel the effect: a timer is only over once it is cancelled."
}
