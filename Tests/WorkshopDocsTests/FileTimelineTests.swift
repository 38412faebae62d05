import XCTest

@testable import WorkshopDocs

final class FileTimelineTests: XCTestCase {
  let exercise = """
    import A
    func one() {
      // TODO(1): return one.
      fatalError()
    }
    func two() {
      // TODO(2): return two.
      fatalError()
    }

    """
  let solution = """
    import A
    import B
    func one() {
      1
    }
    func two() {
      2
    }

    """

  func testVersions_GoFromTheExerciseToTheSolution_OneTodoAtATime() throws {
    let timeline = try XCTUnwrap(
      FileTimeline(exercise: exercise, solution: solution, markers: [(3, 1), (7, 2)]))
    XCTAssertEqual(timeline.todos, [1, 2])
    XCTAssertEqual(timeline.version(after: 0), exercise)
    XCTAssertEqual(timeline.version(after: 2), solution)
    // The import above every marker goes with the first TODO below it.
    XCTAssertEqual(
      timeline.version(after: 1),
      """
      import A
      import B
      func one() {
        1
      }
      func two() {
        // TODO(2): return two.
        fatalError()
      }

      """)
  }

  func testLinesOnlyRemoved_GoToTheNearestTodoAbove() throws {
    let timeline = try XCTUnwrap(
      FileTimeline(
        exercise: "// TODO(1): a\nx\n// TODO(2): b\ny\nz\n", solution: "a\nx\nb\ny\n",
        markers: [(1, 1), (3, 2)]))
    XCTAssertEqual(timeline.version(after: 1), "a\nx\n// TODO(2): b\ny\nz\n")
    XCTAssertEqual(timeline.version(after: 2), "a\nx\nb\ny\n")
  }

  func testCodeNoTodoClaims_IsTheReferencesOwn_NeverPartOfATask() throws {
    let exercise = """
      func one() {
        // TODO(1): return one.
        0
      }

      """
    let solution = """
      func one() {
        1
      }

      func helper() {}

      """
    let timeline = try XCTUnwrap(
      FileTimeline(exercise: exercise, solution: solution, markers: [(2, 1)]))
    XCTAssertEqual(timeline.todos, [1])
    XCTAssertTrue(timeline.hasReferenceChanges)
    XCTAssertEqual(timeline.version(after: 1), "func one() {\n  1\n}\n")
    let shown = timeline.referenceSteps(file: "One.swift")
    XCTAssertEqual(shown.map(\.after), [["func helper() {}"]])
  }

  func testLinesAddedInTheFunctionOfAMarker_AreThatTodosWork() throws {
    // The diff splits the answer around the shared `)` line; both halves are the learner's.
    let timeline = try XCTUnwrap(
      FileTimeline(
        exercise: "func test() {\n  // TODO(4): assert.\n  f(\n  )\n}\n",
        solution: "func test() {\n  let x = 1\n  f(\n  )\n  g(x)\n}\n", markers: [(2, 4)]))
    XCTAssertFalse(timeline.hasReferenceChanges)
    XCTAssertEqual(timeline.version(after: 4), "func test() {\n  let x = 1\n  f(\n  )\n  g(x)\n}\n")
  }

  func testFileWithoutMarkers_HasNoTimeline() {
    XCTAssertNil(FileTimeline(exercise: "a\n", solution: "b\n", markers: []))
  }
}

extension FileTimelineTests {
  func testTestsThatReplaceAStub_AreTheTask_ButTestsBesideAKeptStubAreTheReferencesOwn() throws {
    let replaced = try XCTUnwrap(
      FileTimeline(
        exercise:
          "final class T {\n  // TODO(3): replace this stub.\n  func testStub() {\n  }\n}\n",
        solution: "final class T {\n  func testA() {\n  }\n\n  func testB() {\n  }\n}\n",
        markers: [(2, 3)]))
    XCTAssertFalse(replaced.hasReferenceChanges, "the tests that replace a stub are the task")

    let kept = try XCTUnwrap(
      FileTimeline(
        exercise: "final class T {\n  func testA() {\n    // TODO(5): write it.\n  }\n}\n",
        solution:
          "final class T {\n  func testA() {\n    a()\n  }\n\n  func testExtra() {\n  }\n}\n",
        markers: [(3, 5)]))
    XCTAssertTrue(kept.hasReferenceChanges, "a test beside the one asked for is the reference's")
    XCTAssertEqual(kept.todos, [5])
  }
}
