import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopChecks

final class PlantedBugHuntTests: FailureCapturingTestCase {
  private let anyBug = PlantedBug(1, "anything", hint: "any test")

  func testHuntWithoutTests_FailsAtTheCallerWithAClearReason() throws {
    let hunt = PlantedBugHunt(
      testModule: "NoSuchTestModule", decoyModule: "NoSuchDecoy", bugs: [anyBug])

    let failures = try captureFailures { try assertTestsCatch(hunt) }

    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, #line - 3)
    XCTAssertEqual(
      failures.first?.message.hasSuffix(
        "Your tests could not be run against the planted bugs: no tests found; write some in Tests/ first"
      ),
      true, "\(failures)")
  }

  func testHuntOfOneLibrary_WithNoTestsOfThatLibrary_SaysWhichTestsAreMissing() throws {
    // NB: this very module has XCTest tests and no Swift Testing ones.
    var hunt = PlantedBugHunt(
      testModule: "WorkshopChecksTests", decoyModule: "NoSuchDecoy", bugs: [anyBug])
    hunt.library = .swiftTesting

    let failures = try captureFailures { try assertTestsCatch(hunt) }

    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(
      failures.first?.message.hasSuffix(
        "Your Swift Testing tests could not be run against the planted bugs: no Swift Testing "
          + "tests found; write some in Tests/ first"),
      true, "\(failures)")
  }

  func testHunt_WritesItsReportIntoTheResultsFolderTheCLIGives() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    setenv(CheckEnvironment.resultsFolder, folder.path, 1)
    defer {
      unsetenv(CheckEnvironment.resultsFolder)
      try? FileManager.default.removeItem(at: folder)
    }

    _ = try captureFailures {
      try assertTestsCatch(
        PlantedBugHunt(testModule: "Exercise42Checks", decoyModule: "NoSuchDecoy", bugs: [anyBug]))
    }

