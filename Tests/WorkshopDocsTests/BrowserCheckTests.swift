import WorkshopCourse
import WorkshopJudge
import XCTest

@testable import WorkshopDocs

/// The docs as a reader sees them: the site built from the committed catalogs with `docc`,
/// served on 127.0.0.1 and opened in headless Chromium, one window of 1280 × 900. Skipped where
/// either is missing. Screenshots go to `<checkFolder>/screenshots/`.
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
    builder.onPhase = { FileHandle.standardOutput.write(Data("Building the site: \($0)\n".utf8)) }
    // NB: verify's own check has just built the same site: it is found done.
    return (builder.output, try builder.buildUnlessUpToDate())
  }

  /// The steps whose every step page is photographed.
  static let photographed = ["01", "08", "14"]
  /// The most lines a listing of code may have (a terminal's output may be longer).
  static let longestListing = 80
  /// The most lines one step may highlight.
  static let mostHighlighted = 12

  private var server: StaticSiteServer!
  private var browser: HeadlessChromium!

  /// One browser for every test of the site: each opens its page anew, and starting Chromium
  /// took most of a second a test. Started again if a test took it down.
  nonisolated(unsafe) private static var sharedBrowser: HeadlessChromium?

  override func setUpWithError() throws {
    guard (try? findDocC()) != nil else { throw XCTSkip("This toolchain has no docc.") }
    let (folder, _) = try Self.site.get()
    guard let chromium = findChromium() else {
      throw XCTSkip("Chromium is not installed; the browser check is skipped.")
    }
    server = try StaticSiteServer(folder: folder, port: 0)
    if Self.sharedBrowser?.isRunning != true {
      Self.sharedBrowser?.close()
      Self.sharedBrowser = try HeadlessChromium(executable: chromium)
    }
    browser = Self.sharedBrowser
  }

  override func tearDown() {
    server?.stop()
  }

  override class func tearDown() {
    sharedBrowser?.close()
    sharedBrowser = nil
    super.tearDown()
  }

  func testRoot_LeadsToTheTutorialsTableOfContents_InChaptersInTheStepsOrder() throws {
    let course = try Self.course.get()
    try open("", waitingFor: ".chapter", screenshot: "0-tutorial-index.png")
    XCTAssertEqual(try browser.evaluate("location.pathname") as? String, "/tutorials/workshop")
    let text = try XCTUnwrap(browser.evaluate("document.body.innerText") as? String)
    for chapter in try Chapter.read(from: course) {
      XCTAssertTrue(text.contains(chapter.name), "no chapter '\(chapter.name)'")
    }
    let links = try XCTUnwrap(
      browser.evaluate(
        "Array.from(document.querySelectorAll('a[href*=\"/tutorials/workshoptutorial/\"]'))"
          + ".map(a => a.getAttribute('href').split('/').pop().split('#')[0])") as? [String])
    var seen = Set<String>()
    let pages = [TutorialPages.closing, TutorialPages.terminal, TutorialPages.instructors]
    XCTAssertEqual(
      links.filter { seen.insert($0).inserted },
      course.steps.map { $0.folder.lowercased() } + pages.map { $0.name.lowercased() },
      "the table of contents lists the steps in order, then the closing page and the guides")
  }

  /// The steps the tests below look at, one test a step so that each reports on its own.
  static let checkedSteps = (1...15).map { $0 < 10 ? "0\($0)" : "\($0)" }

  func testEveryStepOfTheCourse_IsLookedAtBelow() throws {
    XCTAssertEqual(try Self.course.get().steps.map(\.number), Self.checkedSteps)
  }

  func testStep01_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "01") }
  func testStep02_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "02") }
  func testStep03_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "03") }
  func testStep04_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "04") }
  func testStep05_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "05") }
  func testStep06_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "06") }
  func testStep07_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "07") }
  func testStep08_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "08") }
  func testStep09_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "09") }
  func testStep10_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "10") }
  func testStep11_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "11") }
  func testStep12_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "12") }
  func testStep13_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "13") }
  func testStep14_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "14") }
  func testStep15_ShowsEveryHighlightWithoutScrollingThePanel() throws { try checkSteps(of: "15") }

  func testTestStoreReference_RendersItsDeclarationAndItsTopics() throws {
    try open(
      "documentation/effectkitasynctesting/teststore", waitingFor: ".declaration",
      screenshot: "2-teststore-reference.png")
    let declaration = try XCTUnwrap(
      browser.evaluate("document.querySelector('.declaration').innerText") as? String)
    XCTAssertTrue(
      declaration.contains("final class TestStore<State, Action>"),
      "the declaration is not TestStore's: \(declaration.prefix(120))")
    let topics = try XCTUnwrap(
      browser.evaluate(
        "Array.from(document.querySelectorAll('.contenttable h3')).map(h => h.innerText)")
        as? [String])
    for topic in [
      "Creating a test store", "Testing a reducer", "Skipping actions and effects", "Exhaustivity",
    ] {
      XCTAssertTrue(topics.contains(topic), "no topic '\(topic)' among \(topics)")
    }
  }

  // MARK: - Helpers

  /// Every step of step `number`'s tutorial, as a reader scrolls to it: the first highlighted
  /// line of an answer's step sits inside the visible code panel, and it highlights at most
  /// `mostHighlighted` lines; no panel is empty, none scrolls sideways, no listing of code is
  /// over `longestListing` lines; no caption repeats another's, and no text is cut short with
  /// "…"; no code block or table of the page's text is wider than its column. Steps 01, 08 and
  /// 14 leave a screenshot of each step. Prints the page's counts, one `census` line.
  private func checkSteps(of number: String) throws {
    let step = try Self.course.get().step(named: number)
    let path = "tutorials/workshoptutorial/\(step.folder.lowercased())"
    try open(path, waitingFor: ".step-container", screenshot: nil)
    let titles = try XCTUnwrap(
      browser.evaluate(
        "Array.from(document.querySelectorAll('.headline h2')).map(h => h.innerText)")
        as? [String])
    for title in titles where title.contains("…") {
      XCTFail("a section title is cut: \(title)")
    }
    let prose = try browser.proseBlocks()
    for block in prose where block.isWide {
      XCTFail("a block of the text is wider than its column: \(block.text)")
    }
    let count = try XCTUnwrap(
      browser.evaluate("document.querySelectorAll('.step-container').length") as? Int)
    var views: [StepView] = []
    for index in 0..<count {
      let view = try browser.stepView(at: index)
      views.append(view)
      let name = "step \(index + 1) (\(view.text.prefix(60)))"
      XCTAssertTrue(view.isFocused, "\(name) never became the step in view")
      XCTAssertFalse(view.text.hasSuffix("…"), "\(name): its text is cut short")
      XCTAssertFalse(view.panelIsEmpty, "\(name): the panel beside it is empty")
      XCTAssertFalse(view.scrollsSideways, "\(name): its code is wider than the panel")
      if view.name != "Terminal" {
        XCTAssertLessThanOrEqual(view.lines, Self.longestListing, "\(name): the listing is long")
      }
      XCTAssertLessThanOrEqual(
        view.highlighted, Self.mostHighlighted, "\(name): it highlights too many lines")
      if view.highlighted > 0 {
        XCTAssertTrue(
          view.showsFirstHighlight,
          "\(name): the first highlighted line is at "
            + "\(view.firstHighlight.map { "\($0)" } ?? "-"), outside the panel "
            + "\(view.panel.map { "\($0)" } ?? "-")")
      }
      if Self.photographed.contains(number) {
        try screenshot("\(number)-step-\(index + 1 < 10 ? "0" : "")\(index + 1).png")
      }
    }
    let captions = Dictionary(grouping: views.map(\.text), by: { $0 })
    for (caption, same) in captions where same.count > 1 {
      XCTFail("\(same.count) steps say the same: \(caption.prefix(80))")
    }
    XCTAssertGreaterThan(views.filter { $0.highlighted > 0 }.count, 0, "no answer step was seen")
    XCTAssertEqual(browser.takeConsole(), [], "\(path) logged to the JavaScript console")
    let answers = views.filter { $0.highlighted > 0 }
    print(
      "census \(number): answers \(answers.count), over \(Self.mostHighlighted) lines "
        + "\(answers.filter { $0.highlighted > Self.mostHighlighted }.count); prose blocks "
        + "\(prose.count), too wide \(prose.filter(\.isWide).count); listings \(views.count), "
        + "scrolling sideways \(views.filter(\.scrollsSideways).count); empty panels "
        + "\(views.filter(\.panelIsEmpty).count); repeated captions "
        + "\(captions.values.filter { $0.count > 1 }.map(\.count).reduce(0, +))")
  }

  /// Opens `path` on the served site and waits for `selector`; saves a screenshot when named.
  private func open(_ path: String, waitingFor selector: String, screenshot: String?) throws {
    try browser.open(server.url.appendingPathComponent(path), waitingFor: selector)
    if let screenshot { try self.screenshot(screenshot) }
    XCTAssertEqual(browser.takeConsole(), [], "\(path) logged to the JavaScript console")
  }

  private func screenshot(_ name: String) throws {
    let folder = try XCTUnwrap(Self.work).appendingPathComponent("screenshots")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: file)
    try browser.screenshot(to: file)
    XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "no screenshot \(name)")
  }
}

