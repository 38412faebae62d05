import Foundation
import WorkshopPaths
import XCTest

/// The one policy for paths the workshop writes, empties or replaces: one test a kind of path,
/// each proving that what is there is left as it was.
final class PathGuardTests: XCTestCase {
  private var sandbox: URL!
  private var course: URL!
  private var home: URL!
  private var pathGuard: PathGuard { PathGuard(course: course, home: home.path) }

  override func setUpWithError() throws {
    sandbox = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-path-guard-\(UUID().uuidString)")
    course = sandbox.appendingPathComponent("home/me/course")
    home = sandbox.appendingPathComponent("home/me")
    try write("{}", to: "Exercises/steps.json", in: course)
    addTeardownBlock { [sandbox] in try? FileManager.default.removeItem(at: sandbox!) }
  }

  // MARK: - Folders

  func testTheCourse_IsRefused() {
    assertRefused(course.path, .course)
  }

  func testAFolderHoldingTheCourse_IsRefused() {
    assertRefused(course.appendingPathComponent("..").path, .home)
    assertRefused(home.deletingLastPathComponent().path, .holdsHome)
    assertRefused(
      PathGuard(course: course, home: "/nonexistent-home").claimFolder, home.path, .holdsCourse)
  }

  func testAFolderInsideTheCourse_IsRefused_ButItsBuildFoldersAreNot() throws {
    try write("mine\n", to: "Exercises/01-Counter/Counter.swift", in: course)
    assertRefused(course.appendingPathComponent("Exercises").path, .insideCourse)
    assertRefused(course.appendingPathComponent("Exercises/../.git/.").path, .insideCourse)
    try write("objects\n", to: ".build/docs/site/index.html", in: course)
    XCTAssertEqual(
      try pathGuard.claimFolder(course.appendingPathComponent(".build/docs/site").path).path,
      course.appendingPathComponent(".build/docs/site").resolvingSymlinksInPath().path)
    XCTAssertNoThrow(try pathGuard.claimFolder(course.appendingPathComponent(".build-mutate").path))
    try write("a file\n", to: ".build/notes.txt", in: course)
    assertRefused(course.appendingPathComponent(".build/notes.txt").path, .isFile)
  }

