import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

/// `classroom` end to end: the assignment repository it writes, published to a local bare
/// repository standing in for the template on GitHub, and the grading workflow's first test
/// run in a learner's clone of it, as the Classroom grader runs it.
final class CLIClassroomEndToEndTests: XCTestCase {
  /// A folder for git's global settings (the guard adds a safe directory there), so that
  /// nothing here touches the machine's own.
  private var home: URL!

  override func setUpWithError() throws {
    home = try Fixtures.emptyFolder(for: self)
  }

  /// Runs git in `folder`, as someone with a name, and returns what it printed.
  @discardableResult
  private func git(_ arguments: [String], in folder: URL) throws -> String {
    guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
    let result = try runProcess(
      git,
      arguments: ["-c", "user.name=Someone", "-c", "user.email=someone@example.com"]
        + arguments,
      environment: ["HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1"], directory: folder,
      timeout: 60)
    XCTAssertEqual(result.termination, .exited(0), "git \(arguments): \(result.output)")
    return result.output
  }

  /// The fixture course as the maintainers commit it: with their CI.
  private func maintainersCourse() throws -> URL {
    let root = try Fixtures.course(for: self)
    try Fixtures.write("name: CI\n", to: ".github/workflows/ci.yml", in: root)
    try Fixtures.write("name: Mutation tests\n", to: ".github/workflows/mutate.yml", in: root)
    try Fixtures.write("#!/bin/sh\n", to: ".ci/run", in: root)
    try Fixtures.commitAll(in: root)
    return root
  }

  /// The grading workflow's first test: its `command:` block, as the grader runs it.
  private func guardScript(in workflow: String) throws -> String {
    let lines = workflow.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try XCTUnwrap(lines.firstIndex(of: "          command: |")) + 1
    let end = try XCTUnwrap(lines[start...].firstIndex { !$0.hasPrefix("            ") })
    return lines[start..<end].map { String($0.dropFirst(12)) }.joined(separator: "\n") + "\n"
  }

