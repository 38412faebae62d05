import Foundation
import WorkshopTestRuns
import XCTest

/// The tests `workshop check` listed, left in the results folder for the hunt of that run.
final class ListedTestsTests: XCTestCase {
  func testAListingWrittenIntoTheResultsFolder_IsTheOneThisRunReads() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listed-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let listed = ListedTests(
      xctest: ["Exercise02Checks.TallyTests/testAdd"],
      swiftTesting: ["Exercise02Checks.Suite/counts()/Counts.swift:3:4"])

    try listed.write(into: folder)

    XCTAssertEqual(
      ListedTests.ofThisRun(environment: [CheckEnvironment.resultsFolder: folder.path]), listed)
    XCTAssertEqual(PlantedBugReport.reports(in: folder), [], "the listing is not a report")
  }

  func testOutsideACheck_OrWithoutAListing_ThereIsNone() throws {
    XCTAssertNil(ListedTests.ofThisRun(environment: [:]))
    XCTAssertNil(
      ListedTests.ofThisRun(environment: [CheckEnvironment.resultsFolder: "/no/such/folder"]))
  }
}
