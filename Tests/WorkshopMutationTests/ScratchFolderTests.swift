import Foundation
import WorkshopCourse
import WorkshopPaths
import XCTest

@testable import WorkshopMutation

/// The scratch folder `mutate` refills on every run: it only ever clears one it made itself.
final class ScratchFolderTests: XCTestCase {
  func testTheCourseAFolderHoldingItOrInsideIt_AreRefusedAndLeftAlone() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    for (folder, reason) in [
      (root, "it is the course itself."),
      (root.deletingLastPathComponent(), "it holds the course."),
      (root.appendingPathComponent("Exercises"), "it is inside the course, and not one of its"),
      (root.appendingPathComponent("Exercises/../Solutions/."), "it is inside the course, and not"),
    ] {
      XCTAssertThrowsError(try ScratchFolder(claiming: folder, for: course)) {
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
    XCTAssertThrowsError(try ScratchFolder(claiming: folder, for: course)) {
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
        claiming: folder.appendingPathComponent("file"), for: course)
    ) { XCTAssertTrue("\($0)".contains("it is a file, not a folder."), "\($0)") }
  }

  func testANewFolderIsMarked_ThenMirrorsTheSourceAndNothingElse_AndIsClaimedAgain() throws {
    let folder = try Fixtures.emptyFolder(for: self).appendingPathComponent("scratch")
    let course = try Course.load(root: try Fixtures.course(for: self))
    let scratch = try ScratchFolder(claiming: folder, for: course)
    let lock = try scratch.lock()
    let source = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("kept\n", to: "Sources/Kept.swift", in: source)
    try FileManager.default.createSymbolicLink(
      atPath: source.appendingPathComponent("Sources/Link.swift").path,
      withDestinationPath: "Kept.swift")
    try Fixtures.write("old copy\n", to: "Sources/Gone.swift", in: folder)
    try Fixtures.write("old copy\n", to: "Old/Deep/Gone.swift", in: folder)
    try Fixtures.write("objects\n", to: ".build/A.o", in: folder)
    try scratch.mirror(
      ["Sources/Kept.swift", "Sources/Link.swift"], of: source, keeping: [".build"]
    ) { try $0.write(to: $1) }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
      [".build", PathGuard.markerName, ScratchLock.fileName, "Sources"].sorted())
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("Sources").path
      ).sorted(), ["Kept.swift", "Link.swift"])
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: folder.appendingPathComponent("Sources/Link.swift").path), "Kept.swift")
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent(".build/A.o"), encoding: .utf8),
      "objects\n", "the kept build folder stays as it was")
    withExtendedLifetime(lock) {}
    XCTAssertNoThrow(
      try ScratchFolder(claiming: folder, for: course),
      "a marked folder is the workshop's own, whatever it holds")
  }

  func testMirroringAgain_WritesOnlyTheFilesThatDiffer() throws {
    let folder = try Fixtures.emptyFolder(for: self).appendingPathComponent("scratch")
    let course = try Course.load(root: try Fixtures.course(for: self))
    let scratch = try ScratchFolder(claiming: folder, for: course)
    let source = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("same\n", to: "Same.swift", in: source)
    try Fixtures.write("first\n", to: "Changed.swift", in: source)
    try Fixtures.write("a file\n", to: "Kind", in: source)
    let paths = ["Same.swift", "Changed.swift", "Kind"]
    try scratch.mirror(paths, of: source, keeping: []) { try $0.write(to: $1) }
    try Fixtures.write("second\n", to: "Changed.swift", in: source)
    try FileManager.default.removeItem(at: source.appendingPathComponent("Kind"))
    try FileManager.default.createSymbolicLink(
      atPath: source.appendingPathComponent("Kind").path, withDestinationPath: "Same.swift")
    var written: [String] = []
    try scratch.mirror(paths, of: source, keeping: []) { data, url in
      written.append(url.lastPathComponent)
      try data.write(to: url)
    }
    XCTAssertEqual(written, ["Changed.swift"], "a file that is already the same is left alone")
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("Changed.swift"), encoding: .utf8),
      "second\n")
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: folder.appendingPathComponent("Kind").path), "Same.swift",
      "a file that became a link is a link")
  }

  func testASecondRunInTheSameFolder_IsRefusedWhileTheFirstHoldsIt() throws {
    let folder = try Fixtures.emptyFolder(for: self).appendingPathComponent("scratch")
    let course = try Course.load(root: try Fixtures.course(for: self))
    let first = try ScratchFolder(claiming: folder, for: course).lock()
    XCTAssertThrowsError(
      try ScratchFolder(claiming: folder, for: course).lock()
    ) {
      XCTAssertEqual(($0 as? EnvironmentError)?.exitCode, .environment)
      XCTAssertTrue("\($0)".contains("Another `workshop mutate` is working in"), "\($0)")
    }
    withExtendedLifetime(first) {}
  }
}