/// The browser check's own failure paths: a page whose script throws is caught; a step whose
/// first highlighted line sits below its code panel, an empty panel, code wider than its panel
/// and a code block wider than its column are seen as such.
final class HeadlessChromiumTests: XCTestCase {
  func testOpen_ReportsAnUncaughtError() throws {
    let browser = try open(body: "hi<script>notDefined()</script>")
    XCTAssertEqual(try browser.evaluate("document.body.innerText") as? String, "hi")
    let console = browser.takeConsole()
    XCTAssertEqual(console.count, 1, "\(console)")
    XCTAssertTrue(console.first?.contains("notDefined") ?? false, "\(console)")
  }

  func testStepView_SeesAHighlightBelowThePanel_AndOneInsideIt() throws {
    // Two steps in DocC's classes, each beside a panel of 40 lines that shows 10: the first
    // highlights line 3, the second line 30, which the panel shows only when scrolled.
    func section(highlighting line: Int) -> String {
      let lines = (1...40).map { number in
        "<div class=\"code-line-container\(number == line ? " highlighted" : "")\" "
          + "style=\"height:20px\">line \(number)</div>"
      }
      return "<div style=\"display:flex\"><div style=\"width:400px;padding:300px 0 900px\">"
        + "<div class=\"step-container\"><div class=\"step focused\">Step The reference</div>"
        + "</div></div><div class=\"asset-container\"><div class=\"code-preview\" "
        + "style=\"height:200px;overflow:auto\">" + lines.joined() + "</div></div></div>"
    }
    let browser = try open(body: section(highlighting: 3) + section(highlighting: 30))
    let shown = try browser.stepView(at: 0)
    XCTAssertEqual(shown.lines, 40)
    XCTAssertEqual(shown.highlighted, 1)
    XCTAssertTrue(shown.showsFirstHighlight, "line 3 is inside the panel: \(shown)")
    let hidden = try browser.stepView(at: 1)
    XCTAssertFalse(hidden.showsFirstHighlight, "line 30 is below the panel: \(hidden)")
  }

