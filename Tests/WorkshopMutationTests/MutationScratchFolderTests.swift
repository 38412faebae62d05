import Foundation
import WorkshopCourse
import XCTest

@testable import WorkshopMutation

/// The scratch folder `mutate` uses by default, inside the course.
final class MutationScratchFolderTests: XCTestCase {
  func testTheDefaultFolderInsideTheCourse_IsAccepted_EvenFromBeforeTheMarker() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    let folder = MutationRunner.defaultScratch(for: course)
    try Fixtures.write("an earlier run\n", to: ".build-mutate/Package.swift", in: root)
    XCTAssertNoThrow(try ScratchFolder(claiming: folder, for: course))
  }

  func testTheDefaultFolder_WhenALinkToAFolderOfTheLearners_IsRefusedAndItsFilesKept() throws {
    // NB: a build folder by its name, not by where it leads.
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    let theirs = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("mine\n", to: "notes.txt", in: theirs)
    let folder = MutationRunner.defaultScratch(for: course)
    try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: theirs)
    XCTAssertThrowsError(try ScratchFolder(claiming: folder, for: course)) {
      XCTAssertEqual(($0 as? UsageError)?.exitCode, .usage, "\($0)")
      XCTAssertTrue("\($0)".contains("not empty, and the workshop did not make it"), "\($0)")
    }
    XCTAssertEqual(
      try String(contentsOf: theirs.appendingPathComponent("notes.txt"), encoding: .utf8),
      "mine\n")
  }
}
