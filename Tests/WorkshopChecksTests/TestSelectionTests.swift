import Foundation
import XCTest

@testable import WorkshopChecks

final class TestSelectionTests: XCTestCase {
  private let listing = """
    Exercise07Checks.TokenizerChecks/testEmptyText_Fails
    Exercise07Checks.TokenizerTests/testFindsAUsername
    Exercise07Checks.TokenizerSuite/findsAUsername()/TokenizerSuite.swift:8:4
    Exercise07Checks/freeStandingTest()/Free.swift:3:2
    Exercise07Checks.findsAHashtag()
    Exercise07ChecksOther.TokenizerTests/testSomethingElse
    Solution07Checks.TokenizerTests/testFindsAUsername
    Exercise07Checks.TokenizerTests/testFindsAHashtag
    """

  func testTestIDs_AreTheLearnersTestsOfTheModule_OnceEach_WithoutSourceLocations() {
    XCTAssertEqual(
      TestSelection.testIDs(in: listing + "\n" + listing, module: "Exercise07Checks"),
      [
        "Exercise07Checks.TokenizerTests/testFindsAUsername",
        "Exercise07Checks.TokenizerSuite/findsAUsername()",
        "Exercise07Checks/freeStandingTest()",
        "Exercise07Checks.findsAHashtag()",
        "Exercise07Checks.TokenizerTests/testFindsAHashtag",
      ])
  }

  func testLearnerTest_NamesItAsTheRunsOutputDoes() {
    let xctest = LearnerTest(library: .xctest, id: "Exercise06Checks.CounterTests/testHappyFlow")
    XCTAssertEqual(xctest.name, "CounterTests.testHappyFlow")
    XCTAssertEqual(xctest.function, "testHappyFlow")
    let suite = LearnerTest(
      library: .swiftTesting, id: "Exercise13Checks.CounterTests/responds(to:alert:)")
    XCTAssertEqual(suite.name, "CounterTests.responds(to:alert:)")
    XCTAssertEqual(suite.function, "responds")
    let free = LearnerTest(library: .swiftTesting, id: "Exercise13Checks/freeStanding()")
    XCTAssertEqual(free.name, "freeStanding()")
    // NB: Swift Testing 6.3 lists a test outside any suite as `Module.test()`.
    let listed = LearnerTest(library: .swiftTesting, id: "Exercise07Checks.findsAUsername()")
    XCTAssertEqual(listed.name, "findsAUsername()")
    XCTAssertEqual(listed.function, "findsAUsername")
  }

  func testIsCheck_TellsTheWorkshopsChecksFromTheLearnersTests() {
    XCTAssertTrue(TestSelection.isCheck("Exercise07Checks.TokenizerChecks"))
    XCTAssertTrue(TestSelection.isCheck("Exercise07Checks.Outer.InnerChecks"))
    XCTAssertFalse(TestSelection.isCheck("Exercise07Checks.TokenizerTests"))
    XCTAssertFalse(TestSelection.isCheck("Exercise07Checks.ChecksOfMine"))
  }

  func testSwiftTestingArguments_SelectExactlyTheGivenTests() throws {
    let tests = [
      LearnerTest(library: .swiftTesting, id: "Exercise13Checks.CounterTests/count(n:)"),
      LearnerTest(library: .swiftTesting, id: "Exercise13Checks/free()"),
    ]
    let arguments = TestSelection.swiftTestingArguments(selecting: tests)
    XCTAssertEqual([arguments[0], arguments[2]], ["--filter", "--filter"])
    let patterns = try [arguments[1], arguments[3]].map { try NSRegularExpression(pattern: $0) }
    func selected(_ id: String) -> Bool {
      patterns.contains { $0.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil }
    }
    XCTAssertTrue(selected("Exercise13Checks.CounterTests/count(n:)"))
    XCTAssertTrue(selected("Exercise13Checks.CounterTests/count(n:)/CounterTests.swift:3:4"))
    XCTAssertTrue(selected("Exercise13Checks/free()"))
    XCTAssertFalse(selected("Exercise13Checks.CounterTests/count(n:m:)"))
    XCTAssertFalse(selected("Exercise13Checks.CounterTests/countMore()"))
    XCTAssertFalse(selected("Exercise13Checks/freeToo()"))
  }
}
