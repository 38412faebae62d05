import Foundation
import WorkshopLocalization
import WorkshopTerminal
import XCTest

@testable import WorkshopCourse

/// `list` on the course itself in an 80-column terminal, in every language: no line wider
/// than the terminal, and every state in the same column.
final class StepListScreenTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  override func tearDown() {
    Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in }
  }

  func testList_At80Columns_FitsTheTerminalInEveryLanguage() throws {
    let course = try Course.load(root: root)
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 80)
    for language in [Language.english] + Language.translations {
      Localizer.shared.configure(language, root: root) { _ in }
      let screen = StepListScreen(course: course, progress: CourseProgress(), next: course.steps[0])
      let lines = screen.lines(on: terminal)
      XCTAssertEqual(lines.filter { displayWidth($0) > 80 }, [], "\(language.code)")
      // The step rows: the title column is as wide in every row.
      let rows = lines.filter { $0.hasPrefix("  · ") }
      XCTAssertEqual(rows.count, course.steps.count, "\(language.code)")
      XCTAssertEqual(Set(rows.map(displayWidth)).count, 1, "\(language.code): \(rows)")
    }
  }

  func testATitleTooLongForTheRow_IsCut_AndTheRowStillFits() throws {
    let course = try Course.load(root: root)
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 50)
    let lines = StepListScreen(course: course, progress: CourseProgress(), next: nil)
      .lines(on: terminal)
    let rows = lines.filter { $0.hasPrefix("  · ") }
    XCTAssertTrue(rows.contains { $0.contains("…") }, "\(rows)")
    XCTAssertEqual(rows.filter { displayWidth($0) > 50 }, [])
  }
}
