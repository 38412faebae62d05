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

  func testEveryLinkFromTheTutorialToTheReference_LeadsToAPageOfIt() throws {
    guard (try? findDocC()) != nil else { throw XCTSkip("This toolchain has no docc.") }
    let (folder, _) = try BrowserCheckTests.site.get()
    let data = folder.appendingPathComponent("data/tutorials")
    let pages = FileManager.default.enumerator(atPath: data.path)?.allObjects as? [String] ?? []
    var links: Set<String> = []
    for page in pages where page.hasSuffix(".json") {
      let text = try String(contentsOf: data.appendingPathComponent(page), encoding: .utf8)
        .replacingOccurrences(of: "\\/", with: "/")
      let regex = try NSRegularExpression(pattern: #""url"\s*:\s*"(/documentation/[^"]+)""#)
      for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        links.insert(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    XCTAssertTrue(links.contains("/documentation/effectkit/testscheduler"), "\(links.sorted())")
    for link in links.sorted() {
      XCTAssertTrue(
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("data\(link).json").path),
        "\(link): the tutorial links to a page the reference does not have")
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
