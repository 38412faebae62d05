import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import XCTest

/// `track`, `report`, `class`, `classroom` and `solution --file` end to end, on copies of the
/// fixture course (nothing here builds Swift).
final class CLIGradingEndToEndTests: XCTestCase {
  private let schemas = Fixtures.testsFolder.deletingLastPathComponent()
    .appendingPathComponent("Docs/schemas")

  /// Marks the first `count` steps of the course at `root` as passed, as they are now.
  private func pass(_ count: Int, in root: URL) throws {
    let course = try Course.load(root: root)
    try ProgressStore(root: root).update(for: course.steps) { progress in
      for step in course.steps.prefix(count) {
        progress.update(step) {
          $0.recordCheck(
            .passed, tally: CheckTally(passed: 3, total: 3), hash: course.exerciseHash(step),
            at: Date(timeIntervalSince1970: 1_800_000_000))
        }
      }
    }
  }

  func testTrack_ListsTheTracks_ThenListAndNextFollowTheChosenOne() throws {
    let root = try Fixtures.course(for: self)
    let tracks = try WorkshopCLI.run(["track"], in: root)
    XCTAssertEqual(tracks.status, 0)
    XCTAssertTrue(
      tracks.output.hasPrefix(
        """
          tests-only  2 steps: 02, 03
        ▸ all         3 steps: every step

        """), tracks.output)

    let chosen = try WorkshopCLI.run(["track", "tests-only"], in: root)
    XCTAssertEqual(chosen.status, 0, chosen.output)
    XCTAssertTrue(chosen.output.contains("Next: 02 · Tests that catch bugs"), chosen.output)

    let list = try WorkshopCLI.run(["list"], in: root)
    XCTAssertTrue(
      list.output.hasPrefix("Workshop · track tests-only · 2 of 3 steps\n"), list.output)
    XCTAssertFalse(list.output.contains("01  A counter reducer"), list.output)
    XCTAssertTrue(list.output.contains("0 of 2 done"), list.output)
    XCTAssertTrue(list.output.contains("Next: 02 · Tests that catch bugs"), list.output)
    // `show` with no step follows the track too.
    let show = try WorkshopCLI.run(["show"], in: root)
    XCTAssertTrue(show.output.hasPrefix("# 02 · Tests that catch bugs"), show.output)

    XCTAssertEqual(try WorkshopCLI.run(["track", "all"], in: root).status, 0)
    XCTAssertTrue(try WorkshopCLI.run(["list"], in: root).output.contains("01  A counter reducer"))
  }

