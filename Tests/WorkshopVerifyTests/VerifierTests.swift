import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge
@testable import WorkshopVerify

/// The verdicts `workshop verify` reaches, tested on captured output and the fixture course;
/// running the whole of verify builds Swift, which unit tests do not.
final class VerifierTests: XCTestCase {
  func testShippedExercise_ThatFailsNamingTodos_Passes() throws {
    let (passed, details) = verdictAsShipped(try run("xctest-fail.txt", .exited(1)))
    XCTAssertTrue(passed, "\(details)")
    XCTAssertEqual(details, ["2 of 3 checks fail, each naming a TODO"])
  }

  func testRepeatedRuns_ThatAllPass_Pass_AndACheckThatFailsInOneIsFlaky() {
    func run(_ bFails: Bool) -> ModuleRun {
      var run = ModuleRun(module: "Solution01Checks")
      run.add(
        output: """
          Test Case 'AChecks.testA' started at 2026-01-01 00:00:00.000
          Test Case 'AChecks.testA' passed (0.001 seconds)
          Test Case 'AChecks.testB' started at 2026-01-01 00:00:00.000
          """
            + (bFails
              ? "/course/A.swift:3: error: AChecks.testB : XCTAssertTrue failed\n"
                + "Test Case 'AChecks.testB' failed (0.001 seconds)"
              : "Test Case 'AChecks.testB' passed (0.001 seconds)"),
        termination: .exited(bFails ? 1 : 0))
      return run
    }

    let steady = verdictOfRepeatedRuns([run(false), run(false), run(false)])
    XCTAssertTrue(steady.0, "\(steady.1)")
    XCTAssertEqual(steady.1, ["2 checks, 3 runs"])

    let flaky = verdictOfRepeatedRuns([run(false), run(true), run(false)])
    XCTAssertFalse(flaky.0)
    XCTAssertEqual(
      flaky.1, ["flaky check AChecks.testB passed 2 of 3 runs (passed, failed, passed)"])

    let broken = verdictOfRepeatedRuns([run(true), run(true)])
    XCTAssertFalse(broken.0)
    XCTAssertEqual(broken.1, ["check AChecks.testB passed 0 of 2 runs (failed, failed)"])
    XCTAssertFalse(verdictOfRepeatedRuns([]).0)
  }

  func testShippedExercise_ThatCrashes_Fails() throws {
    let (passed, details) = verdictAsShipped(try run("xctest-crash-unwrap.txt", .signalled(4)))
    XCTAssertFalse(passed)
    XCTAssertTrue(
      details.contains { $0.hasPrefix("crashed in CounterChecks.testIncrementTapped_AddsOne") },
      "\(details)")
  }

  func testShippedExercise_ThatAlreadyPasses_Fails() throws {
    let (passed, details) = verdictAsShipped(try run("xctest-pass.txt", .exited(0)))
    XCTAssertFalse(passed)
    XCTAssertEqual(details, ["every check passes as shipped; nothing is left to do"])
  }

  func testShippedExercise_WithAFailureNamingNoTodo_Fails() {
    var run = ModuleRun(module: "Exercise01Checks")
    run.add(
      output: """
        Test Case 'AChecks.testA' started at 2026-01-01 00:00:00.000
        /course/A.swift:3: error: AChecks.testA : XCTAssertEqual failed: ("1") is not equal to ("2")
        Test Case 'AChecks.testA' failed (0.001 seconds)
        """, termination: .exited(1))
    let (passed, details) = verdictAsShipped(run)
    XCTAssertFalse(passed)
    XCTAssertEqual(
      details,
      [
        "AChecks.testA fails without naming a TODO: "
          + #"XCTAssertEqual failed: ("1") is not equal to ("2")"#
      ])
  }

