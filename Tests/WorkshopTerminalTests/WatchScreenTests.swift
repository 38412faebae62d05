import Foundation
import WorkshopCourse
import WorkshopLocalization
import XCTest

@testable import WorkshopTerminal

/// What `watch` says between its checks, in every language, on an 80-column terminal.
final class WatchScreenTests: XCTestCase {
  override func tearDown() {
    Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in }
    super.tearDown()
  }

  func testEverySentence_At80Columns_FitsInEveryLanguage_WithTheCoursesLongestNames() throws {
    let root = Fixtures.testsFolder.deletingLastPathComponent()
    let course = try Course.load(root: root)
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 80)
    let screen = WatchScreen(terminal: terminal)
    for language in Language.allCases {
      Localizer.shared.configure(language, root: root) { _ in }
      // Each step done, with the next one offered on Enter or named; the last with none.
      let done = zip(course.steps, course.steps.dropFirst().map(Optional.some) + [nil])
        .flatMap { step, next in
          [true, false].map { screen.done(step, next: next, offersNext: $0) }
        }
      let said =
        done + course.steps.map(screen.watching) + course.steps.map { screen.gone($0.exercisePath) }
        + [screen.everyStepDone, WatchScreen.stopped, screen.runSeparator(run: 12, at: Date())]
      let lines = said.flatMap { $0.split(separator: "\n").map(String.init) }
      XCTAssertEqual(lines.filter { displayWidth($0) > 80 }, [], language.code)
      // The folder named in the sentence is whole, so that it can be copied.
      let gone = screen.gone(course.steps[0].exercisePath)
      XCTAssertTrue(gone.contains(course.steps[0].exercisePath), gone)
    }
  }
}
