import Foundation
import WorkshopCourse
import WorkshopJudge
import XCTest

final class PathResolverTests: XCTestCase {
  func testRelative_FindsTheCourseWhicheverSideGoesThroughALink() throws {
    // As on macOS, where the temporary folder /var/… is printed as /private/var/… and back.
    let real = try Fixtures.course(for: self)
    let link = real.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    addTeardownBlock { try? FileManager.default.removeItem(at: link) }
    let file = "Exercises/01-Counter/Counter.swift"
    for (root, printed) in [(real, link), (link, real)] {
      let course = try Course.load(root: root)
      let step = try course.step(named: "01")
      let paths = PathResolver(course: course, step: step)
      XCTAssertEqual(paths.relative(printed.appendingPathComponent(file).path), file)
    }
  }

  func testLearnersView_AChecksFileOnTheSolutionsSide_IsShownAsTheLearnersCopy() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    let paths = PathResolver(course: course, step: try course.step(named: "01"))
    let check = "Checks/CounterChecks.swift"
    XCTAssertEqual(
      paths.learnersView(root.appendingPathComponent("Solutions/01-Counter/" + check).path),
      "Exercises/01-Counter/" + check)
    XCTAssertEqual(
      paths.learnersView(root.appendingPathComponent("Solutions/01-Counter/Nowhere.swift").path),
      "Solutions/01-Counter/Nowhere.swift", "a file the learner's folder lacks keeps its place")
    XCTAssertEqual(
      paths.learnersView(root.appendingPathComponent("Solutions/02-Tally/Tally.swift").path),
      "Solutions/02-Tally/Tally.swift", "another step's file is not this step's")
  }
}
