import WorkshopCore
import XCTest

@testable import WorkshopDocs

/// The tutorial made from a one-step course in a temporary folder.
final class TutorialCatalogTests: XCTestCase {
  let lesson = """
    # 01 · An adder

    You write a function that adds.

    ## What to do

    Open `Exercises/01-Adder/`.

    1. **Add.** In `Adder.swift`, make `add` return the sum:

       ```swift
       add(2, 3)  // 5
       }
       ```

    2. Make `twice` add a number to itself.

    ## Common mistakes

    - **Subtracting.** The sum is then wrong.
    - Returning the first number. The second is lost.
    - Something without a second sentence

    """
  let exercise = """
    func add(_ a: Int, _ b: Int) -> Int {
      // TODO(1): return the sum.
      0
    }
    func twice(_ a: Int) -> Int {
      // TODO(2): add `a` to itself.
      0
    }

    """

  func course() throws -> Course {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-docs-tests-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    let files = [
      "Exercises/steps.json":
        #"[{"id": "adder", "folder": "01-Adder", "title": "An adder", "module": "Adder"}]"#,
      "Exercises/01-Adder/README.md": lesson, "Solutions/01-Adder/README.md": lesson,
      "Exercises/01-Adder/Adder.swift": exercise,
      "Solutions/01-Adder/Adder.swift": exercise.replacingOccurrences(
        of: "  // TODO(1): return the sum.\n  0", with: "  a + b"
      ).replacingOccurrences(of: "  // TODO(2): add `a` to itself.\n  0", with: "  add(a, a)"),
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try Course.load(root: root)
  }

  func testFiles_AreATableOfContentsATutorialAndTheListingsBeforeAndAfterEachTask() throws {
    let files = try TutorialCatalog(course: course()).files()
    let folder = TutorialCatalog.folder
    XCTAssertEqual(
      files.map(\.path),
      [
        "\(folder)/Workshop.tutorial", "\(folder)/01-Adder/01-Adder.tutorial",
        "\(folder)/01-Adder/Code/01-01-Adder-before.swift",
        "\(folder)/01-Adder/Code/01-01-Adder-after.swift",
        "\(folder)/01-Adder/Code/01-02-Adder-after.swift",
      ])
    XCTAssertTrue(files[0].contents.contains("@TutorialReference(tutorial: \"doc:01-Adder\")"))
    let tutorial = files[1].contents
    XCTAssertTrue(tutorial.contains("@Intro(title: \"01 · An adder\")"))
    XCTAssertTrue(tutorial.contains("@Section(title: \"Add\")"))
    XCTAssertTrue(tutorial.contains("@Section(title: \"Make twice add a number to itself\")"))
    XCTAssertTrue(
      tutorial.contains(
        "@Code(name: \"Adder.swift\", file: \"01-01-Adder-after.swift\", "
          + "previousFile: \"01-01-Adder-before.swift\")"))
    // The file after TODO(1) is the file before TODO(2): one listing serves both.
    XCTAssertTrue(
      tutorial.contains(
        "@Code(name: \"Adder.swift\", file: \"01-02-Adder-after.swift\", "
          + "previousFile: \"01-01-Adder-after.swift\")"))
    XCTAssertEqual(tutorial.components(separatedBy: "@MultipleChoice").count - 1, 2)
    XCTAssertTrue(files[3].contents.contains("a + b"))
    XCTAssertTrue(files[3].contents.contains("// TODO(2)"), "TODO(2) is not done after TODO(1)")
  }

  func testSolutionChanged_MakesTheCommittedTutorialStale_UntilItIsWrittenAgain() throws {
    let course = try course()
    let catalog = TutorialCatalog(course: course)
    XCTAssertEqual(try catalog.write(), 5)
    XCTAssertEqual(try catalog.staleFiles(), [])

    // A solution changes, and the tutorial is not regenerated.
    let solution = course.url("Solutions/01-Adder/Adder.swift")
    let text = try String(contentsOf: solution, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "a + b", with: "b + a").utf8).write(to: solution)
    let stale = try catalog.staleFiles()
    XCTAssertEqual(
      stale,
      ["01-01-Adder-after.swift", "01-02-Adder-after.swift"].map {
        "\(TutorialCatalog.folder)/01-Adder/Code/\($0)"
      })
    XCTAssertFalse(DocsVerifyChecks.upToDate.run(course).passed)

    XCTAssertEqual(try catalog.write(), 2)
    XCTAssertTrue(DocsVerifyChecks.upToDate.run(course).passed)
  }

  func testLeftoverFile_IsStaleAndRemovedByWrite() throws {
    let course = try course()
    let catalog = TutorialCatalog(course: course)
    try catalog.write()
    let leftover = course.url("\(TutorialCatalog.folder)/02-Gone/02-Gone.tutorial")
    try FileManager.default.createDirectory(
      at: leftover.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("@Tutorial {}\n".utf8).write(to: leftover)
    XCTAssertEqual(try catalog.staleFiles(), ["\(TutorialCatalog.folder)/02-Gone/02-Gone.tutorial"])
    XCTAssertEqual(try catalog.write(), 1)
    XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path))
  }

  func testLessonWithTooFewMistakes_IsACourseErrorNamingTheLesson() throws {
    let course = try course()
    try Data("# 01 · An adder\n\n## Common mistakes\n\n- Only one. Really.\n".utf8)
      .write(to: course.url("Exercises/01-Adder/README.md"))
    XCTAssertThrowsError(try TutorialCatalog(course: course).files()) { error in
      XCTAssertTrue(
        "\(error)".hasPrefix("Exercises/01-Adder/README.md: its `## Common mistakes` needs"),
        "\(error)")
    }
  }

  func testBraceAndAtLinesInTheLesson_CannotEndOrStartADirective() {
    XCTAssertEqual(
      DocCMarkup.text(["@MainActor is needed", "```", "@Test", "```"]).first,
      "\\@MainActor is needed")
    XCTAssertEqual(DocCMarkup.text(["```", "@Test", "```"])[1], "@Test")
  }
}
