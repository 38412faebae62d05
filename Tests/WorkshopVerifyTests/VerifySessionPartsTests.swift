import Foundation
import XCTest

@testable import WorkshopJudge
@testable import WorkshopVerify

/// A module that runs alongside the steps' checks runs as several processes, its tests dealt out
/// in turn and the classes kept apart in parts of their own, so that every test runs exactly once.
final class VerifySessionPartsTests: XCTestCase {
  let listing = TestListing(
    xctestListing: """
      CLITests.ATests/test1
      CLITests.ATests/test2
      CLITests.BTests/test3
      CLITests.CTests/test4
      CLITests.CLICourseLanguageEndToEndTests/test6
      CLITests.CLICourseLanguageEndToEndTests/test7
      OtherTests.DTests/test5
      ApartTests.CLICourseLanguageEndToEndTests/test8
      """,
    swiftTestingListing: "CLITests.Suite/counts()/Counts.swift:3:4")

  func testTheTestsAreDealtOutInTurn_TheSwiftTestingTestsGoWithTheFirstPart() {
    let parts = VerifySession.parts(of: "CLITests", in: listing)
    XCTAssertEqual(
      parts.map { $0.xctest + $0.swiftTesting },
      [
        [
          "CLITests.ATests/test1", "CLITests.BTests/test3",
          "CLITests.Suite/counts()/Counts.swift:3:4",
        ],
        ["CLITests.ATests/test2", "CLITests.CTests/test4"],
        [
          "CLITests.CLICourseLanguageEndToEndTests/test6",
          "CLITests.CLICourseLanguageEndToEndTests/test7",
        ],
      ])
  }

  func testAModuleOfAClassApart_RunsInOnePart_WithNoEmptyOne() {
    let parts = VerifySession.parts(of: "ApartTests", in: listing)
    XCTAssertEqual(parts.map(\.xctest), [["ApartTests.CLICourseLanguageEndToEndTests/test8"]])
  }

  func testAModuleOfOneClass_RunsInOnePart() {
    let parts = VerifySession.parts(of: "OtherTests", in: listing)
    XCTAssertEqual(parts.map(\.xctest), [["OtherTests.DTests/test5"]])
  }

  func testAQuickRun_RunsTheCoreEndToEndRunsAlone_AndNoSiteOrBrowserTest() {
    let all = TestListing(
      xctestListing: """
        WorkshopCLITests.CLICheckEndToEndTests/testCheck_Solved_PassesAndExits0
        WorkshopCLITests.CLICheckEndToEndTests/testCheck_InFrench_TranslatesItsProse_AndTheChecksOwnMessages
        """,
      swiftTestingListing: "")
    XCTAssertEqual(
      VerifySession.coreRuns(in: all).xctest,
      ["WorkshopCLITests.CLICheckEndToEndTests/testCheck_Solved_PassesAndExits0"])
    XCTAssertTrue(VerifySession.isFullOnly("WorkshopDocsTests.BrowserCheckTests/testRoot"))
    XCTAssertFalse(VerifySession.isFullOnly("WorkshopDocsTests.FileTimelineTests/testA"))
  }

  func testEveryCoreEndToEndRun_IsATestOfTheCLI() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("WorkshopCLITests")
    let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    for run in VerifySession.coreEndToEndRuns {
      let (type, method) = (run.prefix { $0 != "/" }, run.drop { $0 != "/" }.dropFirst())
      XCTAssertTrue(
        sources.contains { $0.contains("class \(type):") && $0.contains("func \(method)()") },
        "\(run) is not a test of WorkshopCLITests")
    }
  }
}