  func testClassroom_WithoutATemplate_IsAUsageError() throws {
    let run = try WorkshopCLI.run(["classroom"], in: try Fixtures.course(for: self))
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.output.contains("--template <url> is required"), run.output)
  }

  func testClassroom_PrintsTheWorkflowOfTheChosenTrack_AStepOfTestsAloneIsItsHunt() throws {
    let root = try Fixtures.course(for: self)
    _ = try WorkshopCLI.run(["track", "tests-only"], in: root)

    let run = try WorkshopCLI.runKeepingStreams(
      ["classroom", "--template", "https://example.com/t.git", "--points", "20"], in: root)

    XCTAssertEqual(run.status, 0, run.standardError)
    let text = run.standardOutput
    XCTAssertTrue(
      text.hasPrefix(
        "# GitHub Classroom autograding for the workshop, track "
          + "tests-only: 20 points.\n"), text)
    XCTAssertFalse(text.contains("check 01"), text)
    // NB: 02's checks judge code it hands out whole, which passes them as shipped.
    XCTAssertFalse(text.contains("check 02 --part checks"), text)
    XCTAssertTrue(text.contains("command: swift run workshop check 02 --part bugs\n"), text)
    // NB: 03's folders are not in the course yet: there is nothing to grade.
    XCTAssertTrue(text.contains("runners: as-shipped,step-02-bugs\n"), text)
  }

  func testClassroomInit_MakesTheAssignment_WhoseGradingFailsOnACommittedEditToACheck() throws {
    let course = try maintainersCourse()
    let scratch = try Fixtures.emptyFolder(for: self)
    let template = scratch.appendingPathComponent("template.git")
    try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
    try git(["init", "-q", "--bare", "-b", "main"], in: template)
    let assignment = scratch.appendingPathComponent("assignment")

    // The instructor makes the assignment of the tests-only track.
    let made = try WorkshopCLI.run(
      [
        "classroom", "--init", assignment.path, "--template", template.path, "--track",
        "tests-only",
      ], in: course)

    XCTAssertEqual(made.status, 0, made.output)
    let files = FileManager.default
    for gone in [".github/workflows/ci.yml", ".github/workflows/mutate.yml", ".ci"] {
      XCTAssertFalse(files.fileExists(atPath: assignment.appendingPathComponent(gone).path), gone)
    }
    let workflow = try String(
      contentsOf: assignment.appendingPathComponent(".github/workflows/classroom.yml"),
      encoding: .utf8)
    XCTAssertTrue(workflow.contains("--part bugs"), workflow)
    XCTAssertTrue(
      try WorkflowLint.check(
        assignment.appendingPathComponent(".github/workflows/classroom.yml"),
        image: TestedToolchains.image
      ).hasPrefix("ok 2 tests, 100 points"), "the guard, then 02's hunt (03 is not there)")
    XCTAssertEqual(
      try JSONDecoder().decode(
        Assignment.self,
        from: Data(contentsOf: assignment.appendingPathComponent("Exercises/assignment.json"))),
      Assignment(track: "tests-only"))
    XCTAssertEqual(
      try files.destinationOfSymbolicLink(
        atPath: assignment.appendingPathComponent("Exercises/02-Tally/Checks/PlantedBugs.swift")
          .path),
      "../../../Solutions/02-Tally/Checks/PlantedBugs.swift", "links stay links")

    // It is published as the template; a learner's repository starts from it.
    try git(["init", "-q", "-b", "main"], in: assignment)
    try git(["add", "-A"], in: assignment)
    try git(["commit", "-qm", "The assignment"], in: assignment)
    try git(["push", "-q", template.path, "main"], in: assignment)
    let learner = scratch.appendingPathComponent("learner")
    try git(["clone", "-q", template.path, learner.path], in: scratch)
    XCTAssertTrue(
      try WorkshopCLI.run(["list"], in: learner).output.hasPrefix(
        "Workshop · track tests-only · 2 of 3 steps\n"), "the track comes from the assignment")

    // The learner commits their work, and an edit to a check.
    let check = learner.appendingPathComponent("Solutions/02-Tally/Checks/TallyChecks.swift")
    let shipped = try Data(contentsOf: check)
    try Fixtures.write("// my tally\n", to: "Exercises/02-Tally/Tally.swift", in: learner)
    try (String(decoding: shipped, as: UTF8.self) + "// made to pass\n").write(
      to: check, atomically: true, encoding: .utf8)
    try git(["commit", "-qam", "Done, somehow"], in: learner)

    // Grading's first test runs as the Classroom grader runs it.
    let script = try guardScript(in: workflow)
    let sh = URL(fileURLWithPath: "/bin/sh")
    let graded = try runProcess(
      sh, arguments: ["-c", script], environment: ["HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1"],
      directory: learner, timeout: 60)

    XCTAssertEqual(graded.termination, .exited(1), graded.output)
    XCTAssertTrue(
      graded.output.contains(
        "a change to them fails this test and the run:\n"
          + "  Solutions/02-Tally/Checks/TallyChecks.swift\n"), graded.output)
    XCTAssertEqual(try Data(contentsOf: check), shipped, "the check is the template's again")
    XCTAssertEqual(
      try String(
        contentsOf: learner.appendingPathComponent("Exercises/02-Tally/Tally.swift"),
        encoding: .utf8), "// my tally\n", "the learner's work is theirs")

    // Once restored, the next run passes.
    let again = try runProcess(
      sh, arguments: ["-c", script], environment: ["HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1"],
      directory: learner, timeout: 60)
    XCTAssertEqual(again.termination, .exited(0), again.output)
  }

  func testClassroomInit_IntoAFolderThatHoldsFiles_ChangesNothing_AndNamesThem() throws {
    let course = try maintainersCourse()
    let folder = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("mine\n", to: "notes.txt", in: folder)

    let run = try WorkshopCLI.run(
      ["classroom", "--init", folder.path, "--template", "https://example.com/t.git"], in: course)

    XCTAssertEqual(run.status, 4, run.output)
    XCTAssertTrue(run.output.contains("is not empty (it holds notes.txt)"), run.output)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["notes.txt"])
  }

  func testClassroomInit_IntoAFolderOfTheCourse_IsRefused_AndWritesNothing() throws {
    let course = try maintainersCourse()
    for inside in ["Exercises/02-Tally/Tests/assignment", ".build-assignment"] {
      let run = try WorkshopCLI.run(
        ["classroom", "--init", inside, "--template", "https://example.com/t.git"], in: course)

      XCTAssertEqual(run.status, 4, run.output)
      XCTAssertTrue(run.output.contains("is inside the course (or holds it)"), run.output)
      XCTAssertFalse(run.output.contains("git init"), "no advice to run git in the course")
      let made = course.appendingPathComponent(inside)
      XCTAssertFalse(FileManager.default.fileExists(atPath: made.path), inside)
    }
  }

  func testClassroomInit_OnAFileAFIFOOrADanglingLink_SaysWhatIsThere() throws {
    let course = try maintainersCourse()
    let folder = try Fixtures.emptyFolder(for: self)
    let file = folder.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    let fifo = folder.appendingPathComponent("fifo")
    XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
    let link = folder.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: folder.appendingPathComponent("nowhere").path)

    for (path, says) in [
      (file, "is a file, not a folder"), (fifo, "is a file, not a folder"),
      (link, "is a link whose target does not exist"),
    ] {
      let run = try WorkshopCLI.run(
        ["classroom", "--init", path.path, "--template", "https://example.com/t.git"], in: course)
      XCTAssertEqual(run.status, 4, run.output)
      XCTAssertTrue(run.output.contains("\(path.path) \(says)"), run.output)
    }
  }

  func testClassroomInit_AWriteThatFailsHalfWay_LeavesNothingBehind() throws {
    // The course holds a file where the workflow's folder goes: the write fails after the export.
    let course = try maintainersCourse()
    try FileManager.default.removeItem(at: course.appendingPathComponent(".github"))
    try Fixtures.write("not a folder\n", to: ".github", in: course)
    try Fixtures.commitAll(in: course)
    let folder = try Fixtures.emptyFolder(for: self).appendingPathComponent("assignment")

    let run = try WorkshopCLI.run(
      ["classroom", "--init", folder.path, "--template", "https://example.com/t.git"], in: course)

    XCTAssertNotEqual(run.status, 0, run.output)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), run.output)
  }

  func testClassroom_ATemplateOrBranchGitWouldMisread_IsAUsageError() throws {
    let course = try Fixtures.course(for: self)
    for (template, branch, says) in [
      ("--upload-pack=touch /tmp/x", "main", "--template takes a repository's URL or path"),
      ("https://example.com/t.git\nrm -rf ~", "main", "--template takes a repository's URL"),
      ("https://example.com/t.git", "-x", "--branch takes a branch's name"),
      ("https://example.com/t.git", "main line", "--branch takes a branch's name"),
    ] {
      let run = try WorkshopCLI.run(
        ["classroom", "--template=\(template)", "--branch=\(branch)"], in: course)
      XCTAssertEqual(run.status, 2, run.output)
      XCTAssertTrue(run.output.contains(says), run.output)
      XCTAssertFalse(run.output.contains("\nrm -rf"), "a line break is written out")
    }
  }
}
