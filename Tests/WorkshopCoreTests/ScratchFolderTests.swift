import Foundation
import WorkshopCore
import XCTest

/// The scratch folder `mutate` empties on every run: it only ever empties one it made itself.
final class ScratchFolderTests: XCTestCase {
  func testTheCourseAFolderHoldingItOrInsideIt_AreRefusedAndLeftAlone() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    for (folder, reason) in [
      (root, "it is the course itself."),
      (root.deletingLastPathComponent(), "it holds the course."),
      (root.appendingPathComponent("Exercises"), "it is inside the course."),
      (root.appendingPathComponent("Exercises/../Solutions/."), "it is inside the course."),
    ] {
      XCTAssertThrowsError(try ScratchFolder(claiming: folder, for: course, isDefault: false)) {
        XCTAssertEqual(($0 as? UsageError)?.exitCode, .usage, "\($0)")
        XCTAssertTrue("\($0)".contains(reason), "\(folder.path): \($0)")
      }
    }
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: course.url("Exercises/steps.json").path),
      "nothing is deleted")
  }

  func testAFolderThatIsNotEmptyAndNotMarked_IsRefusedAndItsFilesKept() throws {
    let folder = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("mine\n", to: "notes.txt", in: folder)
    let course = try Course.load(root: try Fixtures.course(for: self))
    XCTAssertThrowsError(try ScratchFolder(claiming: folder, for: course, isDefault: false)) {
      XCTAssertTrue("\($0)".contains("not empty, and the workshop did not make it"), "\($0)")
    }
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8),
      "mine\n")
  }

  func testAFileIsRefused() throws {
    let folder = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("x", to: "file", in: folder)
    let course = try Course.load(root: try Fixtures.course(for: self))
    XCTAssertThrowsError(
      try ScratchFolder(
        claiming: folder.appendingPathComponent("file"), for: course, isDefault: false)
    ) { XCTAssertTrue("\($0)".contains("it is a file."), "\($0)") }
  }

  func testANewFolderIsMarked_ThenEmptiedOfAllButItsMarkerAndLock_AndClaimedAgain() throws {
    let folder = try Fixtures.emptyFolder(for: self).appendingPathComponent("scratch")
    let course = try Course.load(root: try Fixtures.course(for: self))
    let scratch = try ScratchFolder(claiming: folder, for: course, isDefault: false)
    let lock = try scratch.lock()
    try Fixtures.write("old copy\n", to: "Sources/A.swift", in: folder)
    try scratch.empty()
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
      [ScratchFolder.markerName, ScratchLock.fileName])
    withExtendedLifetime(lock) {}
    try Fixtures.write("old copy\n", to: "Sources/A.swift", in: folder)
    XCTAssertNoThrow(
      try ScratchFolder(claiming: folder, for: course, isDefault: false),
      "a marked folder is the workshop's own, whatever it holds")
  }

  func testTheDefaultFolderInsideTheCourse_IsAccepted_EvenFromBeforeTheMarker() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    let folder = MutationRunner.defaultScratch(for: course)
    try Fixtures.write("an earlier run\n", to: ".build-mutate/Package.swift", in: root)
    XCTAssertNoThrow(try ScratchFolder(claiming: folder, for: course, isDefault: true))
  }

  func testASecondRunInTheSameFolder_IsRefusedWhileTheFirstHoldsIt() throws {
    let folder = try Fixtures.emptyFolder(for: self).appendingPathComponent("scratch")
    let course = try Course.load(root: try Fixtures.course(for: self))
    let first = try ScratchFolder(claiming: folder, for: course, isDefault: false).lock()
    XCTAssertThrowsError(
      try ScratchFolder(claiming: folder, for: course, isDefault: false).lock()
    ) {
      XCTAssertEqual(($0 as? EnvironmentError)?.exitCode, .environment)
      XCTAssertTrue("\($0)".contains("Another `workshop mutate` is working in"), "\($0)")
    }
    withExtendedLifetime(first) {}
  }
}
