import WorkshopLocalization

/// The failures that test libraries write (the TestStore, XCTest, Swift Testing, the Swift
/// runtime's crash messages) stay in English: they are what the learner will meet in TCA and in
/// every other project. Each kind gets one line in the learner's language that says what it
/// means; the check's report prints it under the failure, behind `glossMark`.
enum LibraryGloss {
  /// What starts a gloss line, so that it reads as a note on the line above.
  static let glossMark = "↳ "

  /// The gloss of `line` in this run's language, when a test library wrote it; `nil` for any
  /// other line, and in English, where the failure says it already.
  static func gloss(of line: String) -> String? {
    guard Localizer.shared.current != .english else { return nil }
    return kinds.first { $0.matches(line) }?.gloss()
  }

  /// The line said once a run, in the learner's language, when a report shows a gloss.
  static var whyEnglish: String {
    localized(
      """
      Failures written by the test libraries (TestStore, XCTest, Swift Testing) and by Swift \
      itself stay in English: that is how you will meet them in TCA and elsewhere. The ↳ line \
      under each says what it means.
      """)
  }

  private struct Kind: Sendable {
    let matches: @Sendable (String) -> Bool
    let gloss: @Sendable () -> String
  }

  /// A kind whose lines start with `prefix`.
  private static func starts(_ prefix: String, _ gloss: @escaping @Sendable () -> String) -> Kind {
    Kind(matches: { $0.hasPrefix(prefix) }, gloss: gloss)
  }

  /// A kind whose lines start with `prefix` and hold `fragment` later on; a `prefix` of `#`
  /// stands for a number (`2 received actions must…`).
  private static func holds(
    _ prefix: String, _ fragment: String, _ gloss: @escaping @Sendable () -> String
  ) -> Kind {
    Kind(
      matches: { line in
        let start = prefix == "#" ? line.first?.isNumber == true : line.hasPrefix(prefix)
        return start && line.contains(fragment)
      }, gloss: gloss)
  }

  /// Every kind, the most specific first.
  private static let kinds: [Kind] = testStoreKinds + testingKinds + runtimeKinds

  /// The TestStore's failures, as `FailureText` and the async store word them.
  private static let testStoreKinds: [Kind] = [
    holds("#", " must be asserted with .receive before") {
      localized(
        """
        Unasserted received action: an effect sent an action back, and the test must assert it \
        with a receive step before this step.
        """)
    },
    holds("The test ended with ", " that no step asserted") {
      localized(
        """
        Unasserted received action: the test ended while actions that effects sent back were \
        still waiting for a receive step.
        """)
    },
    holds("The state changed after ", ", but the step expects no change") {
      localized(
        """
        State mismatch: this step changed the state, but the test says it changes nothing; \
        describe the change in the step's closure.
        """)
    },
    holds("The state after ", " also changed where this step does not look") {
      localized(
        "State mismatch: the state also changed in a part this non-exhaustive step does not check.")
    },
    holds("The state after ", " is not the state the step expects") {
      localized(
        """
        State mismatch: the state after this step differs from the one the test describes (− \
        what the test expects, + what the reducer made).
        """)
    },
    starts("The closure of this step changes nothing") {
      localized(
        """
        The step's closure changes nothing, and the state did not change either: leave the \
        closure off.
        """)
    },
    starts("The closure of this step threw an error") {
      localized("The step's closure threw an error.")
    },
    starts("The .do step threw an error") { localized("The .do step threw an error.") },
    starts("Received an action other than the one this step expects") {
      localized(
        """
        Wrong action received: the next action an effect sent back is not the one this receive \
        step expects (− expected, + received).
        """)
    },
    starts("Received an action that does not match this step's predicate") {
      localized(
        """
        Wrong action received: the next action an effect sent back does not match this receive \
        step's test.
        """)
    },
    holds("Expected to receive ", ", but none of the ") {
      localized("Nothing received: none of the actions received matches this receive step.")
    },
    holds("Expected to receive ", " kept running.") {
      localized(
        """
        Nothing received in time: the effects this receive step waited for were still running \
        and had sent nothing.
        """)
    },
    starts("Expected to receive ") {
      localized("Nothing received: this receive step waited for an action that no effect sent.")
    },
    holds("#", " still running at the end of the test") {
      localized(
        "Effects still running: an effect this step started had not finished when the test ended.")
    },
    holds("Expected ", " to finish, but ") {
      localized(
        "Effects still running: the test waited for the effects to finish, and they did not.")
    },
    starts("An action was sent from a completed effect") {
      localized(
        "Action after completion: an Effect.run sent an action after its closure had returned.")
    },
    holds("The Effect.run at ", " threw ") {
      localized("An Effect.run threw an error that nothing caught.")
    },
    starts("There were no received actions to skip.") {
      localized("Nothing to skip: no received action was waiting.")
    },
    starts("There were no in-flight effects to skip.") {
      localized("Nothing to skip: no effect was still running.")
    },
  ]

  /// XCTest's and Swift Testing's failures.
  private static let testingKinds: [Kind] = [
    starts("XCTAssertEqual failed") {
      localized("`XCTAssertEqual` failed: the two values are not equal (shown in its order).")
    },
    starts("XCTAssertNotEqual failed") {
      localized("`XCTAssertNotEqual` failed: the two values are equal.")
    },
    starts("XCTAssertNil failed") {
      localized("`XCTAssertNil` failed: the value is not nil (it is shown in quotes).")
    },
    starts("XCTAssertNotNil failed") { localized("`XCTAssertNotNil` failed: the value is nil.") },
    starts("XCTUnwrap failed") { localized("`XCTUnwrap` failed: the value is nil.") },
    starts("XCTAssertTrue failed") { localized("`XCTAssertTrue` failed: the condition is false.") },
    starts("XCTAssertFalse failed") {
      localized("`XCTAssertFalse` failed: the condition is true.")
    },
    starts("XCTAssertThrowsError failed") {
      localized("`XCTAssertThrowsError` failed: the call did not throw.")
    },
    starts("XCTAssertNoThrow failed") { localized("`XCTAssertNoThrow` failed: the call threw.") },
    holds("XCTAssert", " failed") {
      localized("An XCTest assertion failed: its comparison is false.")
    },
    starts("Asynchronous wait failed") {
      localized("An expectation was not fulfilled before the wait's timeout ran out.")
    },
    starts("Expectation failed") {
      localized("`#expect` failed: the condition is false (its values are shown).")
    },
    starts("Caught error") { localized("The test threw an error that nothing caught.") },
    starts("Confirmation was confirmed") {
      localized("A confirmation was not confirmed as many times as the test expects.")
    },
    starts("Known issue was not recorded") {
      localized("`withKnownIssue` expected a failure, and none happened.")
    },
    starts("Time limit was exceeded") {
      localized("The test ran longer than its time limit.")
    },
  ]

  /// The Swift runtime's crash messages.
  private static let runtimeKinds: [Kind] = [
    starts("Fatal error: Unexpectedly found nil") {
      localized("A force unwrap (`!`) found nil.")
    },
    starts("Fatal error: Index out of range") {
      localized("An index is outside the collection.")
    },
    starts("Fatal error: Division by zero") { localized("A division by zero.") },
    starts("Fatal error: 'try!' expression unexpectedly raised an error") {
      localized("A `try!` met an error.")
    },
    starts("Fatal error: ") { localized("Swift stopped the program: a `fatalError` or a trap.") },
  ]
}
