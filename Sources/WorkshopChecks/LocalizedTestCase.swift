import WorkshopLocalization
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// A test case of a step's checks whose failures read in the learner's language
/// (`CheckLanguage`), through `workshop check` and through a plain `swift test` alike: each
/// message the checks' catalogue translates, however the check wrote it.
///
/// ```swift
/// final class CounterChecks: LocalizedTestCase {
///   func testIncrement() {
///     XCTAssertEqual(count, 1, "TODO(1): add one")  // in French: "TODO(1) : ajoutez un"
///   }
/// }
/// ```
open class LocalizedTestCase: XCTestCase {
  #if canImport(ObjectiveC)
    override open func record(_ issue: XCTIssue) {
      var issue = issue
      issue.compactDescription = inTheLearnersLanguage(issue.compactDescription)
      super.record(issue)
    }
  #else
    override open func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      super.recordFailure(
        withDescription: inTheLearnersLanguage(description), inFile: filePath,
        atLine: lineNumber, expected: expected)
    }
  #endif
}

#if canImport(Testing) && compiler(>=6.2)
  extension Trait where Self == IssueHandlingTrait {
    /// A suite of checks whose issues' comments read in the learner's language, as
    /// `LocalizedTestCase`'s failures do: `@Suite(.localizedIssues) struct CounterChecks`.
    public static var localizedIssues: Self {
      .compactMapIssues { issue in
        var issue = issue
        issue.comments = issue.comments.map { comment in
          Comment(rawValue: inTheLearnersLanguage(comment.rawValue))
        }
        return issue
      }
    }
  }
#elseif canImport(Testing)
  /// Before Swift 6.2, which lets a trait change an issue, a suite's issues stay in English.
  public struct LocalizedIssues: SuiteTrait, TestTrait {}

  extension Trait where Self == LocalizedIssues {
    /// Nothing: the issues stay in English (see `LocalizedIssues`).
    public static var localizedIssues: Self { Self() }
  }
#endif

/// `failure`, as a testing library reports it, with the check's message in the learner's
/// language where the checks' catalogue has it: the whole text, or what follows one of the
/// library's ` - ` (`XCTAssertEqual failed: ("1") is not equal to ("2") - TODO(1): add one`).
func inTheLearnersLanguage(_ failure: String) -> String {
  _ = CheckLanguage.isSetUp
  guard Localizer.shared.current != .english else { return failure }
  var start = failure.startIndex
  while true {
    let message = String(failure[start...])
    let translated = Localizer.shared.translated(message: message)
    if translated != message { return failure[..<start] + translated }
    guard let separator = failure.range(of: " - ", range: start..<failure.endIndex) else {
      return failure
    }
    start = separator.upperBound
  }
}