  func testAGivenTestFailingInItsOwnWords_IsAcceptedWhenAnotherFailureNamesTheTodo() {
    var run = ModuleRun(module: "Exercise10Checks")
    run.add(
      output: """
        Test Case 'CounterTests.testFlow' started at 2026-01-01 00:00:00.000
        /course/Tests/CounterTests.swift:9: error: CounterTests.testFlow : nothing arrived
        Test Case 'CounterTests.testFlow' failed (0.001 seconds)
        Test Case 'CounterChecks.testA' started at 2026-01-01 00:00:00.000
        /course/Checks/CounterChecks.swift:3: error: CounterChecks.testA : failed - TODO(1): do it
        Test Case 'CounterChecks.testA' failed (0.001 seconds)
        """, termination: .exited(1))

    XCTAssertTrue(verdictAsShipped(run, givenTestFiles: ["CounterTests.swift"]).0)
    XCTAssertFalse(verdictAsShipped(run).0, "a test the learner writes must name its TODO")
  }

  func testSwiftTestingComments_CountAsNamingTheTodo() throws {
    let (passed, _) = verdictAsShipped(try run("swift-testing-fail.txt", .exited(1)))
    XCTAssertTrue(passed)
  }

  func testLessonProblems_OfTheFixtureCourse() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    XCTAssertEqual(lessonProblems(course.steps[0], in: course), [])
    XCTAssertEqual(lessonProblems(course.steps[2], in: course), ["Solutions/03-Later is missing"])

