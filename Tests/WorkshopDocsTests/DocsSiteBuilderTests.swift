import WorkshopCourse
import WorkshopJudge
import WorkshopPaths
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

  func testStagingFolder_OfAnySiteTheGuardLetsBeReplaced_MayBeReplacedToo() throws {
    let course = try TutorialFixture.course(for: self)
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID())")
    for site in [course.url(".build-site"), course.url(".build/docs/site"), outside] {
      let guarded = PathGuard(course: course.root)
      XCTAssertNoThrow(try guarded.claimFolder(site.path), site.path)
      let staging = DocsSiteBuilder.stagingFolder(for: site)
      XCTAssertEqual(staging.deletingLastPathComponent(), site.deletingLastPathComponent())
      XCTAssertNoThrow(try guarded.claimFolder(staging.path), staging.path)
    }
  }

  func testBuild_WhereTheStagingFolderIsRefused_RefusesBeforeBuildingAnything() throws {
    // The whole build folder as the site: the site may replace it, its staging folder may not.
    let course = try TutorialFixture.course(for: self)
    var builder = DocsSiteBuilder(course: course, output: course.url(".build"))
    let phases = Phases()
    builder.onPhase = { phases.append($0) }
    XCTAssertThrowsError(try builder.build()) { error in
      XCTAssertEqual((error as? PathRefusal)?.reason, .insideCourse, "\(error)")
    }
    XCTAssertEqual(phases.all, [], "the build began before the refusal")
  }

  func testLockWork_WhileAnotherBuildHoldsIt_WaitsUntilItIsDone() throws {
    let course = try TutorialFixture.course(for: self)
    let first = try DocsSiteBuilder(course: course).lockWork()

    // A second build of the same work folder waits, and says why.
    var second = DocsSiteBuilder(course: course)
    let phases = Phases()
    second.onPhase = { phases.append($0) }
    let secondBuild = second
    let locked = expectation(description: "the second build got the work folder")
    let holder = LockHolder()
    Thread.detachNewThread {
      holder.lock = try? secondBuild.lockWork()
      locked.fulfill()
    }
    let waiting = expectation(description: "the second build says it waits")
    Thread.detachNewThread {
      while !phases.all.contains(where: { $0.hasPrefix("Waiting for another build") }) {
        usleep(10_000)
      }
      waiting.fulfill()
    }
    wait(for: [waiting], timeout: 60)
    XCTAssertNil(holder.lock, "both builds had the work folder at once")

    // Once the first is done, the second goes on.
    first.unlock()
    wait(for: [locked], timeout: 60)
    XCTAssertNotNil(holder.lock)
  }
}

/// The phases a builder announced, from any thread.
private final class Phases: @unchecked Sendable {
  private let lock = NSLock()
  private var phases: [String] = []

  func append(_ phase: String) { lock.withLock { phases.append(phase) } }
  var all: [String] { lock.withLock { phases } }
}

/// A lock taken on another thread.
private final class LockHolder: @unchecked Sendable {
  private let guardLock = NSLock()
  private var held: ScratchLock?

  var lock: ScratchLock? {
    get { guardLock.withLock { held } }
    set { guardLock.withLock { held = newValue } }
  }
}
