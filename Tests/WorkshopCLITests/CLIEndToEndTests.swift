import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopMutation
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

/// Runs the real `workshop` executable against copies of the fixture course and compares what
/// it prints and how it exits. `check`, which builds Swift, has tests of its own
/// (`CLICheckEndToEndTests`); `verify` is what CI runs.
final class CLIEndToEndTests: XCTestCase {
  func testList_ShowsEveryStepTheProgressAndTheNextStep() throws {
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run([], in: root)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.output,
      """
      Workshop · 3 steps

        · 01  A counter reducer           not started
        · 02  Tests that catch bugs       not started
        - 03  A step still being written  not available yet

        [------------------------] 0 of 3 done

      Next: 01 · A counter reducer
        Read   swift run workshop show 01
        Edit   Exercises/01-Counter/Counter.swift
        Check  swift run workshop check 01  (or `watch 01` to check on every save)

      """)
  }

  func testHelp_IntoAPipeNoOneReads_ExitsAsUsual() throws {
    // The reader of standard output is gone before the workshop writes (`workshop help | true`).
    let root = try Fixtures.course(for: self)
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let help = Process()
    help.executableURL = WorkshopCLI.executable
    help.arguments = ["help"]
    help.currentDirectoryURL = root
    help.standardOutput = pipe
    help.standardError = FileHandle.nullDevice
    try help.run()
    help.waitUntilExit()
    XCTAssertEqual(help.terminationReason, .exit, "ended by signal \(help.terminationStatus)")
    XCTAssertEqual(help.terminationStatus, 0)
  }

  func testList_CountsDoneStepsFromTheProgressFile() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try ProgressStore(root: root).update(for: course.steps) { progress in
      progress.update(course.steps[0]) {
        $0.lastResult = .passed
        $0.passedHash = course.exerciseHash(course.steps[0])
      }
      progress.update(course.steps[1]) { $0.lastResult = .failed }
    }
    let output = try WorkshopCLI.run(["list"], in: root).output
    XCTAssertTrue(output.contains("  ✓ 01  A counter reducer           done\n"), output)
    XCTAssertTrue(output.contains("  ✗ 02  Tests that catch bugs       failing\n"), output)
    XCTAssertTrue(output.contains("[########----------------] 1 of 3 done"), output)
    XCTAssertTrue(output.contains("Next: 02 · Tests that catch bugs"), output)
  }

  func testNext_ALearnerWhoStartedAtStep02_IsNotSentBackToStep01ByAnyCommand() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try ProgressStore(root: root).update(for: course.steps) { progress in
      progress.update(course.steps[1]) {
        $0.lastResult = .failed
        $0.checkedAt = Date()
      }
    }
    let list = try WorkshopCLI.run(["list"], in: root).output
    XCTAssertTrue(list.contains("Next: 02 · Tests that catch bugs"), list)
    let hint = try WorkshopCLI.run(["hint"], in: root).output
    XCTAssertTrue(hint.contains("Start from a tally of two."), "step 02's first hint: \(hint)")
    let show = try WorkshopCLI.run(["show"], in: root).output
    XCTAssertTrue(show.hasPrefix("# 02 · Tests that catch bugs"), show)
  }

  func testShow_PrintsTheLessonWithoutHintsThenFilesAndOpenTodos() throws {
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run(["show", "2"], in: root)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.output,
      """
      # 02 · Tests that catch bugs

      A fixture lesson whose learner writes tests, in XCTest and in Swift Testing.

      Files
        Exercises/02-Tally/Tally.swift
        Exercises/02-Tally/Tests/TallyClearTests.swift  (your tests)
        Exercises/02-Tally/Tests/TallyTests.swift  (your tests)

      Open TODOs
        TODO(1)  Exercises/02-Tally/Tests/TallyTests.swift:6
                 write a test that sends .add and checks the tally
        TODO(2)  Exercises/02-Tally/Tests/TallyClearTests.swift:7
                 send .clear first, then expect an empty tally

      Hints: 4 (0 shown) · `swift run workshop hint 02`
      Planted bugs your tests must catch: 2 · `swift run workshop hint 02 --bug <n>`
        describes one
      Check: `swift run workshop check 02`

      """)
  }

  func testShow_ADoneStep_ListsItsTodosAsSignpostsNotAsOpen() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try ProgressStore(root: root).update(for: course.steps) { progress in
      progress.update(course.steps[0]) {
        $0.lastResult = .passed
        $0.passedHash = course.exerciseHash(course.steps[0])
      }
    }
    let output = try WorkshopCLI.run(["show", "1"], in: root).output
    XCTAssertTrue(output.contains("TODOs  (this step is done)\n"), output)
    XCTAssertFalse(output.contains("Open TODOs"), output)
  }

  func testShow_PointsAtTheStepsQuestions_InTheLearnersLanguageOnceStamped() throws {
    let root = try Fixtures.course(for: self)
    let none = try WorkshopCLI.run(["show", "1"], in: root).output
    XCTAssertFalse(none.contains("Questions on what you learnt"), "the step has no questions")
    try Fixtures.write("# Questions\n", to: "Exercises/01-Counter/QUESTIONS.md", in: root)
    try Fixtures.write("# Questions\n", to: "Exercises/01-Counter/QUESTIONS.fr.md", in: root)
    // NB: a translation nothing stamped is not shown: the English is.
    let shown = try WorkshopCLI.run(["show", "1", "--lang", "fr"], in: root).prose
    XCTAssertTrue(shown.contains("Exercises/01-Counter/QUESTIONS.md"), shown)
    XCTAssertFalse(shown.contains("QUESTIONS.fr.md"), shown)
  }

  func testHint_RevealsOneMoreEachTimeThenPlantedBugsThenListsAll() throws {
    let root = try Fixtures.course(for: self)
    let outputs = try (1...5).map { _ in try WorkshopCLI.run(["hint", "tally"], in: root).output }
    XCTAssertEqual(
      outputs[0],
      "Hint 1 of 4 · TODO(1)\n  Start from a tally of two.\n\n"
        + "3 more: run `swift run workshop hint 02` again.\n"
    )
    XCTAssertTrue(
      outputs[1].hasPrefix("Hint 2 of 4 · TODO(2)\n  `#expect` takes a comparison.\n"), outputs[1])
    XCTAssertTrue(
      outputs[2].hasPrefix(
        "Hint 3 of 4 · Planted bug 1\n  .add counts twice\n"
          + "  How a test notices: Send .add once and assert the exact count.\n"), outputs[2])
    XCTAssertTrue(outputs[3].hasSuffix("That was the last hint.\n"), outputs[3])
    XCTAssertTrue(outputs[4].hasPrefix("All 4 hints of step 02:\n\nHint 1 of 4"), outputs[4])
    let course = try Course.load(root: root)
    XCTAssertEqual(
      ProgressStore(root: root).load(for: course.steps).progress.record(for: course.steps[1])
        .hintsShown, 4)
  }

  func testHintsAskedForAtOnce_EachShowAndCountTheNextOne() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    final class Outputs: @unchecked Sendable {
      let lock = NSLock()
      var all: [String] = []
    }
    let outputs = Outputs()
    DispatchQueue.concurrentPerform(iterations: 3) { _ in
      let output = (try? WorkshopCLI.run(["hint", "01"], in: root).output) ?? "could not run"
      outputs.lock.withLock { outputs.all.append(output) }
    }
    let numbers = outputs.all.map { $0.split(separator: " ").dropFirst().first ?? "" }.sorted()
    XCTAssertEqual(numbers, ["1", "2", "3"], "each shows the next hint: \(outputs.all)")
    XCTAssertEqual(
      ProgressStore(root: root).load(for: course.steps).progress.record(for: course.steps[0])
        .hintsShown, 3)
  }

  func testAnyCommand_RemovesTheResultsFolderOfACheckThatWasKilled() throws {
    let root = try Fixtures.course(for: self)
    let hash = FNV1a.hex(of: root.standardizedFileURL.resolvingSymlinksInPath().path)
    // NB: no process has this id (Linux allows at most 4194304), so its run has ended.
    let left = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workshop-results-\(hash.prefix(12))-99999999-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: left, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: left) }

    XCTAssertEqual(try WorkshopCLI.run(["list"], in: root).status, 0)
    XCTAssertFalse(FileManager.default.fileExists(atPath: left.path), "swept by list")
  }

  func testHintBug_DescribesThatBugAndLeavesTheHintCountAlone() throws {
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run(["hint", "02", "--bug", "2"], in: root)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.output,
      "Step 02 · Planted bug 2\n  .clear leaves one behind\n"
        + "  How a test notices: Clear a non-empty tally and assert it is zero.\n")
    let course = try Course.load(root: root)
    XCTAssertEqual(
      ProgressStore(root: root).load(for: course.steps).progress.record(for: course.steps[1])
        .hintsShown, 0)
  }

  func testHintBug_WithAnUnknownBug_IsAUsageErrorListingTheBugs() throws {
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run(["hint", "02", "--bug", "7"], in: root)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.output.contains("Step 02 has no planted bug '7'; its bugs are 1, 2."), result.output)
    let none = try WorkshopCLI.run(["hint", "01", "--bug", "1"], in: root)
    XCTAssertEqual(none.status, 2)
    XCTAssertTrue(none.output.contains("Step 01 has no planted bugs."), none.output)
  }

  func testSolution_WithoutATerminal_RefusesUnlessYes() throws {
    let root = try Fixtures.course(for: self)
    let refused = try WorkshopCLI.run(["solution", "1"], in: root)
    XCTAssertEqual(refused.status, 4)
    XCTAssertEqual(
      refused.output,
      "error: Step 01 is not done yet, and there is no terminal to ask whether to show its "
        + "solution anyway. Run `swift run workshop solution 01 --yes` to show it.\n")

    let shown = try WorkshopCLI.run(["solution", "1", "--yes"], in: root)
    XCTAssertEqual(shown.status, 0)
    XCTAssertTrue(
      shown.output.hasPrefix(
        """
        diff --git a/Exercises/01-Counter/Counter.swift b/Exercises/01-Counter/Counter.swift
        --- a/Exercises/01-Counter/Counter.swift
        +++ b/Exercises/01-Counter/Counter.swift
        @@ -5,10 +5,10 @@
         func counterReducer(state: inout Int, action: CounterAction) -> [Effect<CounterAction>] {
           switch action {
           case .incrementTapped:
        -    // TODO(1): add one to the state.
        +    state += 1
        """), shown.output)
  }

  func testSolution_ComparesTheLearnersTestsToo() throws {
    let root = try Fixtures.course(for: self)
    let output = try WorkshopCLI.run(["solution", "02", "--yes"], in: root).output
    XCTAssertTrue(
      output.contains(
        "--- a/Exercises/02-Tally/Tests/TallyTests.swift\n"
          + "+++ b/Exercises/02-Tally/Tests/TallyTests.swift\n"
      ))
    XCTAssertFalse(output.contains("Tally.swift\n+++"), "identical app code shows no diff")
  }

  func testReset_BacksUpAndRestoresAndClearsProgress() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.commitAll(in: root)
    _ = try WorkshopCLI.run(["list"], in: root)  // records the baseline, as a first run does
    try Fixtures.write("// mine\n", to: "Exercises/01-Counter/Counter.swift", in: root)
    let result = try WorkshopCLI.run(["reset", "01"], in: root)
    XCTAssertEqual(result.status, 0, result.output)
    let lines = result.output.split(separator: "\n")
    XCTAssertTrue(lines[0].hasPrefix("Restoring from commit "), result.output)
    // NB: the line is folded to the 80 columns of the run, the path on a line of its own.
    let restored = lines.dropFirst().joined(separator: " ").flowing
    XCTAssertTrue(
      restored.hasPrefix("↺ Exercises/01-Counter restored; your version is in .workshop/backups/"),
      result.output)
    let backup = String(restored.split(separator: " ").last ?? "")
    XCTAssertEqual(
      try String(
        contentsOf: root.appendingPathComponent(backup + "Counter.swift"), encoding: .utf8),
      "// mine\n")
    XCTAssertTrue(
      try String(
        contentsOf: root.appendingPathComponent("Exercises/01-Counter/Counter.swift"),
        encoding: .utf8
      ).contains("TODO(1)"))
  }

  func testReset_WithoutGit_SaysSoClearly() throws {
    guard findExecutable("git") != nil else { throw XCTSkip("git is not installed") }
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run(["reset", "--all"], in: root)
    XCTAssertEqual(result.status, 4)
    XCTAssertTrue(result.output.hasPrefix("error: "), result.output)
    XCTAssertTrue(result.output.contains("is not a git clone"), result.output)
  }

  func testReset_NeedsAStepOrAll() throws {
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run(["reset"], in: root)
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.output,
      "error: Name the step to reset, or pass --all.\n"
        + "Run `swift run workshop reset --help` for usage.\n"
    )
  }

  func testCorruptManifest_IsAClearErrorWithStatus3() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write("{ not json", to: "Exercises/steps.json", in: root)
    let result = try WorkshopCLI.run(["list"], in: root)
    XCTAssertEqual(result.status, 3)
    XCTAssertTrue(
      result.output.hasPrefix("error: Exercises/steps.json is not a valid step list"), result.output
    )
  }

  func testCorruptProgressFile_IsReportedKeptAndReplaced() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write("garbage", to: ".workshop/progress.json", in: root)
    let result = try WorkshopCLI.run(["hint", "1"], in: root)
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(
      result.output.hasPrefix(
        "note: Your progress file (.workshop/progress.json) could not be read"), result.output)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(".workshop").path)
    XCTAssertTrue(files.contains("progress.json"))
    XCTAssertTrue(files.contains { $0.hasPrefix("progress.corrupt-") })
  }

  func testUnavailableStep_IsACourseError() throws {
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run(["show", "03"], in: root)
    XCTAssertEqual(result.status, 3)
    XCTAssertTrue(
      result.output.contains("Step 03 is not available yet: Solutions/03-Later is missing."),
      result.output)
  }

  func testUsageErrors_ExitWith2AndSuggest() throws {
    let root = try Fixtures.course(for: self)
    let unknown = try WorkshopCLI.run(["lsit"], in: root)
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(
      unknown.output,
      "error: Unknown command 'lsit'. Did you mean 'list'?\n"
        + "Run `swift run workshop help` for usage.\n"
    )
    XCTAssertEqual(try WorkshopCLI.run(["hint", "99"], in: root).status, 2)
    XCTAssertEqual(try WorkshopCLI.run(["check", "--fast"], in: root).status, 2)
    for huge in ["99999999999999999999", "1e308", "inf"] {
      let timeout = try WorkshopCLI.run(["check", "01", "--timeout", huge], in: root)
      XCTAssertEqual(timeout.status, 2, "\(huge): \(timeout.output)")
      XCTAssertTrue(timeout.output.contains("from 1 to 86400 (a day)"), timeout.output)
    }
  }

  func testMutateOnly_ListsTheMutantsOfThatPathAlone_AndAPathWithNoFileIsAUsageError() throws {
    let root = try Fixtures.course(for: self)
    let all = try WorkshopCLI.run(["mutate", "01", "02", "--list"], in: root)
    XCTAssertEqual(all.status, 0, all.output)
    XCTAssertTrue(all.output.contains("Solutions/01-Counter/Counter.swift"), all.output)

    let only = try WorkshopCLI.run(
      ["mutate", "01", "02", "--list", "--only", "Solutions/02-Tally/Tally.swift"], in: root)
    XCTAssertEqual(only.status, 0, only.output)
    XCTAssertTrue(only.output.hasPrefix("02: "), only.output)
    XCTAssertTrue(only.output.contains("Solutions/02-Tally/Tally.swift:"), only.output)
    XCTAssertFalse(only.output.contains("01-Counter"), only.output)
    try assertAnEquivalentIsMarked(in: only.output, root: root)

    let none = try WorkshopCLI.run(
      ["mutate", "01", "02", "--list", "--only", "Sources/Nowhere"], in: root)
    XCTAssertEqual(none.status, 2)
    XCTAssertTrue(
      none.output.contains("No file to mutate starts with Sources/Nowhere."), none.output)
  }

  /// Lists the first mutant of `listing` as equivalent and expects `--list` to mark it skipped,
  /// and only it.
  private func assertAnEquivalentIsMarked(in listing: String, root: URL) throws {
    let first = try XCTUnwrap(listing.split(separator: "\n").dropFirst().first, listing)
      .replacingOccurrences(of: "  (own build)", with: "")
    let place = try XCTUnwrap(first.split(separator: " ").first).split(separator: ":")
    let change = try XCTUnwrap(first.components(separatedBy: "] ").last)
    let file = String(place[0])
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let line = text.components(separatedBy: "\n")[Int(place[1])! - 1]
    let entry = [
      "file": file, "line": line.trimmingCharacters(in: .whitespaces), "change": change,
      "reason": "A reason.",
    ]
    let list = root.appendingPathComponent(EquivalentMutants.path)
    try FileManager.default.createDirectory(
      at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: [entry]).write(to: list)
    defer { try? FileManager.default.removeItem(at: list) }
    let marked = try WorkshopCLI.run(
      ["mutate", "02", "--list", "--only", file], in: root)
    let lines = marked.output.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.dropFirst().first, "\(first)  (equivalent: skipped)", marked.output)
    XCTAssertFalse(lines.dropFirst(2).contains { $0.contains("equivalent") }, marked.output)
  }

  func testMutateList_NumbersTwinMutants_AndAnEquivalentsOccurrencePicksOne() throws {
    let root = try Fixtures.course(for: self)
    let file = "Solutions/02-Tally/Tally.swift"
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    try Fixtures.write(
      text + "\nfunc twins(_ a: Int) -> [Int] {\n  [\n    a + 1,\n    a + 1,\n  ]\n}\n",
      to: file, in: root)
    let twins = { (output: String) in
      output.split(separator: "\n").map(String.init).filter { $0.contains("`+` → `-`") }
    }
    let listed = try WorkshopCLI.run(["mutate", "02", "--list", "--only", file], in: root)
    XCTAssertEqual(listed.status, 0, listed.output)
    XCTAssertEqual(twins(listed.output).count, 2, listed.output)
    XCTAssertFalse(twins(listed.output)[0].contains("occurrence"), listed.output)
    XCTAssertTrue(twins(listed.output)[1].contains("  (occurrence 2)"), listed.output)

    try Fixtures.write(
      #"[{"file": "\#(file)", "line": "a + 1,", "change": "`+` → `-`", "occurrence": 2, "#
        + #""reason": "A reason."}]"#,
      to: EquivalentMutants.path, in: root)
    let marked = try WorkshopCLI.run(["mutate", "02", "--list", "--only", file], in: root)
    XCTAssertEqual(marked.status, 0, marked.output)
    XCTAssertFalse(twins(marked.output)[0].contains("equivalent"), marked.output)
    XCTAssertTrue(
      twins(marked.output)[1].hasSuffix("(occurrence 2)  (equivalent: skipped)"), marked.output)
    XCTAssertEqual(marked.output.components(separatedBy: "equivalent: skipped").count, 2)
  }

  func testMutateChanged_ListsTheMutantsOfTheChangedLinesAlone() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.commitAll(in: root)
    let unchanged = try WorkshopCLI.run(["mutate", "--changed", "HEAD", "--list"], in: root)
    XCTAssertEqual(unchanged.status, 0, unchanged.output)
    XCTAssertEqual(unchanged.output, "No reference code changed: nothing to mutate.\n")

    // One line of step 02's reference changes in the working tree.
    let tally = root.appendingPathComponent("Solutions/02-Tally/Tally.swift")
    let text = try String(contentsOf: tally, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "state = 0", with: "state = 0 ").utf8).write(to: tally)
    let changed = try WorkshopCLI.run(["mutate", "--changed", "HEAD", "--list"], in: root)
    XCTAssertEqual(changed.status, 0, changed.output)
    let listed = changed.output.split(separator: "\n").dropFirst()
    XCTAssertFalse(listed.isEmpty, changed.output)
    XCTAssertTrue(
      listed.allSatisfy { $0.contains("Solutions/02-Tally/Tally.swift:8 ") }, changed.output)

    let twoBases = try WorkshopCLI.run(["mutate", "--changed", "HEAD", "main"], in: root)
    XCTAssertEqual(twoBases.status, 2, twoBases.output)
  }

  func testMutateScratch_TheCourseOrAFolderOfItOrOfSomeoneElse_IsRefusedAndNothingDeleted()
    throws
  {
    let root = try Fixtures.course(for: self)
    let elsewhere = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("keep me\n", to: "notes.txt", in: elsewhere)
    for (scratch, reason) in [
      (".", "it is the course itself."),
      ("Exercises", "it is inside the course, and not one of its build folders."),
      (elsewhere.path, "it is not empty, and the workshop did not make it."),
    ] {
      let result = try WorkshopCLI.run(["mutate", "01", "--scratch", scratch], in: root)
      XCTAssertEqual(result.status, 2, result.output)
      XCTAssertTrue(result.output.contains("Refusing to empty "), result.output)
      XCTAssertTrue(result.output.contains(reason), result.output)
    }
    XCTAssertEqual(
      try Course.load(root: root).steps.count, 3, "the course is still there, steps.json too")
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Exercises/01-Counter/Counter.swift").path))
    XCTAssertEqual(
      try String(contentsOf: elsewhere.appendingPathComponent("notes.txt"), encoding: .utf8),
      "keep me\n")
  }

  func testHelp_ListsEveryCommandAndEachCommandHasHelp() throws {
    let root = try Fixtures.course(for: self)
    let help = try WorkshopCLI.run(["help"], in: root)
    XCTAssertEqual(help.status, 0)
    for name in ["list", "show", "check", "watch", "hint", "solution", "reset", "verify", "help"] {
      XCTAssertTrue(help.output.contains("\n  \(name)"), name)
      let own = try WorkshopCLI.run([name, "--help"], in: root)
      XCTAssertEqual(own.status, 0, name)
      XCTAssertTrue(own.output.hasPrefix("Usage: workshop \(name)"), own.output)
    }
  }

  func testOutsideAWorkshop_IsACourseError() throws {
    let result = try WorkshopCLI.run(["list"], in: try Fixtures.emptyFolder(for: self))
    XCTAssertEqual(result.status, 3)
    XCTAssertTrue(result.output.hasPrefix("error: This is not a workshop folder"), result.output)
  }
}
