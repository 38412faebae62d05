import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopReaders
import WorkshopTerminal
import XCTest

/// `show` on the course's own longest lessons, in an 80-column terminal, in English, Chinese and
/// Korean: no line wider than the terminal but a line of code, every table aligned, no TODO text
/// cut.
final class LessonScreenTests: XCTestCase {
  private let languages = ["", ".zh-Hans", ".ko"]

  func testShow08And14_At80Columns_FitTheTerminalInEveryLanguage_ButForLinesOfCode() throws {
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 80)
    for folder in ["08-TestStore", "14-ModernTestStore"] {
      for language in languages {
        let lines = try screen(folder, language: language).lines(on: terminal)
        // NB: a line of code is printed whole, however wide.
        let code = Set(
          MarkdownDocument(try lessonText(folder, language: language)).codeBlocks
            .flatMap(\.code).map(\.withoutOuterSpaces))
        let wide = lines.filter { displayWidth($0) > 80 && !code.contains($0.withoutOuterSpaces) }
        XCTAssertEqual(wide, [], "\(folder) README\(language).md")
      }
    }
  }

  func testAStepWithQuestions_PointsAtThem_AfterTheCheck() throws {
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 80)
    let plain = try screen("08-TestStore", language: "")
    XCTAssertFalse(plain.lines(on: terminal).contains { $0.hasPrefix("Questions") })
    let screen = LessonScreen(
      step: plain.step, lesson: plain.lesson, files: plain.files, todos: plain.todos,
      hintsShown: 0, isDone: false, invocation: "swift run workshop",
      questions: "Exercises/08-TestStore/QUESTIONS.md")
    let lines = screen.lines(on: terminal)
    let check = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Check: ") })
    XCTAssertEqual(
      lines[(check + 1)...].map(\.withoutOuterSpaces).joined(separator: " "),
      "Questions on what you learnt, with their answers: Exercises/08-TestStore/QUESTIONS.md")
  }

  func testShow08And14_At80Columns_AlignEveryTable() throws {
    for folder in ["08-TestStore", "14-ModernTestStore"] {
      for language in languages {
        let markdown = try lessonText(folder, language: language)
        let tables = markdownTables(in: markdown)
        XCTAssertFalse(tables.isEmpty, "\(folder) README\(language).md has a table")
        for table in tables {
          let lines = MarkdownRenderer(terminal: .plain, width: 80).render(table)
          XCTAssertEqual(
            TableCheck.misalignedLines(in: lines), [], "\(folder)\(language):\n\(table)")
          XCTAssertEqual(lines.filter { displayWidth($0) > 80 }, [])
        }
      }
    }
  }

  func testTheTodosOfAStep_AreShownWhole() throws {
    let screen = try screen("08-TestStore", language: "")
    let lines = screen.lines(on: .plain).joined(separator: " ")
    let flowing = lines.split(separator: " ", omittingEmptySubsequences: true).joined(
      separator: " ")
    for todo in screen.todos {
      XCTAssertTrue(flowing.contains(todo.text), todo.text)
    }
    XCTAssertTrue(screen.todos.contains { $0.text.count > 160 }, "a long TODO is part of the test")
  }

  func testTheBugsToCatch_AreThoseTheTableJudges_NotTheOnesNoTestCanCatch() throws {
    let root = Fixtures.testsFolder.deletingLastPathComponent()
    let course = try Course.load(root: root)
    let step = try XCTUnwrap(course.steps.first { $0.number == "05" })
    let bugs = try course.plantedBugs(of: step)
    XCTAssertTrue(bugs.contains { !$0.isCatchable }, "step 05 has a bug no test can catch")
    let screen = LessonScreen(
      step: step, lesson: Lesson(markdown: "# 05", plantedBugs: bugs),
      files: StepFiles(root: root, folder: step.exercisePath), todos: [], hintsShown: 0,
      isDone: false, invocation: "swift run workshop")
    let lines = screen.lines(on: .plain).joined(separator: "\n")
    XCTAssertTrue(
      lines.contains("Planted bugs your tests must catch: \(bugs.filter(\.isCatchable).count) ·"),
      lines)
  }

  func testATranslatedTaskWithSeveralMarkers_IsShownOnce_WithItsListKept() throws {
    // Step 09's TODO(3) has a marker in each case of the reducer, and a task with a list.
    Localizer.shared.configure(.french, catalog: Catalog(strings: [:])) { _ in }
    defer { Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in } }
    let lines = try screen("09-Composition", language: ".fr").lines(on: .plain)
    let todos = Array(lines.drop { $0 != "Open TODOs" && !$0.hasPrefix("TODO ") })

    XCTAssertEqual(todos.filter { $0.hasPrefix("  TODO(3)") }.count, 4, "\(todos)")
    let task = todos.filter { $0.hasPrefix("           `shoppingListCoreReducer`") }
    XCTAssertEqual(task.count, 1, "\(todos)")
    XCTAssertTrue(
      todos.contains { $0.hasPrefix("           - `.addProductTapped`") }, "\(todos)")
  }

  // MARK: - Support

  private var courseRoot: URL { Fixtures.testsFolder.deletingLastPathComponent() }

  private func lessonText(_ folder: String, language: String) throws -> String {
    try String(
      contentsOf: courseRoot.appendingPathComponent("Exercises/\(folder)/README\(language).md"),
      encoding: .utf8)
  }

  private func screen(_ folder: String, language: String) throws -> LessonScreen {
    let course = try Course.load(root: courseRoot)
    let step = try XCTUnwrap(course.steps.first { $0.folder == folder })
    let files = StepFiles(root: courseRoot, folder: step.exercisePath)
    let lesson = Lesson(
      markdown: try lessonText(folder, language: language),
      english: try lessonText(folder, language: ""))
    return LessonScreen(
      step: step, lesson: lesson, files: files,
      todos: scanTodos(in: files.learnerFiles, root: courseRoot), hintsShown: 0, isDone: false,
      invocation: "swift run workshop")
  }

  /// Each table of `markdown`, as its own Markdown.
  private func markdownTables(in markdown: String) -> [String] {
    MarkdownDocument(markdown).blocks.compactMap { block in
      guard case .table = block.kind else { return nil }
      return block.lines.joined(separator: "\n")
    }
  }
}
