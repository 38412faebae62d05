import Foundation
import WorkshopLocalization
import XCTest

@testable import WorkshopCourse

final class CourseTests: XCTestCase {
  func testLoad_ReadsTheStepsInOrder() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    XCTAssertEqual(course.steps.map(\.id), ["counter", "tally", "later"])
    XCTAssertEqual(course.steps[0].number, "01")
    XCTAssertEqual(course.steps[0].exerciseChecksModule, "Exercise01Checks")
    XCTAssertEqual(course.steps[1].heading, "02 · Tests that catch bugs")
  }

  func testLoad_WithoutManifest_SaysWhatIsMissingAndHowToRestoreIt() throws {
    let root = try Fixtures.emptyFolder(for: self)
    XCTAssertThrowsError(try Course.load(root: root)) { error in
      let message = (error as? CourseError)?.message ?? ""
      XCTAssertTrue(message.hasPrefix("Exercises/steps.json is missing"), message)
      XCTAssertTrue(message.contains("git checkout -- Exercises/steps.json"), message)
    }
  }

  func testLoad_OfCorruptJSON_IsACourseError() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("[{\"id\": \"a\",", to: "Exercises/steps.json", in: root)
    XCTAssertThrowsError(try Course.load(root: root)) { error in
      XCTAssertTrue(
        (error as? CourseError)?.message.hasPrefix("Exercises/steps.json is not a valid step list")
          ?? false)
    }
  }

  func testLoad_OfAnEntryWithoutTitle_NamesTheEntryAndTheField() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      #"[{"id": "a", "folder": "01-A", "title": "A", "module": "A"}, "#
        + #"{"id": "b", "folder": "02-B", "module": "B"}]"#,
      to: "Exercises/steps.json", in: root)
    XCTAssertThrowsError(try Course.load(root: root)) { error in
      XCTAssertTrue(
        (error as? CourseError)?.message.contains("entry 2 has no \"title\"") ?? false, "\(error)")
    }
  }

  func testLoad_OfADuplicateNumber_IsACourseError() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      #"[{"id": "a", "folder": "01-A", "title": "A", "module": "A"}, "#
        + #"{"id": "b", "folder": "01-B", "title": "B", "module": "B"}]"#,
      to: "Exercises/steps.json", in: root)
    XCTAssertThrowsError(try Course.load(root: root)) { error in
      XCTAssertEqual((error as? CourseError)?.message, "Exercises/steps.json lists '01' twice.")
    }
  }

  func testStepNamed_AcceptsNumberFolderPathAndId() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    for name in [
      "2", "02", "002", "02-Tally", "02-tally", "tally", "Exercises/02-Tally",
      "Exercises/02-Tally/", "./Solutions/02-Tally", "Exercises/02-Tally/Tally.swift",
    ] {
      XCTAssertEqual(try course.step(named: name).id, "tally", name)
    }
    for name in ["20", "Tests/02-Tally", "0"] {
      XCTAssertThrowsError(try course.step(named: name), name)
    }
  }

  func testStepNamed_Unknown_ListsTheRangeAndSuggests() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    XCTAssertThrowsError(try course.step(named: "talley", command: "check")) { error in
      XCTAssertEqual(
        error as? UsageError,
        UsageError(
          "There is no step 'talley'. Name a step by number (01–03), folder or id; "
            + "`workshop list` shows them all. Did you mean 'tally'?", command: "check"))
    }
  }

  func testFindRoot_WalksUpFromAStepFolder() throws {
    let root = try Fixtures.course(for: self)
    let found = Course.findRoot(from: root.appendingPathComponent("Exercises/02-Tally/Tests"))
    XCTAssertEqual(found?.resolvingSymlinksInPath().path, root.resolvingSymlinksInPath().path)
    XCTAssertNil(Course.findRoot(from: URL(fileURLWithPath: "/")))
  }

  func testAvailability_NeedsBothSides() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    XCTAssertTrue(course.isAvailable(course.steps[0]))
    XCTAssertEqual(course.missingFolders(of: course.steps[2]), ["Solutions/03-Later"])
  }

  func testStepFiles_SortsFilesByRole() throws {
    let root = try Fixtures.course(for: self)
    let files = StepFiles(root: root, folder: "Exercises/02-Tally")
    XCTAssertEqual(files.lesson, "Exercises/02-Tally/README.md")
    XCTAssertEqual(files.appFiles, ["Exercises/02-Tally/Tally.swift"])
    XCTAssertEqual(
      files.testFiles,
      [
        "Exercises/02-Tally/Tests/TallyClearTests.swift",
        "Exercises/02-Tally/Tests/TallyTests.swift",
      ])
    XCTAssertEqual(
      files.checkFiles,
      [
        "Exercises/02-Tally/Checks/PlantedBugs.swift",
        "Exercises/02-Tally/Checks/TallyChecks.swift",
      ])
  }

  func testStepFiles_ANamedPipeAmongThem_IsNamedApart_AndNeverRead() throws {
    // A named pipe with no writer: reading it, or compiling it, would wait for ever.
    let root = try Fixtures.course(for: self)
    let pipe = "Exercises/01-Counter/Pipe.swift"
    XCTAssertEqual(mkfifo(root.appendingPathComponent(pipe).path, 0o644), 0)
    let files = StepFiles(root: root, folder: "Exercises/01-Counter")
    XCTAssertEqual(files.irregularFiles, [pipe])
    XCTAssertFalse(files.allFiles.contains(pipe))
    let withPipe = files.contentHash(root: root)

    // Its removal changes the fingerprint and the modification stamp, so watch checks again.
    let stamp = files.modificationStamp(root: root)
    try FileManager.default.removeItem(at: root.appendingPathComponent(pipe))
    let without = StepFiles(root: root, folder: "Exercises/01-Counter")
    XCTAssertNotEqual(without.contentHash(root: root), withPipe)
    XCTAssertNotEqual(without.modificationStamp(root: root), stamp)
  }

  func testContentHash_ChangesWithAnyEditAndOnlyThen() throws {
    let root = try Fixtures.course(for: self)
    let files = { StepFiles(root: root, folder: "Exercises/01-Counter") }
    let before = files().contentHash(root: root)
    XCTAssertEqual(files().contentHash(root: root), before)
    try Fixtures.write("// edited\n", to: "Exercises/01-Counter/Counter.swift", in: root)
    XCTAssertNotEqual(files().contentHash(root: root), before)
  }

  func testLayoutFingerprint_FollowsTheManifestAndTheFolders() throws {
    let root = try Fixtures.course(for: self)
    let fingerprint = { try Course.load(root: root).layoutFingerprint }
    let before = try fingerprint()
    try Fixtures.write("x", to: "Exercises/01-Counter/Extra.swift", in: root)
    XCTAssertNotEqual(try fingerprint(), before)
  }

  func testLayoutFingerprint_FollowsTheSnapshotsFolderTheManifestExcludes() throws {
    let root = try Fixtures.course(for: self)
    let fingerprint = { try Course.load(root: root).layoutFingerprint }
    let before = try fingerprint()
    // A first run of step 12's snapshot tests creates Tests/__Snapshots__: the manifest must be
    // read again to leave it out of the sources, or the next build takes the references for code.
    try Fixtures.write("x", to: "Exercises/02-Tally/Tests/__Snapshots__/T/test.txt", in: root)
    XCTAssertNotEqual(try fingerprint(), before)
  }

  func testQuestions_AreInTheLearnersLanguage_WhereTheirTranslationIsStamped() throws {
    // The course's own questions: each translation is stamped from its English.
    let course = try Course.load(root: Fixtures.testsFolder.deletingLastPathComponent())
    let step = try XCTUnwrap(course.steps.first)
    let folder = step.exercisePath
    XCTAssertEqual(course.questions(of: step, in: .french), "\(folder)/QUESTIONS.fr.md")
    XCTAssertEqual(course.questions(of: step, in: .korean), "\(folder)/QUESTIONS.ko.md")
    XCTAssertEqual(course.questions(of: step, in: .english), "\(folder)/QUESTIONS.md")
  }

  func testQuestions_WithAnUnstampedTranslation_AreTheEnglish_AndNoneWithoutTheFile() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    let step = course.steps[0]
    XCTAssertNil(course.questions(of: step, in: .french), "the step has no QUESTIONS.md")
    try Fixtures.write("# Questions\n", to: "\(step.exercisePath)/QUESTIONS.md", in: root)
    try Fixtures.write("# Questions\n", to: "\(step.exercisePath)/QUESTIONS.fr.md", in: root)
    XCTAssertEqual(course.questions(of: step, in: .french), "\(step.exercisePath)/QUESTIONS.md")
  }
}
