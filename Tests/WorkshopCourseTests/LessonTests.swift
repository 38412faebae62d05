import Foundation
import WorkshopReaders
import WorkshopTestRuns
import XCTest

@testable import WorkshopCourse

final class LessonTests: XCTestCase {
  func testHints_AreTheBulletsOfEachTodoInOrderThenThePlantedBugsOfTheCatalogue() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let lesson = try XCTUnwrap(try course.lesson(of: course.steps[1]))
    XCTAssertEqual(lesson.title, "02 · Tests that catch bugs")
    XCTAssertEqual(
      lesson.hints,
      [
        Hint(heading: "TODO(1)", text: "Start from a tally of two.", todo: 1),
        Hint(heading: "TODO(2)", text: "`#expect` takes a comparison.", todo: 2),
        Hint(
          heading: "Planted bug 1",
          text: ".add counts twice\nHow a test notices: Send .add once and assert the exact count.",
          todo: nil, number: 1),
        Hint(
          heading: "Planted bug 2",
          text:
            ".clear leaves one behind\nHow a test notices: Clear a non-empty tally and assert it is zero.",
          todo: nil, number: 2),
      ])
    XCTAssertEqual(
      lesson.plantedBugTable,
      [
        PlantedBugRow(number: 1, summary: ".add counts twice"),
        PlantedBugRow(number: 2, summary: ".clear leaves one behind"),
      ])
  }

  func testUncatchableBug_HintGivesTheReasonInsteadOfATest() {
    let lesson = Lesson(
      markdown: "# 05 · X\n",
      plantedBugs: [PlantedBug(1, "emits twice", hint: "count", uncatchableBecause: "step 08 can")])
    XCTAssertEqual(
      lesson.plantedBugs.map(\.text), ["emits twice\nNot expected of your tests here: step 08 can"])
  }

  func testCorruptCatalogue_IsACourseErrorNamingTheFileAndTheFix() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try Data("{".utf8).write(to: course.url(course.steps[1].plantedBugCataloguePath))
    XCTAssertThrowsError(try course.lesson(of: course.steps[1])) { error in
      XCTAssertEqual((error as? CourseError)?.exitCode, .course)
      XCTAssertTrue(
        "\(error)".hasSuffix(
          "PlantedBugs.json is not a JSON array of planted bugs. Restore it with "
            + "`git checkout -- Tests/PlantedBugs/02-Tally/PlantedBugs.json`."), "\(error)")
    }
  }

  func testBulletsWithContinuationLines_AreJoined() {
    let lesson = Lesson(
      markdown: "# 09 · X\n",
      hints: """
        # 09 · Hints

        ## TODO(1): the save effect

        - First nudge,
          continued here.
        * Second nudge.

        ## Notes

        - Not a task: ignored.
        """)
    XCTAssertEqual(lesson.todoHints.map(\.text), ["First nudge, continued here.", "Second nudge."])
    XCTAssertEqual(
      lesson.todoHints.map(\.heading), ["TODO(1): the save effect", "TODO(1): the save effect"])
    XCTAssertEqual(lesson.hintedTodos, [1])
  }

  func testABulletsCodeBlock_StaysWithItsBullet_AndALineOfCodeIsNoHint() {
    let lesson = Lesson(
      markdown: "# 09 · X\n",
      hints: """
        ## TODO(1)

        - Return the save effect:

          ~~~swift
          - not a hint
          ~~~
        - Then the load.
        """)
    XCTAssertEqual(
      lesson.todoHints.map(\.text),
      ["Return the save effect:\n~~~swift\n- not a hint\n~~~", "Then the load."])
  }

  func testTextWithoutHints_DropsHintsAndPlantedBugsButKeepsCodeBlocks() throws {
    let text = try fixtureLesson("01-Counter").textWithoutHints
    XCTAssertTrue(text.hasPrefix("# 01 · A counter reducer"))
    XCTAssertTrue(text.contains("## Not a heading: this line sits in a code block."))
    XCTAssertFalse(text.contains("Hints"))
    XCTAssertFalse(text.contains("Add one with"))
  }

  func testLessonWithoutHints_HasNone() {
    XCTAssertEqual(Lesson(markdown: "# 01 · Nothing\n\nJust text.\n").hints, [])
  }

  func testTodoNumber_ReadsOnlyWellFormedMarkers() {
    XCTAssertEqual(todoNumbers(in: "XCTAssertEqual failed - TODO(12): do it"), [12])
    XCTAssertEqual(todoNumbers(in: "TODO: later"), [])
    XCTAssertEqual(todoNumbers(in: "TODO(x)"), [])
    XCTAssertEqual(todoNumbers(in: "TODO(3"), [])
  }

  func testScanTodos_FindsMarkersInTaskOrder() throws {
    let root = try Fixtures.course(for: self)
    let files =
      StepFiles(root: root, folder: "Exercises/02-Tally").learnerFiles
      + StepFiles(root: root, folder: "Exercises/01-Counter").learnerFiles
    XCTAssertEqual(
      scanTodos(in: files, root: root),
      [
        TodoMarker(
          file: "Exercises/02-Tally/Tests/TallyTests.swift", line: 6, number: 1,
          text: "write a test that sends .add and checks the tally"),
        TodoMarker(
          file: "Exercises/01-Counter/Counter.swift", line: 8, number: 1,
          text: "add one to the state."),
        TodoMarker(
          file: "Exercises/02-Tally/Tests/TallyClearTests.swift", line: 7, number: 2,
          text: "send .clear first, then expect an empty tally"),
        TodoMarker(
          file: "Exercises/01-Counter/Counter.swift", line: 11, number: 2,
          text: "set the state back to zero."),
      ])
  }

  func testScanTodos_ListsATaskOncePerFileAtItsFirstMention() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      """
      func testSave() {
        // TODO(3): write a test that saves.
        XCTFail("TODO(3): write a test that saves")
      }
      """, to: "Tests/SaveTests.swift", in: root)

    XCTAssertEqual(
      scanTodos(in: ["Tests/SaveTests.swift"], root: root),
      [
        TodoMarker(
          file: "Tests/SaveTests.swift", line: 2, number: 3, text: "write a test that saves.")
      ])
  }

  func testScanTodos_ListsEveryCommentOfATask_AndNoDocComment() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      """
      /// Debounces; a TODO(9) here is documentation, not a task.
      let load = { () -> Int in
        // TODO(3): emit the fixed bytes.
        0
      }
      let save = { () -> Int in
        // TODO(3): do nothing at all.
        0
      }
      """, to: "Mock.swift", in: root)

    XCTAssertEqual(
      scanTodos(in: ["Mock.swift"], root: root).map { "\($0.location) \($0.text)" },
      ["Mock.swift:3 emit the fixed bytes.", "Mock.swift:7 do nothing at all."])
  }

  func testScanTodos_InAStringLiteral_KeepsTheWholeConcatenatedText() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      """
      func testSave() {
        XCTFail(
          "TODO(5): set Current.date to a moment of \\(name), tap save, and assert that "
            + "the date is stamped")
      }
      """, to: "Tests/SaveTests.swift", in: root)

    XCTAssertEqual(
      scanTodos(in: ["Tests/SaveTests.swift"], root: root).map(\.text),
      ["set Current.date to a moment of \\(name), tap save, and assert that the date is stamped"])
  }

  private func fixtureLesson(_ folder: String) throws -> Lesson {
    let url = Fixtures.courseFolder.appendingPathComponent("Exercises/\(folder)/README.md")
    return Lesson(markdown: try String(contentsOf: url, encoding: .utf8))
  }
}