    try Fixtures.write("// TODO(3): one more\n", to: "Exercises/01-Counter/More.swift", in: root)
    try Fixtures.write("# Changed\n", to: "Solutions/01-Counter/README.md", in: root)
    try Fixtures.write(
      "// different\n", to: "Solutions/01-Counter/Checks/CounterChecks.swift", in: root)
    XCTAssertEqual(
      lessonProblems(course.steps[0], in: course),
      [
        "README.md differs between Exercises and Solutions",
        "Checks/ differs between Exercises and Solutions",
        "no `## TODO(n)` section in HINTS.md for TODO(3)",
      ])
  }

  func testPlantedBugProblems_TheTodoTestsFileMustMatchTheExercisesMarkers() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    let tally = course.steps[1]
    let map = "Tests/PlantedBugs/02-Tally/TodoTests.json"
    let shipped = try String(contentsOf: course.url(map), encoding: .utf8)
    let expected =
      "\(map) does not say which tests answer the exercise's TODOs as its Tests/ files mark"
      + " them; it should read:\n\(shipped)"

    try FileManager.default.removeItem(at: course.url(map))
    XCTAssertEqual(lessonProblems(tally, in: course), [expected])

    try Fixtures.write(
      shipped.replacingOccurrences(of: "testAdd_CountsOne", with: "testAdd"), to: map, in: root)
    XCTAssertEqual(lessonProblems(tally, in: course), [expected])

    try Fixtures.write("[]", to: map, in: root)
    XCTAssertEqual(
      lessonProblems(tally, in: course),
      ["\(course.url(map).path) is not a JSON object of TODO numbers to test function names."])
  }

  func testPlantedBugProblems_TheLessonTableMustMatchTheCatalogue() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    let tally = course.steps[1]
    XCTAssertEqual(lessonProblems(tally, in: course), [])

    let readme = try String(
      contentsOf: course.url("\(tally.exercisePath)/README.md"), encoding: .utf8)
    let edited =
      readme.replacingOccurrences(of: "| 2 | .clear leaves one behind |", with: "| 2 | .clear |")
      + "| 3 | an extra bug |\n"
    for side in [tally.exercisePath, tally.solutionPath] {
      try Fixtures.write(edited, to: "\(side)/README.md", in: root)
    }
    XCTAssertEqual(
      lessonProblems(tally, in: course),
      [
        "the lesson's `## Planted bugs` table should have the row `| 2 | .clear leaves one behind |`"
          + " (from Tests/PlantedBugs/02-Tally/PlantedBugs.json)",
        "the lesson's `## Planted bugs` table has the row `| 2 | .clear |`, which the catalogue lacks",
        "the lesson's `## Planted bugs` table has the row `| 3 | an extra bug |`, which the catalogue lacks",
      ])

    try FileManager.default.removeItem(at: course.url(tally.plantedBugCataloguePath))
    XCTAssertEqual(
      lessonProblems(tally, in: course),
      [
        "Solutions/02-Tally/Checks/PlantedBugs.swift plants bugs but"
          + " Tests/PlantedBugs/02-Tally/PlantedBugs.json is missing"
      ])
  }

  func testPlantedBugProblems_AHintThatRepeatsTheSummaryIsNamed() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try Fixtures.write(
      #"[{"number": 1, "summary": ".add counts twice", "hint": ".add counts twice!", "todos": [1]},"#
        + #" {"number": 2, "summary": ".clear leaves one behind", "hint": "", "todos": [2]}]"#,
      to: course.steps[1].plantedBugCataloguePath, in: root)
    XCTAssertEqual(
      lessonProblems(course.steps[1], in: course),
      [
        "Tests/PlantedBugs/02-Tally/PlantedBugs.json: bug 1's hint repeats its summary; say what"
          + " a test must do to notice it",
        "Tests/PlantedBugs/02-Tally/PlantedBugs.json: bug 2 has no hint",
      ])
  }

  func testPlantedBugProblems_ATestTodoNoBugOrCheckJudgesIsNamed() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try Fixtures.write(
      #"[{"number": 1, "summary": ".add counts twice", "hint": "Count once.", "todos": [1]},"#
        + #" {"number": 2, "summary": ".clear leaves one behind", "hint": "Empty it."}]"#,
      to: course.steps[1].plantedBugCataloguePath, in: root)
    let unjudged =
      "TODO(2) asks for a test, but no planted bug in Tests/PlantedBugs/02-Tally/PlantedBugs.json"
      + " names it in \"todos\" and no check in Solutions/02-Tally/Checks says \"Judges the shape of the"
      + " test of TODO(2)\""
    XCTAssertEqual(lessonProblems(course.steps[1], in: course), [unjudged])

    // A check of the test's shape judges it as well.
    try Fixtures.write(
      "// Judges the shape of the test of TODO(2).\n", to: "Solutions/02-Tally/Checks/Shape.swift",
      in: root)
    try Fixtures.write(
      "// Judges the shape of the test of TODO(2).\n", to: "Exercises/02-Tally/Checks/Shape.swift",
      in: root)
    XCTAssertEqual(lessonProblems(course.steps[1], in: course), [])
  }

  func testPlantedBugProblems_ACorruptCatalogueIsNamed() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try Fixtures.write("[]x", to: course.steps[1].plantedBugCataloguePath, in: root)
    let problems = lessonProblems(course.steps[1], in: course)
    XCTAssertEqual(problems.count, 1)
    XCTAssertTrue(
      problems.first?.contains("PlantedBugs.json is not a JSON array") ?? false, "\(problems)")
  }

  func testOverlay_CopiesOverLikeCpAndKeepsExtraFiles() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write("// mine\n", to: "Exercises/01-Counter/Extra.swift", in: root)
    try overlay(
      root.appendingPathComponent("Solutions/01-Counter"),
      onto: root.appendingPathComponent("Exercises/01-Counter"))
    let counter = try String(
      contentsOf: root.appendingPathComponent("Exercises/01-Counter/Counter.swift"), encoding: .utf8
    )
    XCTAssertTrue(counter.contains("state += 1"))
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Exercises/01-Counter/Extra.swift").path))
  }

  func testFilesLeftOver_AreTheExercisesSwiftFilesTheSolutionHasNoTwinOf() throws {
    let root = try Fixtures.course(for: self)
    let (solution, exercise) = (
      root.appendingPathComponent("Solutions/02-Tally"),
      root.appendingPathComponent("Exercises/02-Tally")
    )
    XCTAssertEqual(filesLeftOver(copying: solution, onto: exercise), [])
    try Fixtures.write("// mine\n", to: "Exercises/02-Tally/Extra.swift", in: root)
    try Fixtures.write("// mine\n", to: "Exercises/02-Tally/Tests/More.swift", in: root)
    // A file no build reads stays harmlessly.
    try Fixtures.write("", to: "Exercises/02-Tally/Tests/__Snapshots__/.gitkeep", in: root)
    XCTAssertEqual(
      filesLeftOver(copying: solution, onto: exercise), ["Extra.swift", "Tests/More.swift"])
  }

  func testOverlay_MarksACopiedSymlinksFileAsModified() throws {
    let root = try Fixtures.emptyFolder(for: self)
    let fileManager = FileManager.default
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    try Fixtures.write("reference\n", to: "Library/Shared.swift", in: root)
    try Fixtures.write("stub\n", to: "Exercise/Shared.swift", in: root)
    try fileManager.createDirectory(
      at: root.appendingPathComponent("Solution"), withIntermediateDirectories: true)
    try fileManager.createSymbolicLink(
      atPath: root.appendingPathComponent("Solution/Shared.swift").path,
      withDestinationPath: "../Library/Shared.swift")
    // Both files carry the same time, as after `git archive`.
    for path in ["Library/Shared.swift", "Exercise/Shared.swift"] {
      try fileManager.setAttributes(
        [.modificationDate: old], ofItemAtPath: root.appendingPathComponent(path).path)
    }

    try overlay(
      root.appendingPathComponent("Solution"), onto: root.appendingPathComponent("Exercise"))

    let copied = root.appendingPathComponent("Exercise/Shared.swift").path
    XCTAssertEqual(
      try fileManager.destinationOfSymbolicLink(atPath: copied), "../Library/Shared.swift")
    // NB: the compiler follows the link, so the time that counts is the linked file's.
    let resolved = root.appendingPathComponent("Library/Shared.swift").path
    let modified = try XCTUnwrap(
      fileManager.attributesOfItem(atPath: resolved)[.modificationDate] as? Date)
    XCTAssertGreaterThan(modified, old, "a stale time would let the build keep the stub's object")
  }

  private func run(_ fixture: String, _ termination: Termination) throws -> ModuleRun {
    var run = ModuleRun(module: "Exercise01Checks")
    run.add(output: try Fixtures.output(fixture), termination: termination)
    return run
  }
}

