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

  func testSwiftTestingArguments_RunTheModuleAndSkipItsChecksAndNothingElse() throws {
    let arguments = TestSelection.swiftTestingArguments(module: "Exercise13Checks")
    XCTAssertEqual([arguments[0], arguments[2]], ["--filter", "--skip"])
    let filter = try NSRegularExpression(pattern: arguments[1])
    let skip = try NSRegularExpression(pattern: arguments[3])
    func matches(_ pattern: NSRegularExpression, _ id: String) -> Bool {
      pattern.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
    }
    XCTAssertTrue(matches(filter, "Exercise13Checks.CounterTests/nthPrimeButtonTapped()"))
    XCTAssertTrue(matches(filter, "Exercise13Checks/freeStanding()"))
    XCTAssertFalse(matches(filter, "Exercise13ChecksOther.CounterTests/nthPrime()"))
    XCTAssertFalse(matches(filter, "Solution13Checks.CounterTests/nthPrime()"))
    func skips(_ id: String) -> Bool { matches(skip, id) }
    XCTAssertTrue(skips("Exercise13Checks.CounterReducerChecks/countButtons()"))
    XCTAssertTrue(skips("Exercise13Checks.Outer.InnerChecks/works()"))
    XCTAssertFalse(skips("Exercise13Checks.CounterTests/nthPrimeButtonTapped()"))
    XCTAssertFalse(skips("Exercise13Checks.CounterTests/checksTheAlert()"))
    XCTAssertFalse(skips("Exercise13Checks/freeStandingChecks()"))
    XCTAssertFalse(skips("Solution13Checks.CounterReducerChecks/countButtons()"))
  }
}
