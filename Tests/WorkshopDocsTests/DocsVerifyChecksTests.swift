import WorkshopJudge
import XCTest

@testable import WorkshopCourse
@testable import WorkshopDocs

final class DocsVerifyChecksTests: XCTestCase {
  func testWithoutChromium_VerifySaysTheBrowserCheckWasSkipped_InOneLine() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-\(UUID())")
    let checks = DocsVerifyChecks.all(full: true, environment: ["PATH": empty.path])
    XCTAssertEqual(
      checks.map(\.name),
      [
        "docs: the questions have one right answer each and give none away",
        "docs: the tutorial matches the steps", "docs: the site builds with no docc warning",
        "docs: browser check",
      ])
    let course = Course(root: empty, steps: [])
    let (passed, details) = checks[3].run(course)
    XCTAssertTrue(passed)
    XCTAssertEqual(
      details, ["skipped: Chromium is not installed (`apt-get install chromium` runs it)"])
  }

  func testAQuickRun_ChecksTheQuestionsAndTheTutorial_NotTheSite() {
    XCTAssertEqual(
      DocsVerifyChecks.all(full: false, environment: [:]).map(\.name),
      [
        "docs: the questions have one right answer each and give none away",
        "docs: the tutorial matches the steps",
      ])
  }

  func testWithChromium_TheBrowserCheckRunsInTheTests_AndVerifyAddsNoLine() throws {
    let folder = try browserFolder(printing: "Chromium 140.0.1 built on Debian", status: 0)
    XCTAssertEqual(DocsVerifyChecks.all(full: true, environment: ["PATH": folder.path]).count, 3)
  }

  func testChromiumThatIsOnlyAStub_CountsAsMissing() throws {
    let folder = try browserFolder(printing: "Command requires the chromium snap", status: 1)
    XCTAssertNil(findChromium(environment: ["PATH": folder.path]))
    XCTAssertEqual(DocsVerifyChecks.all(full: true, environment: ["PATH": folder.path]).count, 4)
  }

  func testQuestionsCheck_NamesEveryBrokenRuleAndAQuestionsFileThatDiffersBetweenSides() throws {
    let course = try TutorialFixture.course(for: self)
    XCTAssertEqual(DocsVerifyChecks.questions.run(course).passed, true)
    let broken = TutorialFixture.questions
      .replacingOccurrences(of: "- [ ] 6\n  > No: that is the product.\n", with: "")
      .replacingOccurrences(of: "- [ ] 16", with: "- [x] 16")
      .replacingOccurrences(of: "  > No: nothing was added.\n", with: "")
    try TutorialFixture.write(broken, to: "Exercises/01-Adder/QUESTIONS.md", in: course.root)
    let (passed, details) = DocsVerifyChecks.questions.run(course)
    XCTAssertFalse(passed)
    XCTAssertEqual(
      details,
      [
        "Exercises/01-Adder/QUESTIONS.md: question 1 (What does `add(2, 3)` return?) has 2 "
          + "choices; it needs 3 or 4",
        "Exercises/01-Adder/QUESTIONS.md: question 2 (What does `twice(4)` return?) has 2 right "
          + "choices (marked `- [x]`); it needs exactly 1",
        "Exercises/01-Adder/QUESTIONS.md: question 2 (What does `twice(4)` return?), choice c: "
          + "no explanation (a `  > ` line under it)",
        "QUESTIONS.md of step 01 differs between Exercises and Solutions",
      ])
  }

  func testDocCMissing_IsAClearError() {
    XCTAssertThrowsError(try findDocC(environment: ["PATH": "/nonexistent"])) { error in
      XCTAssertTrue("\(error)".hasPrefix("This toolchain has no `docc`"), "\(error)")
    }
  }

  /// A folder holding a `chromium` script that prints `text` and exits with `status`.
  private func browserFolder(printing text: String, status: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bin-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    _ = FileManager.default.createFile(
      atPath: folder.appendingPathComponent("chromium").path,
      contents: Data("#!/bin/sh\necho '\(text)'\nexit \(status)\n".utf8),
      attributes: [.posixPermissions: 0o755])
    return folder
  }
}
