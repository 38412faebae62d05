import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

/// The real `workshop` executable on paths a hostile or careless user gives it: what is there is
/// left as it was, and every refusal is one sentence with the right exit code. Also the honest
/// messages around them: a read-only checkout, a track the course lacks, a step folder with a
/// space in its name.
final class CLIGuardedPathsEndToEndTests: XCTestCase {
  // MARK: - Files the workshop writes

  func testReportOutput_ToADevice_WritesToItAndLeavesItADevice() throws {
    let root = try Fixtures.course(for: self)
    // NB: a null device of the test's own where it may make one (root): the machine's stays safe.
    let device = try Fixtures.emptyFolder(for: self).appendingPathComponent("null")
    let path = mknod(device.path, S_IFCHR | 0o666, (1 << 8) | 3) == 0 ? device.path : "/dev/null"
    let result = try WorkshopCLI.run(["report", "--output", path], in: root)
    XCTAssertEqual(result.status, 0, result.output)
    var info = stat()
    XCTAssertEqual(stat(path, &info), 0)
    XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "\(path) is still a device")
  }

  func testReportOutput_ThroughALink_WritesTheFileItLeadsTo_AndKeepsTheLink() throws {
    let root = try Fixtures.course(for: self)
    let folder = try Fixtures.emptyFolder(for: self)
    let target = folder.appendingPathComponent("report.txt")
    try Fixtures.write("old\n", to: "report.txt", in: folder)
    let link = folder.appendingPathComponent("latest.txt")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let result = try WorkshopCLI.run(["report", "--output", link.path], in: root)
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path)
    XCTAssertNotEqual(try String(contentsOf: target, encoding: .utf8), "old\n")
  }

  func testOutput_EmptyOrInAMissingFolder_IsAUsageErrorSayingSo() throws {
    let root = try Fixtures.course(for: self)
    for command in [["report"], ["check", "01", "--format", "json"]] {
      let empty = try WorkshopCLI.run(command + ["--output", ""], in: root)
      XCTAssertEqual(empty.status, 2, empty.output)
      XCTAssertTrue(empty.output.contains("The path is empty: name a file or a folder."))
      let missing = try WorkshopCLI.run(command + ["--output", "no/such/report.json"], in: root)
      XCTAssertEqual(missing.status, 2, missing.output)
      XCTAssertTrue(
        missing.output.contains("error: Cannot write no/such/report.json: the folder "),
        missing.output)
      XCTAssertTrue(missing.output.contains("/no/such does not exist."), missing.output)
    }
  }

  func testOutput_OverTheCoursesOwnFiles_IsRefusedAndKeepsThem() throws {
    // The clone's HEAD and the learner's exercise, named by a report and a grader's result.
    let root = try Fixtures.course(for: self)
    try Fixtures.commitAll(in: root)
    let head = try String(contentsOf: root.appendingPathComponent(".git/HEAD"), encoding: .utf8)
    let exercise = "Exercises/01-Counter/Counter.swift"
    let mine = try String(contentsOf: root.appendingPathComponent(exercise), encoding: .utf8)
    for command in [["report"], ["check", "01", "--format", "json"]] {
      for path in [".git/HEAD", exercise] {
        let run = try WorkshopCLI.run(command + ["--output", path], in: root)
        XCTAssertEqual(run.status, 2, run.output)
        XCTAssertTrue(run.output.contains("Refusing to write \(path): inside the course"))
      }
    }
    XCTAssertEqual(
      try String(contentsOf: root.appendingPathComponent(".git/HEAD"), encoding: .utf8), head)
    XCTAssertEqual(
      try String(contentsOf: root.appendingPathComponent(exercise), encoding: .utf8), mine)

    // A report in the course's top folder is written, and written again.
    for _ in 0..<2 {
      let run = try WorkshopCLI.run(["report", "--output", "report.md"], in: root)
      XCTAssertEqual(run.status, 0, run.output)
    }
  }

  // MARK: - Folders the workshop replaces

  func testDocsOutput_ANonEmptyFolderOrTheCourse_IsRefusedAndKept() throws {
    let root = try Fixtures.course(for: self)
    let theirs = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("mine\n", to: "notes.txt", in: theirs)
    for (output, reason) in [
      (theirs.path, "it is not empty, and the workshop did not make it."),
      (".", "it is the course itself."), ("Exercises", "it is inside the course"),
    ] {
      let result = try WorkshopCLI.run(["docs", "--output", output], in: root)
      XCTAssertEqual(result.status, 2, result.output)
      XCTAssertTrue(result.output.contains("error: Refusing to empty "), result.output)
      XCTAssertTrue(result.output.contains(": \(reason)"), result.output)
    }
    XCTAssertEqual(
      try String(contentsOf: theirs.appendingPathComponent("notes.txt"), encoding: .utf8), "mine\n")
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Exercises/steps.json").path))
  }

  // MARK: - Honest messages

  func testTrackAndHint_InAReadOnlyCheckout_SaySoAndFail() throws {
    let root = try Fixtures.course(for: self)
    let track = try runInReadOnlyCheckout(["track", "tests-only"], at: root)
    XCTAssertEqual(track.status, 4, track.output)
    XCTAssertFalse(track.output.contains("You now follow"), track.output)
    XCTAssertTrue(track.output.contains("Your progress cannot be saved: "), track.output)
    XCTAssertTrue(track.output.contains("read-only file system"), track.output)
    let hint = try runInReadOnlyCheckout(["hint", "1"], at: root)
    XCTAssertEqual(hint.status, 4, hint.output)
    XCTAssertTrue(hint.output.contains("Hint 1 of"), "the hint is shown:\n\(hint.output)")
    XCTAssertTrue(hint.output.contains("Your progress cannot be saved: "), hint.output)
    XCTAssertFalse(hint.output.contains(".."), hint.output)
  }

  func testAnUnknownTrackInTheProgressFile_IsNamedWithHowToChooseOne() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write(
      #"{"format": 1, "steps": {}, "track": "two-day"}"#, to: ".workshop/progress.json", in: root)
    let result = try WorkshopCLI.run(["list"], in: root)
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertTrue(
      result.output.contains(
        "note: Your progress file names the track 'two-day', which this course does not have, "
          + "so every step is followed. Choose a track (tests-only, all) with "
          + "`swift run workshop track <name>`."), result.output)
  }

  func testTimeout_BelowOneSecond_IsRefusedNamingTheRange() throws {
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run(["check", "01", "--timeout", "1e-300"], in: root)
    XCTAssertEqual(result.status, 2, result.output)
    XCTAssertTrue(
      result.output.contains(
        "--timeout takes a number of seconds from 1 to 86400 (a day), such as 40; not '1e-300'."),
      result.output)
  }

  func testSolution_OfAStepFolderWithASpace_RenamedSinceTheCommit_ShowsTheDiff() throws {
    guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
    let root = try Fixtures.course(for: self)
    try Fixtures.commitAll(in: root)
    for side in ["Exercises", "Solutions"] {
      try FileManager.default.moveItem(
        at: root.appendingPathComponent("\(side)/02-Tally"),
        to: root.appendingPathComponent("\(side)/02-The Tally"))
    }
    let manifest = root.appendingPathComponent("Exercises/steps.json")
    try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: #""02-Tally""#, with: #""02-The Tally""#)
      .write(to: manifest, atomically: true, encoding: .utf8)

    let result = try WorkshopCLI.run(["solution", "02", "--yes"], in: root)
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertFalse(result.output.contains("Your files match"), result.output)
    XCTAssertTrue(result.output.hasPrefix("diff --git a/Exercises/02-The Tally/"), result.output)
    let patch = try Fixtures.emptyFolder(for: self).appendingPathComponent("solution.diff")
    try Data(result.output.utf8).write(to: patch)
    let applied = try runProcess(
      git, arguments: ["apply", "--check", patch.path], directory: root, timeout: 60)
    XCTAssertEqual(applied.termination, .exited(0), applied.output)
  }

  // MARK: - Helpers

  /// Runs `workshop arguments…` in `root` with the course read-only: mounted so in a mount
  /// namespace of its own as root (where permissions stop nothing), made so with `chmod`
  /// otherwise.
  private func runInReadOnlyCheckout(_ arguments: [String], at root: URL) throws
    -> WorkshopCLI.Result
  {
    guard getuid() == 0 else {
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: root.path)
      defer {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: root.path)
      }
      return try WorkshopCLI.run(arguments, in: root)
    }
    guard let unshare = findExecutable("unshare") else { throw XCTSkip("unshare is missing") }
    let script = #"mount --bind -o ro "$0" "$0" && cd "$0" && exec "$@""#
    let result = try runProcess(
      unshare,
      arguments: ["--mount", "sh", "-c", script, root.path, WorkshopCLI.executable.path]
        + arguments,
      environment: ["NO_COLOR": "1", "WORKSHOP_LANG": "en"], timeout: 60)
    guard case .exited(let status) = result.termination else {
      throw XCTSkip("could not run in a read-only mount: \(result.output)")
    }
    if result.output.hasPrefix("unshare:") || result.output.hasPrefix("mount:") {
      throw XCTSkip("no read-only mount here: \(result.output)")
    }
    return WorkshopCLI.Result(status: status, output: result.output)
  }
}
