import WorkshopCourse
import WorkshopJudge
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

  func testALastBuildOfTheSameInputs_IsFoundDone_AndAChangedCatalogBuildsAgain() throws {
    let course = try TutorialFixture.course(for: self)
    let builder = DocsSiteBuilder(course: course)
    try TutorialFixture.write("the site", to: ".build/docs/site/index.html", in: course.root)
    let record = #"{"inputs": \#(quoted(builder.inputsStamp())), "report": {"warnings": ["w"]}}"#
    try TutorialFixture.write(record, to: ".build/docs/last-build.json", in: course.root)
    XCTAssertEqual(try builder.buildUnlessUpToDate().warnings, ["w"], "the last build was redone")

    // A catalog changes: the site is built again (and this fixture cannot be built).
    try TutorialFixture.write(
      "# Changed\n", to: "\(TutorialCatalog.folder)/Workshop.tutorial", in: course.root)
    XCTAssertThrowsError(try builder.buildUnlessUpToDate())
  }
}
