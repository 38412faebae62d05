import Foundation
import XCTest

@testable import WorkshopChecks
@testable import WorkshopLocalization

/// What a check's failure says through a plain `swift test` in the learner's language: the
/// description XCTest records, its check's message put in that language by the checks'
/// catalogue, as `LocalizedTestCase` hands it on.
final class LocalizedTestCaseTests: XCTestCase {
  override func setUp() {
    super.setUp()
    // NB: set up first, so that the process's own language does not replace French later.
    _ = CheckLanguage.isSetUp
    Localizer.shared.configure(.french, root: Self.packageRoot) { _ in }
  }

  override func tearDown() {
    Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in }
    super.tearDown()
  }

  func testAnAssertionsMessage_WrittenAsAPlainLiteral_ReadsInFrench_AfterXCTestsOwnWords() {
    XCTAssertEqual(
      inTheLearnersLanguage(
        #"XCTAssertEqual failed: ("initial") is not equal to ("loading") - "#
          + "TODO(1): on .loadButtonTapped, set the state to .loading"),
      #"XCTAssertEqual failed: ("initial") is not equal to ("loading") - "#
        + "TODO(1)\u{A0}: sur .loadButtonTapped, passez l’état à .loading")
  }

  func testAMessageWithValues_KeepsThemInItsTranslation() {
    XCTAssertEqual(
      inTheLearnersLanguage(
        #"failed - TODO(2): on .itemsLoaded(["tea"]), set the state to .loaded(items: ["tea"]): "#
          + "every item, in the order received"),
      "failed - TODO(2)\u{A0}: sur .itemsLoaded([\"tea\"]), passez l’état à "
        + ".loaded(items: [\"tea\"])\u{A0}: chaque élément, dans l’ordre de réception")
  }

  func testAMessageTheCatalogueLacks_AndEnglish_StayAsWritten() {
    let mine = #"XCTAssertEqual failed: ("1") is not equal to ("2") - my own words - and more"#
    XCTAssertEqual(inTheLearnersLanguage(mine), mine)
    Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in }
    let todo = "failed - TODO(1): on .loadButtonTapped, set the state to .loading"
    XCTAssertEqual(inTheLearnersLanguage(todo), todo)
  }

  func testEveryStepsChecks_FailThroughTheLearnersLanguage() throws {
    var missed: [String] = []
    for (path, text) in try Fixtures.solutionChecks() {
      let lines = text.split(separator: "\n")
      // An XCTest check class derives from LocalizedTestCase; a Swift Testing suite says so.
      missed += lines.filter { $0.hasPrefix("final class ") && $0.contains(": XCTestCase") }
        .map { "\(path): \($0)" }
      let suites = lines.filter { $0.hasPrefix("@Suite") }
      let saysSo = !suites.isEmpty && suites.allSatisfy { $0.contains(".localizedIssues") }
      let hasTests = lines.contains { $0.drop { $0 == " " }.hasPrefix("@Test") }
      if hasTests, !saysSo { missed.append("\(path): a suite without .localizedIssues") }
    }
    XCTAssertEqual(missed, [])
  }

  /// The package's folder.
  private static let packageRoot = Fixtures.testsFolder.deletingLastPathComponent()
}
