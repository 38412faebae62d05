import Foundation
import XCTest

@testable import WorkshopChecks

final class TestSelectionTests: XCTestCase {
  private let listing = """
    Exercise07Checks.TokenizerChecks/testEmptyText_Fails
    Exercise07Checks.TokenizerTests/testFindsAUsername
    Exercise07Checks.TokenizerSuite/findsAUsername()/TokenizerSuite.swift:8:4
    Exercise07Checks/freeStandingTest()/Free.swift:3:2
    Exercise07ChecksOther.TokenizerTests/testSomethingElse
    Solution07Checks.TokenizerTests/testFindsAUsername
    Exercise07Checks.TokenizerTests/testFindsAHashtag
    """

  func testTypes_AreThoseOfTheModuleOnlyOnceEachInOrder() {
    XCTAssertEqual(
      TestSelection.types(in: listing, module: "Exercise07Checks"),
      [
        "Exercise07Checks.TokenizerChecks", "Exercise07Checks.TokenizerTests",
        "Exercise07Checks.TokenizerSuite", "Exercise07Checks",
      ])
  }

  func testIsCheck_TellsTheWorkshopsChecksFromTheLearnersTests() {
    XCTAssertTrue(TestSelection.isCheck("Exercise07Checks.TokenizerChecks"))
    XCTAssertTrue(TestSelection.isCheck("Exercise07Checks.Outer.InnerChecks"))
    XCTAssertFalse(TestSelection.isCheck("Exercise07Checks.TokenizerTests"))
    XCTAssertFalse(TestSelection.isCheck("Exercise07Checks.ChecksOfMine"))
  }

  func testChecksPattern_SkipsTheChecksOfTheModuleAndNothingElse() throws {
    let pattern = try NSRegularExpression(
      pattern: TestSelection.checksPattern(module: "Exercise13Checks"))
    func skips(_ id: String) -> Bool {
      pattern.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
    }
    XCTAssertTrue(skips("Exercise13Checks.CounterReducerChecks/countButtons()"))
    XCTAssertTrue(skips("Exercise13Checks.Outer.InnerChecks/works()"))
    XCTAssertFalse(skips("Exercise13Checks.CounterTests/nthPrimeButtonTapped()"))
    XCTAssertFalse(skips("Exercise13Checks.CounterTests/checksTheAlert()"))
    XCTAssertFalse(skips("Exercise13Checks/freeStandingChecks()"))
    XCTAssertFalse(skips("Solution13Checks.CounterReducerChecks/countButtons()"))
  }
}
