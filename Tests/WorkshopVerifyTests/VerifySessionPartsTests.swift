import Foundation
import XCTest

@testable import WorkshopCore
@testable import WorkshopVerify

/// A module that runs alongside the steps' checks runs as several processes, its test classes
/// dealt out in turn, so that every test runs exactly once.
final class VerifySessionPartsTests: XCTestCase {
  let listing = TestListing(
    xctestListing: """
      CLITests.ATests/test1
      CLITests.ATests/test2
      CLITests.BTests/test3
      CLITests.CTests/test4
      OtherTests.DTests/test5
      """,
    swiftTestingListing: "CLITests.Suite/counts()/Counts.swift:3:4")

  func testTheClassesAreDealtOutInTurn_TheSwiftTestingTestsGoWithTheFirstPart() {
    let parts = VerifySession.parts(of: "CLITests", in: listing)
    XCTAssertEqual(
      parts.map { $0.xctest + $0.swiftTesting },
      [
        [
          "CLITests.ATests/test1", "CLITests.ATests/test2", "CLITests.CTests/test4",
          "CLITests.Suite/counts()/Counts.swift:3:4",
        ],
        ["CLITests.BTests/test3"],
      ])
  }

  func testAModuleOfOneClass_RunsInOnePart() {
    let parts = VerifySession.parts(of: "OtherTests", in: listing)
    XCTAssertEqual(parts.map(\.xctest), [["OtherTests.DTests/test5"]])
  }
}