  func testStepView_SeesAnEmptyPanel_AndCodeWiderThanItsPanel() throws {
    // DocC's classes: a step beside a panel with nothing in it, then one whose line is wider
    // than the panel.
    func section(_ panel: String) -> String {
      "<div class=\"section\" style=\"display:flex\">"
        + "<div style=\"width:400px;padding:300px 0 900px\">"
        + "<div class=\"step-container\"><div class=\"step focused\">Step</div></div></div>"
        + "<div class=\"asset-container\" style=\"width:300px;height:200px\">\(panel)</div></div>"
    }
    let wide =
      "<div class=\"code-preview\"><div class=\"container-general\" style=\"overflow:auto\">"
      + "<pre><div class=\"code-line-container\">\(String(repeating: "x", count: 200))</div></pre>"
      + "</div></div>"
    let browser = try open(body: section("") + section(wide))
    let empty = try browser.stepView(at: 0)
    XCTAssertTrue(empty.panelIsEmpty, "\(empty)")
    let scrolling = try browser.stepView(at: 1)
    XCTAssertFalse(scrolling.panelIsEmpty)
    XCTAssertTrue(scrolling.scrollsSideways, "\(scrolling)")
  }

  func testProseBlocks_SeesACodeBlockWiderThanItsColumn_AndOneThatFits() throws {
    func block(_ text: String) -> String {
      "<div style=\"width:300px\"><div class=\"container-general\" style=\"overflow:auto\">"
        + "<pre>\(text)</pre></div></div>"
    }
    let browser = try open(body: block(String(repeating: "y", count: 200)) + block("fits"))
    XCTAssertEqual(try browser.proseBlocks().map(\.isWide), [true, false])
  }

  /// A page with `body`, served and opened in a browser; all three go when the test ends.
  private func open(body: String) throws -> HeadlessChromium {
    guard let chromium = findChromium() else { throw XCTSkip("Chromium is not installed.") }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-page-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let page =
      #"<html><head><link rel="icon" href="data:,"></head><body>"# + body + "</body></html>"
    try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
    let server = try StaticSiteServer(folder: folder, port: 0)
    addTeardownBlock { server.stop() }
    let browser = try HeadlessChromium(executable: chromium)
    addTeardownBlock { browser.close() }
    try browser.open(server.url.appendingPathComponent("index.html"), waitingFor: "body")
    return browser
  }
}
