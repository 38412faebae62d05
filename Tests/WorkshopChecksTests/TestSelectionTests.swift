import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopChecks

final class TestSelectionTests: XCTestCase {
  private let listing = """
    Exercise07Checks.TokenizerChecks/testEmptyText_Fails
    Exercise07Tests.TokenizerTests/testFindsAUsername
    Exercise07Tests.TokenizerSuite/findsAUsername()/TokenizerSuite.swift:8:4
    Exercise07Tests/freeStandingTest()/Free.swift:3:2
    Exercise07Tests.findsAHashtag()
    Exercise07TestsOther.TokenizerTests/testSomethingElse
    Solution07Tests.TokenizerTests/testFindsAUsername
    Exercise07Tests.TokenizerTests/testFindsAHashtag
    """

  func testTestIDs_AreTheTestsOfTheModule_OnceEach_WithoutSourceLocations() {
    XCTAssertEqual(
      TestSelection.testIDs(in: listing + "\n" + listing, module: "Exercise07Tests"),
      [
        "Exercise07Tests.TokenizerTests/testFindsAUsername",
        "Exercise07Tests.TokenizerSuite/findsAUsername()",
        "Exercise07Tests/freeStandingTest()",
        "Exercise07Tests.findsAHashtag()",
        "Exercise07Tests.TokenizerTests/testFindsAHashtag",
      ])
  }

  func testLearnerTest_NamesItAsTheRunsOutputDoes() {
    let xctest = LearnerTest(library: .xctest, id: "Exercise06Tests.CounterTests/testHappyFlow")
    XCTAssertEqual(xctest.name, "CounterTests.testHappyFlow")
    XCTAssertEqual(xctest.function, "testHappyFlow")
    let suite = LearnerTest(
      library: .swiftTesting, id: "Exercise13Tests.CounterTests/responds(to:alert:)")
    XCTAssertEqual(suite.name, "CounterTests.responds(to:alert:)")
    XCTAssertEqual(suite.function, "responds")
    let free = LearnerTest(library: .swiftTesting, id: "Exercise13Tests/freeStanding()")
    XCTAssertEqual(free.name, "freeStanding()")
    // NB: Swift Testing 6.3 lists a test outside any suite as `Module.test()`.
    let listed = LearnerTest(library: .swiftTesting, id: "Exercise07Tests.findsAUsername()")
    XCTAssertEqual(listed.name, "findsAUsername()")
    XCTAssertEqual(listed.function, "findsAUsername")
  }

  func testCompiledInto_IsTheSameTestInTheDecoyModule_UnderItsName() {
    for (library, id, decoy) in [
      (
        TestingLibrary.xctest, "Exercise06Tests.CounterTests/testHappyFlow",
        "Decoy06Exercise.CounterTests/testHappyFlow"
      ),
      (.swiftTesting, "Exercise13Tests/free()", "Decoy13Exercise/free()"),
      (.swiftTesting, "Exercise07Tests.findsAUsername()", "Decoy07Exercise.findsAUsername()"),
    ] {
      let test = LearnerTest(library: library, id: id)
      let compiled = test.compiled(into: decoy.prefix { $0 != "." && $0 != "/" }.description)
      XCTAssertEqual(compiled.id, decoy)
      XCTAssertEqual(compiled.name, test.name)
    }
  }

  func testSwiftTestingArguments_SelectExactlyTheGivenTests() throws {
    let tests = [
      LearnerTest(library: .swiftTesting, id: "Exercise13Tests.CounterTests/count(n:)"),
      LearnerTest(library: .swiftTesting, id: "Exercise13Tests/free()"),
    ]
    let arguments = TestSelection.swiftTestingArguments(selecting: tests)
    XCTAssertEqual([arguments[0], arguments[2]], ["--filter", "--filter"])
    let patterns = try [arguments[1], arguments[3]].map { try NSRegularExpression(pattern: $0) }
    func selected(_ id: String) -> Bool {
      patterns.contains { $0.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil }
    }
    XCTAssertTrue(selected("Exercise13Tests.CounterTests/count(n:)"))
    XCTAssertTrue(selected("Exercise13Tests.CounterTests/count(n:)/CounterTests.swift:3:4"))
    XCTAssertTrue(selected("Exercise13Tests/free()"))
    XCTAssertFalse(selected("Exercise13Tests.CounterTests/count(n:m:)"))
    XCTAssertFalse(selected("Exercise13Tests.CounterTests/countMore()"))
    XCTAssertFalse(selected("Exercise13Tests/freeToo()"))
  }
}