  func testTrack_Unknown_IsAUsageError() throws {
    let root = try Fixtures.course(for: self)
    let run = try WorkshopCLI.run(["track", "one-week"], in: root)
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.output.contains("There is no track 'one-week'."), run.output)
  }

  func testList_ALearnerWhoJumpedAhead_IsNotSentBackToTheFirstStep() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try ProgressStore(root: root).update(for: course.steps) { progress in
      progress.update(course.steps[1]) {
        $0.recordCheck(.failed, tally: nil, hash: "h", at: Date(timeIntervalSince1970: 1))
      }
    }
    let list = try WorkshopCLI.run(["list"], in: root)
    XCTAssertTrue(list.output.contains("Next: 02 · Tests that catch bugs"), list.output)
  }

  func testReport_ShowsEachStepsStateChecksAndWhenFirstDone_InEveryFormat() throws {
    let root = try Fixtures.course(for: self)
    try pass(1, in: root)

    let text = try WorkshopCLI.runKeepingStreams(["report", "--name", "Ada"], in: root)
    XCTAssertEqual(text.status, 0, text.standardError)
    // NB: at 80 columns the table is wider than the terminal: two lines a step instead.
    XCTAssertEqual(
      text.standardOutput.split(separator: "\n").prefix(7).joined(separator: "\n"),
      """
      Workshop report · Ada · every step · 1 of 3 done
      01  A counter reducer
          done · checks 3/3 · first done 2027-01-15 08:00
      02  Tests that catch bugs
          not started
      03  A step still being written
          unavailable
      """)

    let markdown = try WorkshopCLI.runKeepingStreams(
      ["report", "--name", "Ada", "--format", "markdown"], in: root)
    XCTAssertTrue(
      markdown.standardOutput.contains(
        "| 01 | A counter reducer | done | 3/3 |  | 2027-01-15 08:00 |"),
      markdown.standardOutput)

    let json = try WorkshopCLI.runKeepingStreams(["report", "--format", "json"], in: root)
    XCTAssertEqual(json.status, 0, json.standardError)
    let validator = try JSONSchemaValidator(
      contentsOf: schemas.appendingPathComponent("learner-report.schema.json"))
    XCTAssertEqual(try validator.problems(in: Data(json.standardOutput.utf8)), [])
  }

  func testReport_SharesMinutesToGreenOnlyWithTimes_AndNamesTheLearnerAfterTheFile() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try ProgressStore(root: root).update(for: course.steps) { progress in
      progress.update(course.steps[0]) {
        $0.recordCheck(.failed, tally: nil, hash: "h", at: Date(timeIntervalSince1970: 1_000))
        $0.recordCheck(
          .passed, tally: nil, hash: course.exerciseHash(course.steps[0]),
          at: Date(timeIntervalSince1970: 1_000 + 25 * 60 + 30))
      }
    }
    // NB: no git name anywhere, so the name comes from the output file.
    let home = try Fixtures.emptyFolder(for: self)
    let environment = ["HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1"]
    let out = root.appendingPathComponent("ada.json")

    let shared = try WorkshopCLI.run(
      ["report", "--format", "json", "--times", "--output", out.path], in: root,
      environment: environment)
    XCTAssertEqual(shared.status, 0, shared.output)
    let json = try String(contentsOf: out, encoding: .utf8)
    XCTAssertTrue(json.contains("\"minutes_to_green\" : 25.5"), json)
    XCTAssertTrue(json.contains("\"learner\" : \"ada\""), json)
    let validator = try JSONSchemaValidator(
      contentsOf: schemas.appendingPathComponent("learner-report.schema.json"))
    XCTAssertEqual(try validator.problems(in: Data(json.utf8)), [])

    let kept = try WorkshopCLI.run(["report", "--format", "json"], in: root)
    XCTAssertFalse(kept.output.contains("minutes_to_green"), kept.output)
  }

  func testCheckPart_AnUnknownPart_IsAUsageError() throws {
    let wrong = try WorkshopCLI.run(
      ["check", "02", "--part", "all"], in: try Fixtures.course(for: self))
    XCTAssertEqual(wrong.status, 2)
    XCTAssertTrue(wrong.output.contains("--part takes checks or bugs, not 'all'."), wrong.output)
  }

  func testReport_AnUnknownFormat_IsAUsageError() throws {
    let run = try WorkshopCLI.run(
      ["report", "--format", "junit"], in: try Fixtures.course(for: self))
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(
      run.output.contains("--format takes text, markdown, json, not 'junit'."), run.output)
  }

  func testClass_ReadsThreeReports_IntoALearnersByStepsTable() throws {
    let shared = try Fixtures.emptyFolder(for: self)
    for (name, done) in [("ada", 0), ("grace", 1), ("linus", 2)] {
      let root = try Fixtures.course(for: self)
      try pass(done, in: root)
      let path = shared.appendingPathComponent("\(name).json").path
      let run = try WorkshopCLI.run(["report", "--format", "json", "--output", path], in: root)
      XCTAssertEqual(run.status, 0, run.output)
    }
    let files = ["ada", "grace", "linus"].map { shared.appendingPathComponent("\($0).json").path }

    let run = try WorkshopCLI.run(["class"] + files, in: shared)

    XCTAssertEqual(run.status, 0, run.output)
    let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").dropLast(2) }
    XCTAssertEqual(lines[0], ["Learner", "01", "02", "03", "Done"], "then Made (UTC)")
    XCTAssertEqual(lines[1], ["ada", "·", "·", "-", "0/3"])
    XCTAssertEqual(lines[2], ["grace", "✓", "·", "-", "1/3"])
    XCTAssertEqual(lines[3], ["linus", "✓", "✓", "-", "2/3"])
    XCTAssertEqual(
      run.output.split(separator: "\n")[4].split(separator: " "),
      ["Done", "2/3", "1/3", "0/3", "0/3"])

    let markdown = try WorkshopCLI.run(["class", "--markdown"] + files, in: shared)
    XCTAssertTrue(
      markdown.output.hasPrefix(
        "| Learner | 01 | 02 | 03 | Done | Made (UTC) |\n| --- | --- | --- | --- | --- | --- |\n"
          + "| ada | · | · | - | 0/3 | "), markdown.output)
  }

  func testClass_AReportWhoseCountsDenyItsDoneSteps_ShowsThemDoubted_AndNotDone() throws {
    // A progress file written by hand: both steps passed, with counts that say otherwise.
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try ProgressStore(root: root).update(for: course.steps) { progress in
      for (step, tally) in zip(
        course.steps.prefix(2),
        [
          CheckTally(passed: 1, total: 3),
          CheckTally(passed: 3, total: 3, bugsCaught: 6, bugsExpected: 6),
        ])
      {
        progress.update(step) {
          $0.recordCheck(.passed, tally: tally, hash: course.exerciseHash(step), at: Date())
        }
      }
    }
    let shared = try Fixtures.emptyFolder(for: self)
    let path = shared.appendingPathComponent("eve.json").path
    let made = try WorkshopCLI.run(["report", "--format", "json", "--output", path], in: root)
    XCTAssertEqual(made.status, 0, made.output)

    let run = try WorkshopCLI.run(["class", path], in: root)

    XCTAssertEqual(run.status, 0, run.output)
    let row = run.output.split(separator: "\n")[1].split(separator: " ").dropLast(2)
    XCTAssertEqual(row, ["eve", "!", "!6/6", "-", "0/3"])
    XCTAssertTrue(
      run.output.contains("eve: 01 is called done, but only 1 of its 3 checks passed."),
      run.output)
    XCTAssertTrue(
      run.output.contains(
        "eve: 02 is called done, but it counts 6 planted bugs where the step has 2."), run.output)
  }

  func testClass_AFolderOfThreeReportsGivingOneName_ShowsThreeRows_AndWarns() throws {
    // As `gh run download` leaves the classroom workflow's artifacts: a folder each, one name.
    let shared = try Fixtures.emptyFolder(for: self)
    for (folder, done) in [("ada", 0), ("grace", 1), ("linus", 2)] {
      let root = try Fixtures.course(for: self)
      try pass(done, in: root)
      let path = shared.appendingPathComponent("\(folder)/workshop-report.json")
      try FileManager.default.createDirectory(
        at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
      let run = try WorkshopCLI.run(
        ["report", "--format", "json", "--name", "Student", "--output", path.path], in: root)
      XCTAssertEqual(run.status, 0, run.output)
    }

    let run = try WorkshopCLI.runKeepingStreams(["class", shared.path], in: shared)

    XCTAssertEqual(run.status, 0, run.standardError)
    let rows = run.standardOutput.split(separator: "\n").dropFirst().prefix(3)
    XCTAssertEqual(rows.count, 3)
    for (row, folder) in zip(rows, ["ada", "grace", "linus"]) {
      XCTAssertTrue(row.hasPrefix("Student ("), String(row))
      XCTAssertTrue(row.contains("/\(folder)/workshop-report.json)"), String(row))
    }
    XCTAssertTrue(
      run.standardError.contains(
        "warning: 3 reports name their learner 'Student' (workshop-report.json, "
          + "workshop-report.json, workshop-report.json); their rows show the file names."),
      run.standardError)
  }

  func testClass_AFolderWithoutReports_SaysSo() throws {
    let shared = try Fixtures.emptyFolder(for: self)
    let run = try WorkshopCLI.run(["class", shared.path], in: shared)
    XCTAssertEqual(run.status, 3)
    XCTAssertTrue(run.output.contains("No report file (.json) is in \(shared.path)."), run.output)
  }

  func testClass_AFileNameHoldingANewline_StaysOnePath() throws {
    let shared = try Fixtures.emptyFolder(for: self)
    let root = try Fixtures.course(for: self)
    let path = shared.appendingPathComponent("ada\nlovelace.json").path
    _ = try WorkshopCLI.run(["report", "--format", "json", "--output", path], in: root)

    let run = try WorkshopCLI.runKeepingStreams(["class", path], in: shared)

    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.standardOutput.split(separator: "\n").count, 5, run.standardOutput)
  }

  func testClass_AReportThatBreaksTheSchema_IsNamedWithWhy_AndTheOthersStillShow() throws {
    let shared = try Fixtures.emptyFolder(for: self)
    let root = try Fixtures.course(for: self)
    try pass(1, in: root)
    let good = shared.appendingPathComponent("ada.json").path
    _ = try WorkshopCLI.run(["report", "--format", "json", "--output", good], in: root)
    let text = try String(contentsOfFile: good, encoding: .utf8)
    let forged = shared.appendingPathComponent("eve.json")
    try text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 999")
      .replacingOccurrences(of: "\"hints_shown\" : 0", with: "\"hints_shown\" : -5")
      .write(to: forged, atomically: true, encoding: .utf8)

    let run = try WorkshopCLI.runKeepingStreams(["class", shared.path], in: root)

    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.standardError.contains(
        "error: \(forged.path) was left out: `version` is 999; this workshop reads version 1; "
          + "`steps[0].hints_shown` is -5, below 0;"), run.standardError)
    XCTAssertTrue(run.standardOutput.contains("\nada "), run.standardOutput)
  }

  func testClass_AFileThatIsNotAReport_IsNamedAndTheOthersStillShow() throws {
    let shared = try Fixtures.emptyFolder(for: self)
    let root = try Fixtures.course(for: self)
    let good = shared.appendingPathComponent("ada.json").path
    _ = try WorkshopCLI.run(["report", "--format", "json", "--output", good], in: root)
    let bad = shared.appendingPathComponent("notes.json")
    try Data("not json".utf8).write(to: bad)

    let run = try WorkshopCLI.runKeepingStreams(["class", good, bad.path], in: shared)

    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.standardError.contains("notes.json is not a report"), run.standardError)
    XCTAssertTrue(run.standardOutput.contains("ada "), run.standardOutput)
  }

  func testSolutionFile_HandsOutOneFile_AfterBackingUpTheLearnersVersion() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write("// mine\n", to: "Exercises/02-Tally/Tally.swift", in: root)

    let run = try WorkshopCLI.run(["solution", "02", "--file", "Tally.swift", "--yes"], in: root)

    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(
      run.prose.contains(
        "Exercises/02-Tally/Tally.swift is now the reference's; your version "
          + "is in .workshop/backups/"), run.output)
    let solution = try Data(
      contentsOf: root.appendingPathComponent("Solutions/02-Tally/Tally.swift"))
    XCTAssertEqual(
      try Data(contentsOf: root.appendingPathComponent("Exercises/02-Tally/Tally.swift")), solution)
    let backups = root.appendingPathComponent(".workshop/backups")
    let folder = try XCTUnwrap(
      try FileManager.default.contentsOfDirectory(atPath: backups.path).first)
    XCTAssertEqual(
      try String(
        contentsOf: backups.appendingPathComponent("\(folder)/02-Tally/Tally.swift"),
        encoding: .utf8),
      "// mine\n")
  }

  func testSolutionFile_WithoutATerminalOrYes_ChangesNothing() throws {
    let root = try Fixtures.course(for: self)
    let before = try Data(contentsOf: root.appendingPathComponent("Exercises/02-Tally/Tally.swift"))
    let run = try WorkshopCLI.run(["solution", "02", "--file", "Tally.swift"], in: root)
    XCTAssertEqual(run.status, 4, run.output)
    XCTAssertEqual(
      try Data(contentsOf: root.appendingPathComponent("Exercises/02-Tally/Tally.swift")), before)
  }

  func testCheckFormat_BadValuesAreUsageErrors_BeforeAnythingBuilds() throws {
    let root = try Fixtures.course(for: self)
    let format = try WorkshopCLI.run(["check", "01", "--format", "xml"], in: root)
    XCTAssertEqual(format.status, 2)
    XCTAssertTrue(format.output.contains("--format takes text, json, junit, not 'xml'."))
    let output = try WorkshopCLI.run(["check", "01", "--output", "x.json"], in: root)
    XCTAssertEqual(output.status, 2)
    XCTAssertTrue(output.output.contains("--output needs --format json or --format junit."))
  }

  func testCheckFormat_WithEveryStepDone_LeavesStandardOutputEmpty() throws {
    let root = try Fixtures.course(for: self)
    try pass(2, in: root)
    let run = try WorkshopCLI.runKeepingStreams(["check", "--format", "json"], in: root)
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertEqual(run.standardOutput, "")
    XCTAssertTrue(run.standardError.contains("Every step is done."), run.standardError)
  }

  func testHelp_ListsTheInstructorsCommandsUnderTheirOwnHeading() throws {
    let run = try WorkshopCLI.run(["help"], in: try Fixtures.course(for: self))
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.contains("\nFor instructors:\n  class <reports>…  "), run.output)
    XCTAssertTrue(run.output.contains("\n  track [<name>]    "), run.output)
  }
}
