import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import XCTest

@testable import WorkshopTestRuns

/// `workshop check` end to end: the real binary builds and runs the fixture course's steps in a
/// copy of the workshop's package, with the mistakes a learner makes written into the step.
final class CLICheckEndToEndTests: BuildableCourseTestCase {
  func testCheck_AsShipped_FailsNamingTheTodoAndExits1() throws {
    let run = try check("01")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.contains("  ✗ CounterChecks.testIncrementTapped_AddsOne\n"), run.output)
    XCTAssertTrue(
      run.output.contains("Next: TODO(1) at Exercises/01-Counter/Counter.swift:8"), run.output)
  }

  func testCheck_Solved_PassesAndExits0() throws {
    try course.write(try solvedCounter, to: "Exercises/01-Counter/Counter.swift")
    let run = try check("01")
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("✓ All 3 checks of step 01 pass."), run.output)
  }

  func testCheck_ARunInWhichTheLearnersTestsRecord_SaysWhatTheyRecorded_AndTheNextRunPasses()
    throws
  {
    try course.write(try solvedCounter, to: "Exercises/01-Counter/Counter.swift")
    // A check that reads what the learner's test records, as step 12's reads its snapshots.
    let checkFile = """
      import Foundation
      import XCTest

      final class ReferenceChecks: XCTestCase {
        func testYourTest_HasRecordedItsReference() {
          let reference = URL(fileURLWithPath: "\\(#filePath)").deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/__Snapshots__/count.txt")
          XCTAssertTrue(
            FileManager.default.fileExists(atPath: reference.path),
            "no reference recorded yet: write a test that records one, and run it once")
        }
      }
      """
    // The learner's test records its reference when there is none, and fails saying so.
    let test = """
      import Foundation
      import XCTest

      final class CounterReferenceTests: XCTestCase {
        func testCount_MatchesItsReference() throws {
          let reference = URL(fileURLWithPath: "\\(#filePath)").deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/count.txt")
          guard FileManager.default.fileExists(atPath: reference.path) else {
            try FileManager.default.createDirectory(
              at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "1\\n".write(to: reference, atomically: true, encoding: .utf8)
            return XCTFail("There was no reference yet, so recorded one; run again")
          }
        }
      }
      """
    for side in ["Exercises", "Solutions"] {
      try course.write(checkFile, to: "\(side)/01-Counter/Checks/ReferenceChecks.swift")
      try course.write(test, to: "\(side)/01-Counter/Tests/CounterReferenceTests.swift")
    }

    let recording = try check("01")
    XCTAssertEqual(recording.status, 1, recording.output)
    // The check ran again once the reference was there, and the report says what was recorded.
    XCTAssertTrue(
      recording.output.contains("  ✓ ReferenceChecks.testYourTest_HasRecordedItsReference\n"),
      recording.output)
    XCTAssertTrue(
      recording.output.contains(
        "Your tests recorded in this run:\n  Exercises/01-Counter/Tests/__Snapshots__/count.txt"),
      recording.output)
    XCTAssertTrue(
      recording.output.flowing.contains(
        "Next: look at each file your tests recorded, then check again"), recording.output)
    XCTAssertFalse(recording.output.contains("no reference recorded yet"), recording.output)

    // The next run compares with the reference, and passes.
    let compared = try check("01")
    XCTAssertEqual(compared.status, 0, compared.output)
    XCTAssertTrue(compared.output.contains("✓ All 5 checks of step 01 pass."), compared.output)
  }

  func testCheck_AfterTheSolutionIsCopiedOverKeepingOlderDates_ChecksWhatTheFilesHoldNow() throws {
    XCTAssertEqual(try check("01").status, 1, "as shipped")
    // What `cp -R Solutions/…/. Exercises/…/` can do: new content with the date the old file
    // had (a link to a library file checked out in the same instant, a copy that keeps dates).
    // NB: not `course.write`, which forgets the step's objects itself.
    let url = course.root.appendingPathComponent("Exercises/01-Counter/Counter.swift")
    let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
    try Data(try solvedCounter.utf8).write(to: url)
    try FileManager.default.setAttributes([.modificationDate: date as Any], ofItemAtPath: url.path)

    let run = try check("01")
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("✓ All 3 checks of step 01 pass."), run.output)
  }

  func testCheck_InFrench_TranslatesItsProse_AndTheChecksOwnMessages() throws {
    let catalogue = Fixtures.testsFolder.deletingLastPathComponent()
      .appendingPathComponent("Docs/i18n/cli.fr.json")
    try course.write(
      try String(contentsOf: catalogue, encoding: .utf8), to: "Docs/i18n/cli.fr.json")
    // The fixture's checks write their messages through the checks' catalogue.
    try course.write(
      #"""
      {"strings": {"TODO(1): on .incrementTapped, add one to the state":
        "TODO(1)\u00a0: sur .incrementTapped, ajoutez un à l’état"}}
      """#, to: "Docs/i18n/checks.fr.json")
    // The lesson in French: its numbered task stands in for the English TODO comment.
    let lesson = try String(
      contentsOf: course.root.appendingPathComponent("Exercises/01-Counter/README.md"),
      encoding: .utf8
    )
    .replacingOccurrences(of: "## What to do", with: "## À faire")
    .replacingOccurrences(
      of: "1. Make `counterReducer` add one on `.incrementTapped`.",
      with: "1. Faites ajouter un à `counterReducer`\n   sur `.incrementTapped`.")
    for side in ["Exercises", "Solutions"] {
      try course.write(lesson, to: "\(side)/01-Counter/README.fr.md")
    }
    let stamp = try WorkshopCLI.run(["translations", "--stamp"], in: course.root)
    XCTAssertEqual(stamp.status, 0, stamp.output)
    let run = try check("01", "--lang", "fr")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.contains("Vérification de l’étape 01 · A counter reducer\n"), run.output)
    XCTAssertTrue(run.output.contains("Vérifications réussies\u{A0}: 1 sur 3."), run.output)
    // NB: the line may be folded at the terminal's width; `flowing` also makes no-break spaces
    // plain ones.
    XCTAssertTrue(
      run.output.flowing.contains(
        "Ensuite : TODO(1) à Exercises/01-Counter/Counter.swift:8 : Faites ajouter un à "
          + "`counterReducer` sur `.incrementTapped`."),
      run.output)
    // The check's own message is in French, its values as they are; the library's stays
    // English, with a line in French under it.
    XCTAssertTrue(
      run.output.contains(
        "      TODO(1)\u{A0}: sur .incrementTapped, ajoutez un à l’état\n"
          + "      XCTAssertEqual failed: (\"1\") is not equal to (\"2\")\n"
          + "      ↳ `XCTAssertEqual` a échoué\u{A0}: les deux valeurs diffèrent"), run.output)
    XCTAssertFalse(run.output.contains("on .incrementTapped, add one"), run.output)
    // A message the catalogue lacks stays English.
    XCTAssertTrue(run.output.contains("TODO(2): on .resetTapped, set the state to zero"))
  }

  func testCheck_MultiLineFailure_IsShownWholeAtTheLearnersLine() throws {
    try course.write(
      """
      import XCTest
      @testable import Tally

      final class TallyTests: XCTestCase {
        func testAdd_CountsOne() {
          XCTFail("The state is off:\\n\\n  State(\\n−   count: 4\\n+   count: 3\\n  )")
        }
      }
      """, to: "Exercises/02-Tally/Tests/TallyTests.swift")
    let run = try check("02")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.contains(
        """
          ✗ TallyTests.testAdd_CountsOne
              The state is off:
                  State(
                −   count: 4
                +   count: 3
                  )
              at Exercises/02-Tally/Tests/TallyTests.swift:6
        """), run.output)
    // The Swift Testing test of the step, named with its suite, at the learner's line.
    XCTAssertTrue(
      run.output.contains(
        """
          ✗ TallyClearTests.clearEmptiesTheTally()
              TODO(2): send .clear first, then expect an empty tally
              Expectation failed: (state → 3) == 0
              at Exercises/02-Tally/Tests/TallyClearTests.swift:7
        """), run.output)
  }

  func testCheck_CompileError_IsShownOnceWithItsLine() throws {
    try course.write(
      try solvedCounter.replacingOccurrences(of: "state += 1", with: "state += \"one\""),
      to: "Exercises/01-Counter/Counter.swift")
    let run = try check("01")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("✗ The code of step 01 does not compile yet."), run.output)
    let places = run.output.components(separatedBy: "Exercises/01-Counter/Counter.swift:8:").count
    XCTAssertEqual(places - 1, 1, "the error is shown once:\n\(run.output)")
  }

  func testCheck_CompileErrorInALearnersTest_IsShownOnceAtItsOwnPath() throws {
    // NB: the learner's tests are compiled once, with the checks, and the planted-bug runs reuse
    // that build.
    try course.write(
      """
      import XCTest
      @testable import Tally

      final class TallyTests: XCTestCase {
        func testAdd_CountsOne() {
          let tally: Int = "two"
          XCTAssertEqual(tally, 2)
        }
      }
      """, to: "Exercises/02-Tally/Tests/TallyTests.swift")
    let run = try check("02")
    XCTAssertEqual(run.status, 1, run.output)
    let places = run.output.components(separatedBy: "Tests/TallyTests.swift:6:").count - 1
    XCTAssertEqual(places, 1, "the error is shown once:\n\(run.output)")
    XCTAssertTrue(run.output.contains("Exercises/02-Tally/Tests/TallyTests.swift:6:"), run.output)
  }

  func testCheck_AWarningInTheLearnersCode_IsShown() throws {
    try course.write(
      try solvedCounter.replacingOccurrences(
        of: "state += 1", with: "let unused = 1\n    state += 1"),
      to: "Exercises/01-Counter/Counter.swift")
    let run = try check("01")
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("Compiler warnings in your files"), run.output)
    XCTAssertTrue(
      run.output.flowing.contains(
        "Exercises/01-Counter/Counter.swift:8:9: initialization of immutable value 'unused' was "
          + "never used; consider replacing with assignment to '_' or removing it"), run.output)
  }

  func testCheck_ACheckThatPrintsWithoutEnd_EndsWithinItsTimeoutInBoundedMemory() throws {
    // `.incrementTapped` logs forever; the other two checks still get their verdict.
    try course.write(
      try solvedCounter.replacingOccurrences(
        of: "state += 1", with: "while true { print(\"debug: state is \\(state)\") }"),
      to: "Exercises/01-Counter/Counter.swift")
    let run = try check("01", "--timeout", "3")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.contains("CounterChecks.testIncrementTapped_AddsOne never finished"), run.output)
    XCTAssertTrue(
      run.output.contains("  ✓ CounterChecks.testResetTapped_GoesBackToZero"), run.output)
    XCTAssertTrue(run.output.contains("  ✓ CounterChecks.testNothingTapped_ChangesNothing"))
    let seconds = try XCTUnwrap(run.checkSeconds, run.output)
    XCTAssertLessThan(
      seconds, 3 + MachineLoad.allowance(12), "the checks ran past their timeout:\n\(run.output)")
    #if os(Linux)
      let peak = try XCTUnwrap(run.peakMemoryKB)
      XCTAssertLessThan(peak, 200_000, "the workshop's peak memory, in kB")
      print("check of a printing hang: checks \(seconds) s, workshop peak memory \(peak) kB")
    #endif
  }

  func testHunt_ATestThatHangsUnderAPlantedBug_IsStoppedAfterTheTimeout() throws {
    // The one planted bug makes `.add` loop forever; the learner's tests are the reference's.
    try course.write(
      """
      import EffectKit
      import WorkshopTestRuns
      @testable import Tally

      func tallyReducer(state: inout Int, action: TallyAction) -> [Effect<TallyAction>] {
        if PlantedBug.active == 1, action == .add { while true {} }
        return Tally.tallyReducer(state: &state, action: action)
      }
      """, to: "Solutions/02-Tally/Checks/PlantedBugs.swift")
    try course.write(
      """
      [{"number": 1, "summary": ".add never ends", "hint": "Send .add."}]
      """, to: "Tests/PlantedBugs/02-Tally/PlantedBugs.json")
    try useTheReferenceTests()
    let run = try check("02", "--timeout", "3")
    XCTAssertTrue(
      run.output.contains("✓  bug 1: .add never ends (your tests hung for 3 s"), run.output)
    let seconds = try XCTUnwrap(run.checkSeconds, run.output)
    XCTAssertLessThan(
      seconds, MachineLoad.allowance(40), "the hunt ignored --timeout:\n\(run.output)")
  }

  func testHunt_RunsTheLearnersTestsOnTheirOwnCode() throws {
    try useTheReferenceTests()
    let solved = try check("02")
    XCTAssertEqual(solved.status, 0, solved.output)
    XCTAssertTrue(solved.output.contains("2 of 2 planted bugs caught"), solved.output)
    // Each bug is credited to the test that catches it alone.
    XCTAssertTrue(
      solved.output.flowing.contains(
        "✓ bug 1: .add counts twice — caught by TallyTests.testAdd_CountsOne"),
      solved.output)
    XCTAssertTrue(
      solved.output.flowing.contains(
        "✓ bug 2: .clear leaves one behind — caught by TallyClearTests.clearEmptiesTheTally()"),
      solved.output)
    XCTAssertFalse(solved.output.contains("Flaky"), "the reference tests are not flaky")

    // The learner's own reducer now counts two: their tests say so before any bug is planted.
    let tally = try String(
      contentsOf: Fixtures.courseFolder.appendingPathComponent("Exercises/02-Tally/Tally.swift"),
      encoding: .utf8)
    try course.write(
      tally.replacingOccurrences(of: "state += 1", with: "state += 2"),
      to: "Exercises/02-Tally/Tally.swift")
    let broken = try check("02")
    XCTAssertEqual(broken.status, 1, broken.output)
    XCTAssertTrue(broken.output.contains("fail with no bug planted"), broken.output)
  }

  func testHunt_ALeakingAssertion_IsNamed_AndCreditsNoBug() throws {
    try useTheReferenceTests()
    // The first test asserts on an answer that comes a moment later, on the main queue, and
    // never waits for it; the second waits there, so under bug 1 the first one's assertion
    // fails during the second.
    // NB: the second waits for that assertion itself, not a fixed time: run alone (as a hunt may
    // run a test), it gives up after 0.5 s.
    try writeTallyTests(
      """
      func testAdd_CountsOne() {
        var state = 2
        _ = tallyReducer(state: &state, action: .add)
        let counted = state
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
          XCTAssertEqual(counted, 3)
          Self.asserted = true
        }
      }

      func testAdd_ThenWaitsOnTheMainQueue() {
        let end = Date().addingTimeInterval(0.5)
        while !Self.asserted, Date() < end {
          RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
      }

      static var asserted = false
      """)
    let run = try check("02")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.flowing.contains(
        "Leaking assertion: TallyTests.testAdd_CountsOne's assertion at TallyTests.swift:11 fired"
          + " after that test had ended, while TallyTests.testAdd_ThenWaitsOnTheMainQueue ran,"
          + " so it counts for neither. Wait for the effect before the test ends"), run.output)
    XCTAssertTrue(run.output.contains("still missed: bug 1."), run.output)
    XCTAssertTrue(run.output.contains("1 of 2 planted bugs caught"), run.output)
  }

  func testHunt_ASwiftTestingAssertionInATaskNeverAwaited_IsNamed_AndCreditsNoBug() throws {
    try useTheReferenceTests()
    // The first test asserts in a task it never awaits; the second keeps the run going until
    // that assertion is made, so under bug 2 it fails after its test has passed.
    // NB: the second waits for the assertion itself, not a fixed time: run alone (as a hunt may
    // run a test), it gives up after 1.5 s.
    try course.write(
      """
      import Foundation
      import Testing
      @testable import Tally

      @Suite struct TallyClearTests {
        @Test func clearEmptiesTheTally() {
          var state = 3
          _ = tallyReducer(state: &state, action: .clear)
          let cleared = state
          Task {
            try? await Task.sleep(for: .milliseconds(100))
            #expect(cleared == 0)
            asserted.signal()
          }
        }

        @Test func clearThenWaits() async {
          await withCheckedContinuation { done in
            DispatchQueue.global().async {
              _ = asserted.wait(timeout: .now() + 1.5)
              done.resume()
            }
          }
        }
      }

      let asserted = DispatchSemaphore(value: 0)

      """, to: "Exercises/02-Tally/Tests/TallyClearTests.swift")
    let run = try check("02")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.flowing.contains(
        "Leaking assertion: TallyClearTests.clearEmptiesTheTally()'s assertion at"
          + " TallyClearTests.swift:12 fired after that test had ended, so it counts for nothing."),
      run.output)
    XCTAssertTrue(run.output.contains("still missed: bug 2."), run.output)
    XCTAssertFalse(run.output.contains("caught by TallyClearTests"), run.output)
  }

  func testHunt_AFlakyTest_IsNamedWithItsRuns_AndCreditsNoBug() throws {
    try useTheReferenceTests()
    // A test that fails every other run: each run flips a flag file the next one reads.
    let flag = FileManager.default.temporaryDirectory.appendingPathComponent("flaky-\(UUID())")
    defer { try? FileManager.default.removeItem(at: flag) }
    try writeTallyTests(
      """
      func testAdd_CountsOne() {
        var state = 2
        _ = tallyReducer(state: &state, action: .add)
        XCTAssertEqual(state, 3)
        if FileManager.default.fileExists(atPath: "\(flag.path)") {
          try? FileManager.default.removeItem(atPath: "\(flag.path)")
          XCTFail("the other run's turn")
        } else {
          FileManager.default.createFile(atPath: "\(flag.path)", contents: nil)
        }
      }
      """)
    let run = try check("02")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertNotNil(
      run.output.flowing.range(
        of: "Flaky test: TallyTests.testAdd_CountsOne passed [0-9]+ of 10 runs with no bug planted"
          + " \\((passed|failed)", options: .regularExpression), run.output)
    XCTAssertTrue(run.output.contains("Usual causes: "), run.output)
    XCTAssertFalse(run.output.contains("caught by TallyTests.testAdd_CountsOne"), run.output)
    XCTAssertTrue(run.output.contains("still missed: bug 1."), run.output)
  }

  func testHunt_ATestThatFailsTheSameTwice_RunsNoMore_AndNoBugIsPlanted() throws {
    #if os(Linux)
      try useTheReferenceTests()
      // Each run of the test that a hunt starts (its parent runs the hunt's check) adds a line
      // to a file: a test that fails twice alike is the verdict, and the runs that judge
      // flakiness and credit bugs wait until the learner's tests pass.
      let runs = FileManager.default.temporaryDirectory.appendingPathComponent("runs-\(UUID())")
      defer { try? FileManager.default.removeItem(at: runs) }
      try writeTallyTests(
        """
        func testAdd_CountsOne() throws {
          let parent = (try? String(contentsOfFile: "/proc/\\(getppid())/cmdline", encoding: .utf8))
          if parent?.contains("PlantedBugs") == true {
            let bug = ProcessInfo.processInfo.environment["WORKSHOP_PLANTED_BUG"] ?? "none"
            let runs = URL(fileURLWithPath: "\(runs.path)")
            let before = (try? String(contentsOf: runs, encoding: .utf8)) ?? ""
            try (before + "bug \\(bug)\\n").write(to: runs, atomically: true, encoding: .utf8)
          }
          XCTFail("not written yet")
        }
        """)
      let run = try check("02")
      XCTAssertEqual(run.status, 1, run.output)
      XCTAssertEqual(try String(contentsOf: runs, encoding: .utf8), "bug 0\nbug 0\n", run.output)
      XCTAssertTrue(run.output.contains("Your tests fail with no bug planted"), run.output)
    #endif
  }

  func testHunt_AnEmptyOrPartialTest_MissesItsBug_AndPointsAtItsHint() throws {
    try useTheReferenceTests()
    // NB: the test keeps the name the exercise gave it, but not its TODO comment: the step's
    // TodoTests.json still ties it to TODO(1).
    for body in ["", "XCTAssertGreaterThan(state, 2)"] {
      try writeTallyTests(
        """
        func testAdd_CountsOne() {
          var state = 2
          _ = tallyReducer(state: &state, action: .add)
          \(body)
        }
        """)
      let run = try check("02")
      XCTAssertEqual(run.status, 1, run.output)
      XCTAssertTrue(
        run.output.flowing.contains(
          "✗ bug 1: .add counts twice — missed: your tests still pass with it,"
            + " TallyTests.testAdd_CountsOne, your test for TODO(1), included; the broken code"
            + " runs in TallyTests.testAdd_CountsOne without a failure."
            + " `swift run workshop hint 02 --bug 1` gives a hint."), run.output)
      XCTAssertTrue(
        run.output.flowing.contains("caught by TallyClearTests.clearEmptiesTheTally()"), run.output)
    }
  }

  func testCheck_AfterDoctorBuiltTheStep_AndTheSolutionIsCopiedOverKeepingOlderDates_Passes()
    throws
  {
    let doctor = try WorkshopCLI.runWatchingMemory(["doctor"], in: course.root, timeout: 900)
    XCTAssertEqual(doctor.status, 0, doctor.output)
    // The objects doctor compiled must not outlive what the file held then (see the test above).
    let url = course.root.appendingPathComponent("Exercises/01-Counter/Counter.swift")
    let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
    try Data(try solvedCounter.utf8).write(to: url)
    try FileManager.default.setAttributes([.modificationDate: date as Any], ofItemAtPath: url.path)

    let run = try check("01")
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("✓ All 3 checks of step 01 pass."), run.output)
  }

  func testDoctor_ChecksTheMachine_ThenBuildsEveryAvailableStepWithItsTime() throws {
    let run = try WorkshopCLI.runWatchingMemory(["doctor"], in: course.root, timeout: 900)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("  ✓ Swift"), run.output)
    XCTAssertTrue(run.output.contains("  ✓ Checkout"), run.output)
    for step in ["01 · A counter reducer", "02 · Tests that catch bugs"] {
      XCTAssertNotNil(
        run.output.range(
          of: "  ✓ \(step)  [0-9]+\\.[0-9] s\n", options: .regularExpression), run.output)
    }
    XCTAssertFalse(run.output.contains("03 · A step still being written"), "not available")
    XCTAssertTrue(run.output.contains("Ready."), run.output)
    // A slower laptop breaks a promised time: doctor shows what each build took instead.
    XCTAssertTrue(
      run.output.contains("(the first one builds the library too, and takes longest)"), run.output)
    XCTAssertNil(
      run.output.range(of: "up to [0-9]+ ?s", options: .regularExpression), run.output)
  }

  func testDoctor_WithAStepThatDoesNotCompile_NamesItAndExits1() throws {
    try course.write("let broken: Int = \"no\"\n", to: "Exercises/01-Counter/Broken.swift")
    let run = try WorkshopCLI.runWatchingMemory(["doctor"], in: course.root, timeout: 900)
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("✗ 01 · A counter reducer  does not compile"), run.output)
    XCTAssertTrue(run.output.contains("`swift run workshop check 01` shows the errors"), run.output)
  }

  func testWatch_ChecksAgainOnEverySave_MarkingEachRun_AndStopsOnCtrlC() throws {
    // NB: with the default interval, as a learner runs it.
    let watch = try WatchedRun(in: course.root, for: self)
    let printed = { watch.printed }

    // The first run checks the step as shipped; saving the solved file starts the second.
    try waitFor("the first verdict", timeout: 600) { printed().contains("1 of 3 checks pass.") }
    XCTAssertTrue(printed().contains("-- run 1 · "), printed())
    try course.write(try solvedCounter, to: "Exercises/01-Counter/Counter.swift")
    try waitFor("the second verdict", timeout: 300) {
      printed().contains("✓ All 3 checks of step 01 pass.")
    }
    XCTAssertTrue(printed().contains("-- run 2 · "), printed())

    watch.interrupt()
    try waitFor("watch to stop on Ctrl-C", timeout: 60) { !watch.isRunning }
    XCTAssertEqual(watch.status, 0, printed())
    XCTAssertTrue(printed().contains("Stopped watching."), printed())
  }

  // MARK: - Helpers

  /// Writes `methods` as the learner's XCTest class of step 02, `TallyTests`, whose line 6 is
  /// the first line of `methods`.
  private func writeTallyTests(_ methods: String) throws {
    let body = methods.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    try course.write(
      "import Foundation\nimport XCTest\n@testable import Tally\n\n"
        + "final class TallyTests: XCTestCase {\n\(body)\n}\n",
      to: "Exercises/02-Tally/Tests/TallyTests.swift")
  }

  /// Writes the reference tests of step 02 over the learner's.
  private func useTheReferenceTests() throws {
    for file in ["TallyTests.swift", "TallyClearTests.swift"] {
      let solved = try String(
        contentsOf: Fixtures.courseFolder.appendingPathComponent(
          "Solutions/02-Tally/Tests/\(file)"),
        encoding: .utf8)
      try course.write(solved, to: "Exercises/02-Tally/Tests/\(file)")
    }
  }
}