    let reports = PlantedBugReport.reports(in: folder)
    XCTAssertEqual(reports.map(\.module), ["Exercise42Checks"])
    XCTAssertEqual(
      reports.first?.reference, .couldNotRun(reason: "no tests found; write some in Tests/ first"))
  }

  func testHuntsFiles_GoIntoTheResultsFolder_WhichTheNextCommandSweepsAfterAKill() throws {
    // NB: a check killed outright leaves its hunts' event streams behind; in the results folder
    // they go with it, swept by the next command.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID())")
    setenv(CheckEnvironment.resultsFolder, folder.path, 1)
    XCTAssertEqual(TestBinary.passingFiles.path, folder.path)
    unsetenv(CheckEnvironment.resultsFolder)
    XCTAssertEqual(
      TestBinary.passingFiles.standardizedFileURL,
      FileManager.default.temporaryDirectory.standardizedFileURL, "outside a check")
  }

  func testHunt_WithAResultsFolderThatCannotBeWritten_FailsSayingWhere() throws {
    setenv(CheckEnvironment.resultsFolder, "/no/such/folder", 1)
    defer { unsetenv(CheckEnvironment.resultsFolder) }

    let failures = try captureFailures {
      try assertTestsCatch(
        PlantedBugHunt(testModule: "Exercise42Checks", decoyModule: "NoSuchDecoy", bugs: [anyBug]))
    }

    XCTAssertTrue(
      failures.contains { $0.message.contains("could not be written to /no/such/folder") },
      "\(failures)")
  }

  func testForChecks_ReadsTheStepsCatalogueAndHuntsWithItsSide() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("course-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogue = PlantedBugCatalogue.url(forStepFolder: "05-TestingEffects", inCourse: root)
    try FileManager.default.createDirectory(
      at: catalogue.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"[{"number": 1, "summary": "anything", "hint": "any test"}]"#.utf8).write(
      to: catalogue)

    let hunt = try PlantedBugHunt.forChecks("Solution05Checks.SomeChecks", courseRoot: root)

    XCTAssertEqual(hunt.testModule, "Solution05Tests")
    XCTAssertEqual(hunt.decoyModule, "Decoy05Solution")
    XCTAssertEqual(hunt.bugs, [anyBug])
    XCTAssertThrowsError(try PlantedBugHunt.forChecks("Exercise06Checks", courseRoot: root)) {
      XCTAssertTrue("\($0)".hasSuffix("cannot be read."), "\($0)")
    }
  }

  func testABugForOneOfTwoTodos_IsNamedForTheOneWithATest() {
    // One TODO per testing library: the learner wrote TODO(5)'s test in Swift Testing.
    let bug = PlantedBug(2, "off by one", hint: "count", todos: [3, 5])
    XCTAssertEqual(PlantedBugHunt.named(bug, todoTests: [5: ["countsOne()"]]).todos, [5])
    XCTAssertEqual(PlantedBugHunt.named(bug, todoTests: [:]).todos, [3, 5], "none written yet")
  }

  func testTodoTests_AreTheTestsMarkedWithEachTodoInTheExercisesTests() throws {
    let root = try courseWithStep06Tests(
      """
      final class CounterTests: XCTestCase {
        // TODO(1): the happy flow
        func testHappyFlow() {}

        func testUnhappyFlow() {
          XCTFail("TODO(2): the unhappy flow")
        }

        func helper() { /* TODO(3) */ }
      }
      """)
    defer { try? FileManager.default.removeItem(at: root) }
    let hunted = ["testHappyFlow", "testUnhappyFlow", "testOther"].map {
      LearnerTest(library: .xctest, id: "Solution06Checks.CounterTests/\($0)")
    }

    let todoTests = PlantedBugHunt.todoTests(
      of: hunted, module: "Solution06Checks", courseRoot: root)

    XCTAssertEqual(
      todoTests, [1: ["CounterTests.testHappyFlow"], 2: ["CounterTests.testUnhappyFlow"]])
  }

  func testTodoTests_OfALearnerWhoDeletedTheMarkers_AreTheOnesTheStepShipsWith() throws {
    // The learner finished both tests and deleted their TODO comments, and wrote a third one.
    let root = try courseWithStep06Tests(
      """
      final class CounterTests: XCTestCase {
        func testHappyFlow() {}
        func testUnhappyFlow() { XCTAssertTrue(true) }
        // TODO(3): mine
        func testMine() {}
      }
      """)
    defer { try? FileManager.default.removeItem(at: root) }
    let map = TodoTestMap(functions: [1: ["testHappyFlow"], 2: ["testUnhappyFlow"]])
    let mapURL = TodoTestMap.url(forStepFolder: "06-AsynchronousEffects", inCourse: root)
    try FileManager.default.createDirectory(
      at: mapURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try map.json.write(to: mapURL, atomically: true, encoding: .utf8)
    let hunted = ["testHappyFlow", "testUnhappyFlow", "testMine"].map {
      LearnerTest(library: .xctest, id: "Exercise06Checks.CounterTests/\($0)")
    }

    let todoTests = PlantedBugHunt.todoTests(
      of: hunted, module: "Exercise06Checks", courseRoot: root)

    XCTAssertEqual(
      todoTests,
      [
        1: ["CounterTests.testHappyFlow"], 2: ["CounterTests.testUnhappyFlow"],
        3: ["CounterTests.testMine"],
      ])
  }

  func testAssertYourTests_OutsideAStepsChecks_FailsSayingTheBugsCannotBeRead() throws {
    let failures = try captureFailures { try assertYourTestsCatchThePlantedBugs() }

    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, #line - 3)
    XCTAssertEqual(
      failures.first?.text,
      "The planted bugs cannot be read: WorkshopChecksTests.PlantedBugHuntTests is not the checks"
        + " module of a step.")
  }

  func testCourseRoot_IsTheFolderWithThePackageManifest() {
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: PlantedBugHunt.courseRoot.appendingPathComponent("Package.swift").path))
  }

  func testActive_IsNilOutsideAHunt() {
    XCTAssertNil(PlantedBug.active)
  }

  /// A course in a temporary folder whose step 06 exercise has `source` as its only test file.
  private func courseWithStep06Tests(_ source: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("course-\(UUID())")
    let tests = root.appendingPathComponent("Exercises/06-AsynchronousEffects/Tests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data(source.utf8).write(to: tests.appendingPathComponent("CounterTests.swift"))
    return root
  }
}