/// The rule that maps a lesson's common mistakes to what catches them, on small texts: each
/// failure path named.
final class LessonMistakeRulesTests: XCTestCase {
  private let lesson = """
    # 01 · Counting

    ## Common mistakes

    - **Counting twice.** The total doubles.
    - Forgetting the reset: the count
      keeps growing.

    ## Next
    """
  private let checks = [
    "final class CounterChecks: XCTestCase {\n  func testAdd_CountsOnce() {}\n}\n"
  ]

  private func problems(_ map: String?, lesson: String? = nil) -> [String] {
    lessonMistakeProblems(
      lessonMarkdown: lesson ?? self.lesson, map: map.map { Data($0.utf8) }, mapPath: "M.json",
      checkSources: checks, bugNumbers: [1, 2])
  }

  func testAMapNamingEveryItem_HasNoProblems() {
    XCTAssertEqual(
      problems(
        #"[{"mistake": "Counting twice.", "checks": ["CounterChecks.testAdd_CountsOnce"]},"#
          + #" {"mistake": "Forgetting the reset", "bugs": [2], "diagnosis": "flaky-test"}]"#),
      [])
    XCTAssertEqual(
      problems(
        #"[{"mistake": "Counting twice.", "notCheckedBecause": "Only a reader can tell."},"#
          + #" {"mistake": "Forgetting the reset", "diagnosis": "leaking-assertion"}]"#), [])
  }

  func testALessonWithoutCommonMistakes_NeedsNoMap() {
    XCTAssertEqual(problems(nil, lesson: "# 01\n\n## What to do\n\n- Count.\n"), [])
  }

  func testAMissingOrCorruptMap_IsNamed() {
    XCTAssertEqual(
      problems(nil), ["the lesson names 2 common mistakes, but M.json is missing"])
    XCTAssertEqual(
      problems(#"[{"checks": []}]"#),
      [
        "M.json is not a JSON array of {\"mistake\", \"checks\", \"bugs\", \"diagnosis\","
          + " \"notCheckedBecause\", \"patch\", \"says\"} objects"
      ])
  }

  func testAnItemWithoutAnEntry_OrWithTwo_IsNamed() {
    XCTAssertEqual(
      problems(#"[{"mistake": "Counting twice.", "bugs": [1]}]"#),
      [
        "M.json has no entry for the lesson's common mistake \"Forgetting the reset: the count"
          + " keeps growing.…\""
      ])
    XCTAssertEqual(
      problems(
        #"[{"mistake": "Counting twice.", "bugs": [1]}, {"mistake": "Counting twice.", "bugs": [2]},"#
          + #" {"mistake": "Forgetting", "bugs": [1]}]"#),
      ["M.json has 2 entries for the common mistake **Counting twice.**"])
  }

  func testAnEntryForAnItemTheLessonNoLongerHas_IsNamed() {
    let gone =
      "names no bullet of the lesson's `## Common mistakes` (its bold text, or the words a bullet"
      + " without bold text starts with)"
    XCTAssertEqual(
      problems(
        #"[{"mistake": "Counting twice.", "bugs": [1]}, {"mistake": "Forgetting the reset", "bugs": [1]},"#
          + #" {"mistake": "Counting", "bugs": [1]}, {"mistake": "Forgetting the re", "bugs": [1]},"#
          + #" {"mistake": "Dividing by zero.", "bugs": [1]}]"#),
      [
        "M.json: \"Counting\" \(gone)",
        "M.json: \"Forgetting the re\" \(gone)",
        "M.json: \"Dividing by zero.\" \(gone)",
      ])
  }

  func testAnEntryPointingAtNothingThatExists_IsNamed() {
    let ok = #"{"mistake": "Forgetting the reset", "bugs": [1]}"#
    XCTAssertEqual(
      problems(
        #"[{"mistake": "Counting twice.", "checks": ["CounterChecks.testMissing","#
          + #" "OtherChecks.testAdd_CountsOnce", "testAdd_CountsOnce"], "bugs": [3],"#
          + #" "diagnosis": "bad-luck"}, \#(ok)]"#),
      [
        "M.json: \"Counting twice.\" names the check CounterChecks.testMissing, which no file in"
          + " Checks/ declares",
        "M.json: \"Counting twice.\" names the check OtherChecks.testAdd_CountsOnce, which no file"
          + " in Checks/ declares",
        "M.json: \"Counting twice.\" names the check testAdd_CountsOnce, which no file in Checks/"
          + " declares",
        "M.json: \"Counting twice.\" names planted bug 3, which the step's catalogue lacks",
        "M.json: \"Counting twice.\" names the diagnosis \"bad-luck\"; known: crash-on-bug,"
          + " fails-with-no-bug, flaky-test, hang-on-bug, leaking-assertion",
      ])
  }

  func testAnEntryWithoutACatchOrWithBothACatchAndAReason_IsNamed() {
    let ok = #"{"mistake": "Forgetting the reset", "bugs": [1]}"#
    XCTAssertEqual(
      problems(#"[{"mistake": "Counting twice."}, \#(ok)]"#),
      [
        "M.json: \"Counting twice.\" names no check, planted bug or diagnosis, and no"
          + " \"notCheckedBecause\""
      ])
    XCTAssertEqual(
      problems(
        #"[{"mistake": "Counting twice.", "bugs": [1], "notCheckedBecause": "Hard."}, \#(ok)]"#),
      ["M.json: \"Counting twice.\" gives a \"notCheckedBecause\" beside what catches it; keep one"]
    )
    XCTAssertEqual(
      problems(#"[{"mistake": "Counting twice.", "notCheckedBecause": " "}, \#(ok)]"#),
      ["M.json: \"Counting twice.\" has an empty \"notCheckedBecause\""])
  }

  func testAPatchWithoutACheckToFail_OrWordsWithoutAPatch_IsNamed() {
    let ok = #"{"mistake": "Forgetting the reset", "bugs": [1]}"#
    let patch = #"{"file": "Counter.swift", "edits": [{"replace": "1", "with": "2"}]}"#
    XCTAssertEqual(
      problems(#"[{"mistake": "Counting twice.", "bugs": [1], "patch": \#(patch)}, \#(ok)]"#),
      ["M.json: \"Counting twice.\" gives a \"patch\" but names no check it must fail"])
    XCTAssertEqual(
      problems(
        #"[{"mistake": "Counting twice.", "checks": ["CounterChecks.testAdd_CountsOnce"],"#
          + #" "says": ["twice"]}, \#(ok)]"#),
      ["M.json: \"Counting twice.\" gives \"says\" without a \"patch\" to make the checks say it"])
  }
}
