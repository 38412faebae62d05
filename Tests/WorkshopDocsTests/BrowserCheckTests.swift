import WorkshopCore
import XCTest

@testable import WorkshopDocs

/// The docs as a reader sees them: the site built from the committed catalogs with `docc`,
/// served on 127.0.0.1 and opened in headless Chromium. Skipped where either is missing.
final class BrowserCheckTests: XCTestCase {
  /// The course this package is, found from this file.
  static let course = Result {
    try Course.load(
      root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent())
  }

  /// Where the check builds the site and leaves its screenshots.
  static var work: URL? { try? course.get().url(DocsSiteBuilder.checkFolder) }

  /// The site, built once for every test here.
  static let site = Result { () -> (URL, DocsSiteBuilder.Report) in
    _ = try findDocC()
    var builder = DocsSiteBuilder(course: try course.get(), work: work)
    builder.regeneratesTutorial = false
    return (builder.output, try builder.build())
  }

  private var server: StaticSiteServer!
  private var browser: HeadlessChromium!

  override func setUpWithError() throws {
    guard (try? findDocC()) != nil else { throw XCTSkip("This toolchain has no docc.") }
    let (folder, _) = try Self.site.get()
    guard let chromium = findChromium() else {
      throw XCTSkip("Chromium is not installed; the browser check is skipped.")
    }
    browser = HeadlessChromium(executable: chromium)
    server = try StaticSiteServer(folder: folder, port: 0)
  }

  override func tearDown() {
    server?.stop()
  }

  func testTutorialIndex_ListsEveryStepInOrder() throws {
    let course = try Self.course.get()
    let page = try open("tutorials/workshop", screenshot: "1-tutorial-index.png")
    let links = matches(of: "href=\"/tutorials/effectkit/([0-9a-z-]+)\"", in: page.dom)
    let expected = course.steps.map { $0.folder.lowercased() }
    XCTAssertEqual(uniqued(links), expected, "the table of contents lists the steps in order")
    for step in course.steps {
      XCTAssertTrue(page.text.contains(step.heading), "no title for step \(step.number)")
    }
  }

  func testStepPage_ShowsItsSectionsAndACodeListing() throws {
    let course = try Self.course.get()
    let step = try course.step(named: "03")
    let page = try open(
      "tutorials/effectkit/\(step.folder.lowercased())", screenshot: "2-step-03.png")
    let tutorial = try String(
      contentsOf: course.url("\(TutorialCatalog.folder)/\(step.folder)/\(step.folder).tutorial"),
      encoding: .utf8)
    let titles = matches(of: "@Section\\(title: \"([^\"]+)\"\\)", in: tutorial)
    XCTAssertGreaterThanOrEqual(titles.count, 2)
    for (index, title) in titles.enumerated() {
      XCTAssertTrue(
        page.text.contains("Section \(index + 1) \(title)"), "section '\(title)' missing")
    }
    XCTAssertTrue(page.dom.contains("class=\"code-listing"), "no code listing on the page")
    XCTAssertTrue(page.text.contains("FileClient+Live.swift"), "the listing names no file")
    XCTAssertTrue(page.text.contains("TODO(1)"), "the listing shows no TODO")
    XCTAssertTrue(
      page.dom.contains("class=\"code-line-container highlighted\""),
      "no listing highlights what the solution changes")
    XCTAssertTrue(page.dom.contains("class=\"row assessments\""), "the page has no questions")
  }

  func testTestStoreReference_RendersItsDeclaration() throws {
    let page = try open(
      "documentation/effectkittesting/teststore", screenshot: "3-teststore-reference.png")
    let tag = try XCTUnwrap(
      page.dom.range(of: "class=\"declaration\""), "the page has no declaration")
    let end = try XCTUnwrap(page.dom[tag.upperBound...].firstIndex(of: ">"))
    let text = plainText(String(page.dom[page.dom.index(after: end)...]))
    XCTAssertTrue(
      text.hasPrefix("final class TestStore<State, Action, Environment>"),
      "the declaration is not TestStore's: \(text.prefix(120))")
  }

  // MARK: - Helpers

  /// Opens `path` on the served site, saves a screenshot, and fails on console messages.
  private func open(_ path: String, screenshot: String, line: UInt = #line) throws
    -> HeadlessChromium.Page
  {
    let url = server.url.appendingPathComponent(path)
    let folder = try XCTUnwrap(Self.work).appendingPathComponent("screenshots")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(screenshot)
    try? FileManager.default.removeItem(at: file)
    let page = try browser.open(url, screenshot: file)
    XCTAssertEqual(page.console, [], "\(path) logged to the JavaScript console", line: line)
    XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "no screenshot", line: line)
    print("Screenshot of \(path): \(file.path)")
    return page
  }

  private func matches(of pattern: String, in text: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  private func uniqued(_ items: [String]) -> [String] {
    var seen = Set<String>()
    return items.filter { seen.insert($0).inserted }
  }
}

/// The browser check's own failure path: a page whose script throws is caught.
final class HeadlessChromiumTests: XCTestCase {
  func testOpen_ReportsAnUncaughtError() throws {
    guard let chromium = findChromium() else { throw XCTSkip("Chromium is not installed.") }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-js-error-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<html><body>hi<script>notDefined()</script></body></html>".utf8)
      .write(to: folder.appendingPathComponent("index.html"))
    let server = try StaticSiteServer(folder: folder, port: 0)
    defer { server.stop() }
    let page = try HeadlessChromium(executable: chromium).open(server.url)
    XCTAssertTrue(page.text.contains("hi"))
    XCTAssertEqual(page.console.count, 1)
    XCTAssertTrue(page.console.first?.contains("Uncaught ReferenceError") ?? false)
  }
}
