import WorkshopCourse
import WorkshopJudge
import XCTest

@testable import WorkshopDocs

/// The committed catalogs build into a site with no `docc` warning.
final class SiteBuildTests: XCTestCase {
  func testCommittedCatalogs_BuildWithoutWarnings() throws {
    guard (try? findDocC()) != nil else { throw XCTSkip("This toolchain has no docc.") }
    let (folder, report) = try BrowserCheckTests.site.get()
    XCTAssertEqual(report.warnings, [])
    for page in [
      "index.html", "tutorials/workshop/index.html",
      "tutorials/workshoptutorial/08-teststore/index.html", "documentation/effectkit/index.html",
    ] {
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(page).path),
        "\(page) is missing from the site")
    }
  }

  func testTheLibrarysFolder_HoldsOnlyTheLibrary_TheTutorialHasAModuleOfItsOwn() throws {
    let course = try BrowserCheckTests.course.get()
    let library = course.url("Sources/EffectKit")
    let files = FileManager.default.enumerator(atPath: library.path)?.allObjects as? [String]
    XCTAssertEqual(
      files?.filter { $0.hasSuffix(".tutorial") || $0.contains("/Code/") }, [],
      "tutorial files in the library's folder")
    XCTAssertTrue(TutorialCatalog.folder.hasPrefix("Sources/\(TutorialCatalog.module)/"))
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: course.url("\(TutorialCatalog.folder)/\(TutorialCatalog.tableOfContents).tutorial")
          .path))
  }
}
