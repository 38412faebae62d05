import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import XCTest

/// `check --format json|junit` end to end: the real binary builds the fixture course's steps and
/// prints a grader's document alone on standard output.
final class CLICheckFormatsEndToEndTests: XCTestCase {
  private var course: BuildableCourse!

  override func setUpWithError() throws {
    course = try BuildableCourse.makeAsShipped()
  }

  private var validator: JSONSchemaValidator {
    get throws {
      try JSONSchemaValidator(
        contentsOf: Fixtures.testsFolder.deletingLastPathComponent()
          .appendingPathComponent("Docs/schemas/check-result.schema.json"))
    }
  }

  private func check(_ arguments: String...) throws -> SeparateStreams {
    // NB: the first check of a run builds the library: minutes on a busy machine.
    try WorkshopCLI.runKeepingStreams(["check"] + arguments, in: course.root, timeout: 900)
  }

  private func json(_ run: SeparateStreams) throws -> [String: Any] {
    XCTAssertEqual(
      try validator.problems(in: Data(run.standardOutput.utf8)), [], run.standardOutput)
    return try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any],
      run.standardOutput)
  }

  func testJSON_AsShipped_ListsTheFailingChecksWithTheirTodos_AndExits1() throws {
    let run = try check("01", "--format", "json")

    XCTAssertEqual(run.status, 1, run.standardError)
    let result = try json(run)
    XCTAssertEqual(result["status"] as? String, "fail")
    let tests = try XCTUnwrap(result["tests"] as? [[String: Any]])
    let failing = tests.filter { $0["status"] as? String == "fail" }
    XCTAssertEqual(failing.compactMap { $0["task_id"] as? Int }.sorted(), [1, 2])
    XCTAssertEqual(
      failing.first?["file"] as? String, "Exercises/01-Counter/Checks/CounterChecks.swift")
  }

  func testJUnit_Solved_HasNoFailures_AndExits0() throws {
    try course.write(
      try solved("01-Counter/Counter.swift"), to: "Exercises/01-Counter/Counter.swift")

    let run = try check("01", "--format", "junit")

    XCTAssertEqual(run.status, 0, run.standardError)
    let reader = try JUnitReader.read(run.standardOutput)
    XCTAssertEqual(reader.suites.count, 1)
    XCTAssertEqual(reader.suites[0].attributes["tests"], "3")
    XCTAssertEqual(reader.suites[0].attributes["failures"], "0")
    XCTAssertEqual(reader.suites[0].attributes["errors"], "0")
  }

  func testJSON_SolvedTests_CatchEveryPlantedBug_NamingTheTestsThatCaughtThem() throws {
    for file in ["TallyTests.swift", "TallyClearTests.swift"] {
      try course.write(try solved("02-Tally/Tests/\(file)"), to: "Exercises/02-Tally/Tests/\(file)")
    }

    let run = try check("02", "--format", "json")

    XCTAssertEqual(run.status, 0, run.standardError + run.standardOutput)
    let result = try json(run)
    XCTAssertEqual(result["status"] as? String, "pass")
    let bugs = try XCTUnwrap(result["planted_bugs"] as? [[String: Any]])
    XCTAssertFalse(bugs.isEmpty)
    XCTAssertTrue(bugs.allSatisfy { $0["verdict"] as? String == "caught" }, "\(bugs)")
    XCTAssertTrue(
      bugs.allSatisfy { !(($0["caught_by"] as? [String]) ?? []).isEmpty }, "\(bugs)")
  }

  func testCompileError_IsAnErrorInJUnit_AndExits1() throws {
    try course.write(
      try solved("01-Counter/Counter.swift").replacingOccurrences(
        of: "state += 1", with: "state += \"one\""),
      to: "Exercises/01-Counter/Counter.swift")

    let run = try check("01", "--format", "junit")

    XCTAssertEqual(run.status, 1, run.standardError)
    let reader = try JUnitReader.read(run.standardOutput)
    XCTAssertEqual(reader.suites[0].cases.first?.attributes["name"], "build")
    XCTAssertEqual(reader.suites[0].cases.first?.trouble?.kind, "error")
  }

  func testOutputFile_GetsTheDocument_AndStandardOutputTheText() throws {
    let file = course.root.appendingPathComponent("result-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }

    let run = try check("01", "--format", "json", "--output", file.path)

    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.standardOutput.contains("Checking step 01"), run.standardOutput)
    XCTAssertEqual(try validator.problems(in: Data(contentsOf: file)), [])
  }

  private func solved(_ path: String) throws -> String {
    try String(
      contentsOf: Fixtures.courseFolder.appendingPathComponent("Solutions/\(path)"),
      encoding: .utf8)
  }
}
