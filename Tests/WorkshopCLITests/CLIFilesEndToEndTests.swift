import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

/// Runs the real `workshop` executable on copies of the fixture course whose files are not what
/// they should be: a progress file that cannot be read, `.workshop` in the wrong shape, an empty
/// baseline. Nothing the learner had may be lost, and every message must read as a sentence,
/// never as a Foundation error. Also: `solution` prints a diff that `git apply` takes.
final class CLIFilesEndToEndTests: XCTestCase {
  // MARK: - The progress file

  func testProgressFileIsAFolder_IsMovedAsideWithOneNoteThenProgressIsSaved() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write("a record", to: ".workshop/progress.json/kept.txt", in: root)

    try runHint(
      in: root,
      expectingOneNote: "Your progress file (.workshop/progress.json) could not be read (it is "
        + "a folder, not a file), so progress starts afresh. The old one is kept as "
        + ".workshop/progress.corrupt-")
    let backup = try onlyEntry(in: root.appendingPathComponent(".workshop"), prefix: "progress.")
    XCTAssertEqual(try text(at: backup.appendingPathComponent("kept.txt")), "a record")
    XCTAssertEqual(try hintsShown(in: root, step: 0), 1, "the hint is recorded in a new file")
  }

  func testWorkshopFolderIsAFile_IsMovedAsideWithOneNoteThenProgressIsSaved() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write("my notes\n", to: ".workshop", in: root)

    try runHint(
      in: root,
      expectingOneNote: "Your progress folder (.workshop) could not be read (it is a file, not "
        + "a folder), so progress starts afresh. The old one is kept as .workshop.corrupt-")
    let backup = try onlyEntry(in: root, prefix: ".workshop.corrupt-")
    XCTAssertEqual(try text(at: backup), "my notes\n")
    XCTAssertEqual(try hintsShown(in: root, step: 0), 1)
  }

  func testProgressFileWithInvalidBytes_IsKeptByteForByteBeforeItIsReplaced() throws {
    let root = try Fixtures.course(for: self)
    let bytes = Data([0xFF, 0xFE, 0x00, 0x7B])
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".workshop"), withIntermediateDirectories: true)
    try bytes.write(to: root.appendingPathComponent(".workshop/progress.json"))

    let result = try WorkshopCLI.run(["hint", "1"], in: root)

    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertEqual(lines(of: result.output, startingWith: "note: ").count, 1, result.output)
    let backup = try onlyEntry(in: root.appendingPathComponent(".workshop"), prefix: "progress.")
    XCTAssertEqual(try Data(contentsOf: backup), bytes)
    XCTAssertEqual(try hintsShown(in: root, step: 0), 1)
  }

  func testProgressFileWithoutReadPermission_IsMovedAsideWithTheFix() throws {
    // NB: root reads any file whatever its permissions; ProgressStoreTests covers this path
    // with an injected reader that fails as an unreadable file does.
    try XCTSkipIf(getuid() == 0, "root can read a file without read permission")
    let root = try Fixtures.course(for: self)
    try Fixtures.write(#"{"format": 1, "steps": {}}"#, to: ".workshop/progress.json", in: root)
    let file = root.appendingPathComponent(".workshop/progress.json")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)

    let result = try WorkshopCLI.run(["hint", "1"], in: root)

    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertTrue(result.output.contains("(permission denied)"), result.output)
    XCTAssertTrue(result.output.contains("chmod u+rw"), result.output)
    _ = try onlyEntry(in: root.appendingPathComponent(".workshop"), prefix: "progress.corrupt-")
    assertNoFoundationErrors(result.output)
  }

  func testEmptyProgressFile_NoteOnce_EvenWhenItsBackupNameIsTaken() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write("", to: ".workshop/progress.json", in: root)
    // Backups made in the seconds around the run already hold these names.
    let now = Date()
    for offset in -2...30 {
      let name = "progress.corrupt-\(timestamp(now.addingTimeInterval(Double(offset)))).json"
      try Fixtures.write("an older backup", to: ".workshop/\(name)", in: root)
    }

    let result = try WorkshopCLI.run(["hint", "1"], in: root)

    XCTAssertEqual(result.status, 0, result.output)
    let notes = lines(of: result.output, startingWith: "note: ")
    XCTAssertEqual(notes.count, 1, result.output)
    XCTAssertTrue(notes.first?.contains("(it is empty)") ?? false, result.output)
    let folder = root.appendingPathComponent(".workshop")
    let backups = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("progress.corrupt-") }
    XCTAssertEqual(backups.count, 34, "every older backup is kept, and the empty file too")
    let older = try backups.filter {
      try text(at: folder.appendingPathComponent($0)) == "an older backup"
    }
    XCTAssertEqual(older.count, 33)
  }

  func testBrokenProgressLayouts_NoCommandPrintsAFoundationError() throws {
    // A file at `.workshop/progress.json/x` makes progress.json a folder.
    for layout in [".workshop/progress.json/x", ".workshop"] {
      for command in [["list"], ["show", "1"], ["hint", "1"], ["solution", "1", "--yes"]] {
        let root = try Fixtures.course(for: self)
        try Fixtures.write("x", to: layout, in: root)
        let result = try WorkshopCLI.run(command, in: root)
        XCTAssertEqual(result.status, 0, "\(layout), \(command): \(result.output)")
        assertNoFoundationErrors(result.output, "\(layout), \(command)")
      }
    }
  }

  // MARK: - Reset

  func testReset_EmptyBaselineFile_SaysTheFileIsEmpty() throws {
    let (_, result) = try resetStep01(with: "", at: ".workshop/baseline")

    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertTrue(
      result.prose.contains(
        "The baseline file .workshop/baseline is empty; restoring from the current commit "
          + "(HEAD)."), result.output)
    XCTAssertFalse(result.output.contains("baseline  "), result.output)
  }

  func testReset_BackupsFolderIsAFile_IsAReadableErrorNamingThePath() throws {
    let (root, result) = try resetStep01(with: "x", at: ".workshop/backups")

    XCTAssertEqual(result.status, 4, result.output)
    // NB: the path is absolute, and on macOS the temporary folder's path starts with /private.
    XCTAssertTrue(result.output.hasPrefix("Restoring from commit "), result.output)
    XCTAssertTrue(result.output.contains("\nerror: not a directory (/"), result.output)
    XCTAssertTrue(result.output.contains("/.workshop/backups/"), result.output)
    assertNoFoundationErrors(result.output)
    XCTAssertEqual(
      try text(at: root.appendingPathComponent("Exercises/01-Counter/Counter.swift")), "// mine\n",
      "nothing is replaced when the backup cannot be made")
  }

  // MARK: - The solution diff

  func testSolution_IsAGitDiffThatGitApplyTakesAndThatMakesTheReference() throws {
    guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
    for step in ["01", "02"] {
      let root = try Fixtures.course(for: self)
      try Fixtures.commitAll(in: root)
      let output = try WorkshopCLI.run(["solution", step, "--yes"], in: root).output
      XCTAssertTrue(output.hasPrefix("diff --git a/Exercises/"), output)
      XCTAssertFalse(output.contains("\n--- Exercises/"), "paths carry git's a/ and b/ prefixes")
      let patch = try Fixtures.emptyFolder(for: self).appendingPathComponent("solution.diff")
      try Data(output.utf8).write(to: patch)

      for arguments in [["apply", "--check", patch.path], ["apply", patch.path]] {
        let applied = try runProcess(git, arguments: arguments, directory: root, timeout: 60)
        XCTAssertEqual(applied.termination, .exited(0), "git \(arguments[1]): \(applied.output)")
      }
      let after = try WorkshopCLI.run(["solution", step, "--yes"], in: root)
      XCTAssertEqual(
        after.output, "Your files match the reference solution of step \(step).\n",
        "applying the diff turns the learner's files into the reference")
    }
  }

  func testTheAdviceToTakeTheReferenceOver_ResetThenApply_KeepsACopy_AndEndsAtTheReference()
    throws
  {
    guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
    let root = try Fixtures.course(for: self)
    try Fixtures.commitAll(in: root)
    try Fixtures.write("// my attempt\n", to: "Exercises/01-Counter/Counter.swift", in: root)
    let advice = try WorkshopCLI.run(["solution", "01", "--yes"], in: root).prose
    XCTAssertTrue(advice.contains("solution 01 --yes | git apply`: it turns"), advice)
    XCTAssertTrue(advice.contains("reset 01` first: it backs your files up"), advice)

    // The advice, followed: reset, then the diff from the shipped files.
    XCTAssertEqual(try WorkshopCLI.run(["reset", "01"], in: root).status, 0)
    let patch = try Fixtures.emptyFolder(for: self).appendingPathComponent("solution.diff")
    try Data(try WorkshopCLI.run(["solution", "01", "--yes"], in: root).output.utf8).write(
      to: patch)
    let applied = try runProcess(
      git, arguments: ["apply", patch.path], directory: root, timeout: 60)
    XCTAssertEqual(applied.termination, .exited(0), applied.output)
    XCTAssertEqual(
      try WorkshopCLI.run(["solution", "01", "--yes"], in: root).output,
      "Your files match the reference solution of step 01.\n")
    let backups = root.appendingPathComponent(".workshop/backups")
    let kept = try FileManager.default.subpathsOfDirectory(atPath: backups.path)
      .filter { $0.hasSuffix("01-Counter/Counter.swift") }
    XCTAssertEqual(kept.count, 1, "\(kept)")
    XCTAssertEqual(
      try String(contentsOf: backups.appendingPathComponent(kept[0]), encoding: .utf8),
      "// my attempt\n")
  }

  func testSolutionPipedIntoGitApply_KeepsTheLearnersOwnFiles() throws {
    guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
    let root = try Fixtures.course(for: self)
    // NB: the reference has a file where the learner records one of their own, unshipped.
    try Fixtures.write("the reference's\n", to: "Solutions/01-Counter/Recorded.txt", in: root)
    try Fixtures.commitAll(in: root)
    let own = [
      "Exercises/01-Counter/Recorded.txt": "mine, recorded\n",
      "Exercises/01-Counter/notes.txt": "what I learnt\n",
      "Exercises/01-Counter/Data/primes.json": "[2, 3]\n",
      "Exercises/01-Counter/Helpers.swift": "// a helper of mine\n",
    ]
    for (path, text) in own { try Fixtures.write(text, to: path, in: root) }
    let result = try WorkshopCLI.run(["solution", "01", "--yes"], in: root)
    XCTAssertFalse(result.output.contains("notes.txt\n"), result.output)
    XCTAssertTrue(
      result.prose.contains(
        "your own files, which the step did not ship: Exercises/01-Counter/Data/primes.json, "
          + "Exercises/01-Counter/Helpers.swift, Exercises/01-Counter/Recorded.txt, "
          + "Exercises/01-Counter/notes.txt."),
      result.output)
    let patch = try Fixtures.emptyFolder(for: self).appendingPathComponent("solution.diff")
    try Data(result.output.utf8).write(to: patch)
    let applied = try runProcess(
      git, arguments: ["apply", patch.path], directory: root, timeout: 60)
    XCTAssertEqual(applied.termination, .exited(0), applied.output)
    for (path, text) in own {
      XCTAssertEqual(
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8), text, path)
    }
    XCTAssertEqual(
      try WorkshopCLI.run(["solution", "01", "--yes"], in: root).status, 0,
      "the step's shipped files now match the reference")
  }

  // MARK: - Helpers

  /// Runs `reset 01` in a git clone of the course where step 01 holds the learner's own work
  /// and `path` holds `text`.
  private func resetStep01(with text: String, at path: String) throws
    -> (root: URL, result: WorkshopCLI.Result)
  {
    let root = try Fixtures.course(for: self)
    try Fixtures.commitAll(in: root)
    try Fixtures.write(text, to: path, in: root)
    try Fixtures.write("// mine\n", to: "Exercises/01-Counter/Counter.swift", in: root)
    return (root, try WorkshopCLI.run(["reset", "01"], in: root))
  }

  /// Runs `hint 1` in `root` and checks that it succeeds with one note, starting with `prefix`,
  /// and no Foundation error.
  private func runHint(
    in root: URL, expectingOneNote prefix: String, line: UInt = #line
  ) throws {
    let result = try WorkshopCLI.run(["hint", "1"], in: root)
    XCTAssertEqual(result.status, 0, result.output, line: line)
    let notes = lines(of: result.output, startingWith: "note: ")
    XCTAssertEqual(notes.count, 1, result.output, line: line)
    XCTAssertTrue(
      notes.first?.hasPrefix("note: " + prefix) ?? false, result.output, line: line)
    assertNoFoundationErrors(result.output, line: line)
  }

  private func lines(of output: String, startingWith prefix: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.hasPrefix(prefix) }
  }

  private func assertNoFoundationErrors(
    _ output: String, _ context: String = "", file: StaticString = #filePath, line: UInt = #line
  ) {
    for raw in ["NSCocoaErrorDomain", "NSPOSIXErrorDomain", "Error Domain=", "UserInfo="] {
      XCTAssertFalse(output.contains(raw), "\(context): \(output)", file: file, line: line)
    }
  }

  /// The one entry of `folder` whose name starts with `prefix` and is not `progress.json`.
  private func onlyEntry(in folder: URL, prefix: String) throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix(prefix) && $0 != "progress.json" }
    XCTAssertEqual(names.count, 1, "\(names)")
    return folder.appendingPathComponent(try XCTUnwrap(names.first))
  }

  private func text(at url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  private func hintsShown(in root: URL, step index: Int) throws -> Int {
    let course = try Course.load(root: root)
    let (progress, notice) = ProgressStore(root: root).load(for: course.steps)
    XCTAssertNil(notice, "the progress file written after the note is readable")
    return progress.record(for: course.steps[index]).hintsShown
  }
}
