import WorkshopCore
import XCTest

@testable import WorkshopDocs

/// What the site builder writes, and where: never into the course's own catalog, and into the
/// output folder only once the site is finished.
final class DocsSiteBuilderTests: XCTestCase {
  func testTutorialMadeFromASource_GoesIntoTheWorkFolder_NotIntoTheCourse() throws {
    let course = try TutorialFixture.course(for: self)
    try TutorialFixture.write(
      "<svg/>", to: "\(TutorialCatalog.folder)/Resources/chapter.svg", in: course.root)
    var builder = DocsSiteBuilder(course: course)
    builder.tutorialSource = course
    let catalog = try builder.tutorialCatalog()
    XCTAssertEqual(catalog.path, builder.work.appendingPathComponent("WorkshopTutorial.docc").path)
    for file in ["Workshop.tutorial", "01-Adder/01-Adder.tutorial", "Resources/chapter.svg"] {
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: catalog.appendingPathComponent(file).path), file)
    }
    let own = try FileManager.default.contentsOfDirectory(
      atPath: course.url(TutorialCatalog.folder).path)
    XCTAssertEqual(own, ["Resources"], "the course's catalog was written to")
  }

  func testFailedBuild_LeavesTheOutputFolderAsItWas() throws {
    let course = try TutorialFixture.course(for: self)
    var builder = DocsSiteBuilder(course: course)
    builder.tutorialSource = course
    try TutorialFixture.write("the last site", to: ".build/docs/site/index.html", in: course.root)
    try TutorialFixture.write(
      "# No questions\n", to: "Exercises/01-Adder/QUESTIONS.md", in: course.root)
    XCTAssertThrowsError(try builder.build())
    XCTAssertEqual(
      try String(contentsOf: builder.output.appendingPathComponent("index.html"), encoding: .utf8),
      "the last site")
  }
}
