import Foundation
import WorkshopTestRuns
import XCTest

final class PlantedBugCatalogueTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func catalogue(_ json: String) throws -> PlantedBugCatalogue {
    let file = folder.appendingPathComponent(PlantedBugCatalogue.fileName)
    try Data(json.utf8).write(to: file)
    return try PlantedBugCatalogue(contentsOf: file)
  }

  private func problem(_ json: String) -> String? {
    do {
      _ = try catalogue(json)
      return nil
    } catch let error as CatalogueError {
      return error.problem
    } catch {
      return "unexpected \(error)"
    }
  }

  func testValidCatalogue_ReadsEveryBugInOrder() throws {
    let bugs = try catalogue(
      """
      [{"number": 1, "summary": "counts twice", "hint": "count once"},
       {"number": 2, "summary": "emits twice", "hint": "count actions", "uncatchableBecause": "later"}]
      """
    ).bugs
    XCTAssertEqual(
      bugs,
      [
        PlantedBug(1, "counts twice", hint: "count once"),
        PlantedBug(2, "emits twice", hint: "count actions", uncatchableBecause: "later"),
      ])
    XCTAssertEqual(bugs.map(\.isCatchable), [true, false])
  }

  func testMissingFile_SaysItCannotBeRead() {
    XCTAssertThrowsError(
      try PlantedBugCatalogue(contentsOf: folder.appendingPathComponent("nothing.json"))
    ) { error in
      XCTAssertEqual((error as? CatalogueError)?.problem, "cannot be read")
      XCTAssertTrue("\(error)".hasSuffix("nothing.json cannot be read."), "\(error)")
    }
  }

  func testBrokenJSON_SaysSo() {
    XCTAssertEqual(problem("[{"), "is not a JSON array of planted bugs")
  }

  func testBugWithoutAHint_NamesTheBugAndTheKey() {
    XCTAssertEqual(
      problem(#"[{"number": 1, "summary": "a", "hint": "b"}, {"number": 2, "summary": "c"}]"#),
      "has bug at index 1 without \"hint\"")
  }

  func testBugsOutOfOrder_AreRefused() {
    XCTAssertEqual(
      problem(
        #"[{"number": 2, "summary": "a", "hint": "b"}, {"number": 1, "summary": "c", "hint": "d"}]"#
      ),
      "numbers its bugs 2, 1, not 1, 2, 3 … in order")
  }

  func testURL_IsTheStepsFolderUnderTestsPlantedBugs() {
    XCTAssertEqual(
      PlantedBugCatalogue.url(
        forStepFolder: "05-TestingEffects", inCourse: URL(fileURLWithPath: "/c")
      )
      .path,
      "/c/Tests/PlantedBugs/05-TestingEffects/PlantedBugs.json")
  }
}

final class PlantedBugHintTests: XCTestCase {
  func testHintProblem_NamesAMissingHintAndOneThatRepeatsTheSummary() {
    XCTAssertNil(
      PlantedBug(1, "The alert stays.", hint: "Dismiss it and assert it is gone.").hintProblem)
    XCTAssertEqual(PlantedBug(2, "The alert stays.", hint: " ").hintProblem, "bug 2 has no hint")
    XCTAssertEqual(
      PlantedBug(3, "The alert stays.", hint: "the alert stays").hintProblem,
      "bug 3's hint repeats its summary; say what a test must do to notice it")
  }
}