  func testALinkToAFolderOutside_IsJudgedByWhereItLeads() throws {
    // `.build-mutate` links to a folder of the learner's: a build folder by name, not by place.
    let notes = sandbox.appendingPathComponent("notes")
    try write("mine\n", to: "plan.txt", in: notes)
    let link = course.appendingPathComponent(".build-mutate")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: notes)
    assertRefused(link.path, .notMarked)
    // Linked to the course, or to the home folder, it is refused for what it leads to.
    let toCourse = sandbox.appendingPathComponent("to-course")
    try FileManager.default.createSymbolicLink(at: toCourse, withDestinationURL: course)
    assertRefused(toCourse.path, .course)
    XCTAssertEqual(try contents(of: "plan.txt", in: notes), "mine\n")
  }

  func testANonEmptyFolderTheWorkshopDidNotMake_IsRefused() throws {
    let folder = sandbox.appendingPathComponent("theirs")
    try write("mine\n", to: "notes.txt", in: folder)
    assertRefused(folder.path, .notMarked)
    XCTAssertEqual(try contents(of: "notes.txt", in: folder), "mine\n")
  }

  func testAnEmptyMissingOrMarkedFolder_MayBeEmptied() throws {
    let empty = sandbox.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    XCTAssertNoThrow(try pathGuard.claimFolder(empty.path))
    XCTAssertNoThrow(try pathGuard.claimFolder(sandbox.appendingPathComponent("new/site").path))
    let marked = sandbox.appendingPathComponent("marked")
    try PathGuard.mark(marked)
    try write("old\n", to: "index.html", in: marked)
    XCTAssertNoThrow(try pathGuard.claimFolder(marked.path))
  }

  func testTheRootTheHomeFolderAndAFile_AreRefused() throws {
    assertRefused("/", .fileSystemRoot)
    assertRefused(home.path, .home)
    assertRefused(
      PathGuard(course: course, home: nil).claimFolder, NSHomeDirectory(), .home)
    try write("x", to: "file", in: sandbox)
    assertRefused(sandbox.appendingPathComponent("file").path, .isFile)
  }

  func testAnEmptyPath_IsAUsageError() {
    assertRefused("", .emptyPath)
    XCTAssertThrowsError(try pathGuard.write(Data(), toFile: "")) {
      XCTAssertEqual(($0 as? PathRefusal)?.reason, .emptyPath)
      XCTAssertEqual(($0 as? PathRefusal)?.isUsage, true)
    }
  }

  // MARK: - Files

  func testARegularOrMissingFile_IsWritten() throws {
    let file = sandbox.appendingPathComponent("report.md")
    try pathGuard.write(Data("one\n".utf8), toFile: file.path)
    try pathGuard.write(Data("two\n".utf8), toFile: file.path)
    XCTAssertEqual(try contents(of: "report.md", in: sandbox), "two\n")
  }

  func testALinkToAFile_IsFollowed_AndStaysALink() throws {
    let target = sandbox.appendingPathComponent("real.json")
    try write("old\n", to: "real.json", in: sandbox)
    let link = sandbox.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    try pathGuard.write(Data("new\n".utf8), toFile: link.path)
    XCTAssertEqual(try contents(of: "real.json", in: sandbox), "new\n")
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path)
  }

  func testALinkToNothing_IsRefused_AndStaysALink() throws {
    let link = sandbox.appendingPathComponent("dangling.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/nonexistent/target")
    XCTAssertThrowsError(try pathGuard.write(Data("x".utf8), toFile: link.path)) {
      XCTAssertEqual(($0 as? PathRefusal)?.reason, .danglingLink)
    }
    assertRefused(link.path, .danglingLink)
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "/nonexistent/target")
  }

  func testADevice_IsWrittenToAsADevice_NeverReplaced() throws {
    // NB: a null device of its own where this process may make one (root on Linux): a guard
    // that replaced it would not take the machine's /dev/null with it.
    let device = sandbox.appendingPathComponent("null")
    let path = mknod(device.path, S_IFCHR | 0o666, nullDevice) == 0 ? device.path : "/dev/null"
    try pathGuard.write(Data("discarded\n".utf8), toFile: path)
    XCTAssertEqual(PathGuard.kind(of: path), .device)
  }

  func testAFIFO_IsWrittenToAsAFIFO_NeverReplaced() throws {
    let fifo = sandbox.appendingPathComponent("pipe")
    XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
    let read = expectation(description: "the reader got the report")
    let received = Received()
    Thread.detachNewThread {
      received.data = FileHandle(forReadingAtPath: fifo.path)?.readDataToEndOfFile()
      read.fulfill()
    }
    try pathGuard.write(Data("report\n".utf8), toFile: fifo.path)
    wait(for: [read], timeout: 30)
    XCTAssertEqual(received.data, Data("report\n".utf8))
    XCTAssertEqual(PathGuard.kind(of: fifo.path), .fifo)
  }

  func testAFolderOrAMissingParent_IsRefusedWithItsReason() throws {
    XCTAssertThrowsError(try pathGuard.write(Data(), toFile: sandbox.path)) {
      XCTAssertEqual(($0 as? PathRefusal)?.reason, .isFolder)
    }
    let missing = sandbox.appendingPathComponent("no/such/report.md")
    XCTAssertThrowsError(try pathGuard.write(Data(), toFile: missing.path)) {
      XCTAssertEqual(
        ($0 as? PathRefusal)?.reason,
        .missingFolder(sandbox.appendingPathComponent("no/such").path))
      XCTAssertTrue("\($0)".contains("does not exist"), "\($0)")
    }
  }

  // MARK: - Files in the course

  func testTheCoursesOwnFiles_AreNeverReplaced_NorWrittenBeside() throws {
    // The clone's HEAD, a learner's exercise and the manifest, each as it was.
    for (path, text) in [
      (".git/HEAD", "ref: refs/heads/main\n"), ("Exercises/01-Counter/Counter.swift", "mine\n"),
      ("Package.swift", "// manifest\n"),
    ] {
      try write(text, to: path, in: course)
      let file = course.appendingPathComponent(path).path
      XCTAssertThrowsError(try pathGuard.write(Data("{}".utf8), toFile: file), path)
      XCTAssertThrowsError(try pathGuard.checkFile(file), path)
      XCTAssertEqual(try contents(of: path, in: course), text, path)
    }
    // Nor is a new file written into a step, where it would join the learner's code.
    let beside = course.appendingPathComponent("Exercises/01-Counter/result.json").path
    XCTAssertThrowsError(try pathGuard.write(Data("{}".utf8), toFile: beside)) {
      XCTAssertEqual(($0 as? PathRefusal)?.reason, .inCourseFolder)
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: beside))
  }

  func testALinkIntoTheCourse_IsJudgedByWhereItLeads() throws {
    try write("ref: refs/heads/main\n", to: ".git/HEAD", in: course)
    let link = sandbox.appendingPathComponent("report.json")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: course.appendingPathComponent(".git/HEAD"))
    XCTAssertThrowsError(try pathGuard.write(Data("{}".utf8), toFile: link.path))
    XCTAssertEqual(try contents(of: ".git/HEAD", in: course), "ref: refs/heads/main\n")
  }

  func testAReportInTheCoursesTopFolder_IsReplacedWhileItIsAsTheWorkshopWroteIt() throws {
    // A grader's result, written twice: the second run replaces the first.
    let report = course.appendingPathComponent("result.json").path
    try pathGuard.write(Data("one\n".utf8), toFile: report)
    try pathGuard.write(Data("two\n".utf8), toFile: report)
    XCTAssertEqual(try contents(of: "result.json", in: course), "two\n")

    // Once someone else changed it, it is theirs.
    try write("edited\n", to: "result.json", in: course)
    XCTAssertThrowsError(try pathGuard.write(Data("three\n".utf8), toFile: report)) {
      XCTAssertEqual(($0 as? PathRefusal)?.reason, .courseFile)
    }
    XCTAssertEqual(try contents(of: "result.json", in: course), "edited\n")

    // In a build folder, anything goes.
    try write("old\n", to: ".build/result.json", in: course)
    try pathGuard.write(
      Data("new\n".utf8), toFile: course.appendingPathComponent(".build/result.json").path)
    XCTAssertEqual(try contents(of: ".build/result.json", in: course), "new\n")
  }

  func testAWriteKilledMidway_LeavesWhatTheNextWriteToItsFolderSweeps() throws {
    // A killed write's file of this workshop's (its process is gone), and one of Foundation's
    // that is long abandoned.
    let folder = sandbox.appendingPathComponent("state")
    try write("partial", to: ".progress.json.writing-\(Int32.max - 7)-12", in: folder)
    try write("partial", to: ".dat.nosyncab12.cdef", in: folder)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3600)],
      ofItemAtPath: folder.appendingPathComponent(".dat.nosyncab12.cdef").path)

    try pathGuard.write(
      Data("{}".utf8), toFile: folder.appendingPathComponent("progress.json").path)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["progress.json"])
  }

  // MARK: - Helpers

  private func assertRefused(
    _ path: String, _ reason: PathRefusal.Reason, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertRefused(pathGuard.claimFolder, path, reason, file: file, line: line)
  }

  private func assertRefused(
    _ claim: (String) throws -> URL, _ path: String, _ reason: PathRefusal.Reason,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try claim(path), path, file: file, line: line) {
      XCTAssertEqual(($0 as? PathRefusal)?.reason, reason, path, file: file, line: line)
    }
  }

  private func write(_ text: String, to path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func contents(of path: String, in folder: URL) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }
}

/// What the FIFO's reader got.
private final class Received: @unchecked Sendable {
  var data: Data?
}

/// The device number of the null device (major 1, minor 3) on Linux.
private let nullDevice: dev_t = (1 << 8) | 3
