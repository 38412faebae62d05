import Foundation
import WorkshopCore
import WorkshopMutation
import XCTest

/// The scratch folder `mutate` uses by default, inside the course.
final class MutationScratchFolderTests: XCTestCase {
  func testTheDefaultFolderInsideTheCourse_IsAccepted_EvenFromBeforeTheMarker() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    let folder = MutationRunner.defaultScratch(for: course)
    try Fixtures.write("an earlier run\n", to: ".build-mutate/Package.swift", in: root)
    XCTAssertNoThrow(try ScratchFolder(claiming: folder, for: course, isDefault: true))
  }
}
