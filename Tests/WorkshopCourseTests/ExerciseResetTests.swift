import Foundation
import WorkshopCourse
import WorkshopTestRuns
import XCTest

final class ExerciseResetTests: XCTestCase {
  func testReset_BacksUpTheLearnersVersionThenRestoresTheShippedOne() throws {
    let (course, git, baseline) = try shippedCourse()
    let counter = course.url("Exercises/01-Counter/Counter.swift")
    let shipped = try Data(contentsOf: counter)
    try Fixtures.write("// my attempt\n", to: "Exercises/01-Counter/Counter.swift", in: course.root)
    try Fixtures.write("// my notes\n", to: "Exercises/01-Counter/Notes.swift", in: course.root)

    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let outcomes = try ExerciseReset(course: course, git: git, baseline: baseline).reset(
      [course.steps[0]], date: date)

    XCTAssertEqual(
      outcomes.map(\.1), [.restored(backup: ".workshop/backups/20270115-080000/01-Counter/")])
    XCTAssertEqual(try Data(contentsOf: counter), shipped)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: course.url("Exercises/01-Counter/Notes.swift").path))
    let backup = course.url(".workshop/backups/20270115-080000/01-Counter")
    XCTAssertEqual(
      try String(contentsOf: backup.appendingPathComponent("Counter.swift"), encoding: .utf8),
      "// my attempt\n")
    XCTAssertEqual(
      try String(contentsOf: backup.appendingPathComponent("Notes.swift"), encoding: .utf8),
      "// my notes\n")
  }

  func testReset_RestoresFromTheBaselineNotFromTheLearnersCommits() throws {
    let (course, git, baseline) = try shippedCourse()
    try Fixtures.write(
      "// committed work\n", to: "Exercises/01-Counter/Counter.swift", in: course.root)
    try Fixtures.commitAll(in: course.root)
    _ = try ExerciseReset(course: course, git: git, baseline: baseline).reset([course.steps[0]])
    let text = try String(
      contentsOf: course.url("Exercises/01-Counter/Counter.swift"), encoding: .utf8)
    XCTAssertTrue(text.contains("TODO(1)"))
  }

  func testUnchangedStep_IsLeftAloneWithoutABackup() throws {
    let (course, git, baseline) = try shippedCourse()
    let outcomes = try ExerciseReset(course: course, git: git, baseline: baseline).reset([
      course.steps[1]
    ])
    XCTAssertEqual(outcomes.map(\.1), [.unchanged])
    XCTAssertFalse(FileManager.default.fileExists(atPath: course.url(".workshop/backups").path))
  }

  func testTwoResetsInTheSameSecond_GetTwoBackupFolders() throws {
    let (course, git, baseline) = try shippedCourse()
    let reset = ExerciseReset(course: course, git: git, baseline: baseline)
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    try Fixtures.write("// one\n", to: "Exercises/01-Counter/Counter.swift", in: course.root)
    _ = try reset.reset([course.steps[0]], date: date)
    try Fixtures.write("// two\n", to: "Exercises/01-Counter/Counter.swift", in: course.root)
    let outcomes = try reset.reset([course.steps[0]], date: date)
    XCTAssertEqual(
      outcomes.map(\.1), [.restored(backup: ".workshop/backups/20270115-080000-2/01-Counter/")])
  }

  func testSymbolicLinks_AreRestoredAsLinks() throws {
    let root = try Fixtures.course(for: self)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Exercises/01-Counter/Link.swift").path,
      withDestinationPath: "Counter.swift")
    let (course, git, baseline) = try shippedCourse(root: root)
    try FileManager.default.removeItem(at: course.url("Exercises/01-Counter/Link.swift"))
    _ = try ExerciseReset(course: course, git: git, baseline: baseline).reset([course.steps[0]])
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: course.url("Exercises/01-Counter/Link.swift").path),
      "Counter.swift")
  }

  func testBaseline_IsRecordedOnceAndPreferredOverHead() throws {
    let (course, git, _) = try shippedCourse()
    Baseline.recordIfNeeded(root: course.root)
    let first = try Baseline.resolve(git: git)
    XCTAssertNil(first.note)
    try Fixtures.write("// later\n", to: "Exercises/01-Counter/Later.swift", in: course.root)
    try Fixtures.commitAll(in: course.root)
    Baseline.recordIfNeeded(root: course.root)
    XCTAssertEqual(try Baseline.resolve(git: git).commit, first.commit)
    XCTAssertNotEqual(git.head(), first.commit)
  }

  func testNoGitClone_IsAClearEnvironmentError() throws {
    guard findExecutable("git") != nil else { throw XCTSkip("git is not installed") }
    let root = try Fixtures.emptyFolder(for: self)
    XCTAssertThrowsError(try Git(root: root)) { error in
      XCTAssertTrue(
        (error as? EnvironmentError)?.message.contains("is not a git clone") ?? false, "\(error)")
    }
  }

  private func shippedCourse(root: URL? = nil) throws -> (Course, Git, String) {
    let root = try root ?? Fixtures.course(for: self)
    try Fixtures.commitAll(in: root)
    let git = try Git(root: root)
    let head = try XCTUnwrap(git.head())
    return (try Course.load(root: root), git, head)
  }
}
