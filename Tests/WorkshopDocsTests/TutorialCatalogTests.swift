import WorkshopCourse
import WorkshopJudge
import XCTest

@testable import WorkshopDocs

/// The tutorial made from a small course in a temporary folder (`TutorialFixture`).
final class TutorialCatalogTests: XCTestCase {
  func testFiles_AreATableOfContentsATutorialAndAListingPairForEachPlaceATaskChanges() throws {
    let files = try TutorialCatalog(course: TutorialFixture.course(for: self)).files()
    let folder = TutorialCatalog.folder
    XCTAssertEqual(
      files.map(\.path),
      [
        "\(folder)/Workshop.tutorial", "\(folder)/01-Adder/01-Adder.tutorial",
        "\(folder)/01-Adder/Code/01-00-01-Adder.swift",
        "\(folder)/01-Adder/Code/01-01-01-Adder-previous.swift",
        "\(folder)/01-Adder/Code/01-01-01-Adder.swift",
        "\(folder)/01-Adder/Code/01-02-01-Adder-previous.swift",
        "\(folder)/01-Adder/Code/01-02-01-Adder.swift",
        "\(folder)/01-Adder/Code/01-ref-01-Adder-previous.swift",
        "\(folder)/01-Adder/Code/01-ref-01-Adder.swift",
        "\(folder)/01-Adder/Code/01-run-01-check.txt", "\(folder)/Terminal-Workflow.tutorial",
        "\(folder)/For-Instructors.tutorial", "\(folder)/Whats-Next.tutorial",
      ])
    let tutorial = files[1].contents
    XCTAssertTrue(tutorial.hasPrefix("@Tutorial(time: 25) {"), "the time is the recorded median")
    XCTAssertTrue(tutorial.contains("@Intro(title: \"01 · An adder\")"))
    XCTAssertTrue(tutorial.contains("@Section(title: \"Add\")"))
    XCTAssertTrue(tutorial.contains("@Section(title: \"Make twice add a number to itself\")"))
    XCTAssertTrue(
      tutorial.contains(
        "@Code(name: \"Adder.swift\", file: \"01-01-01-Adder.swift\", "
          + "previousFile: \"01-01-01-Adder-previous.swift\")"))
    XCTAssertTrue(
      tutorial.contains(
        "@Code(name: \"Adder.swift\", file: \"01-01-01-Adder-previous.swift\", reset: true)"),
      "the exercise's side is shown before the change, with nothing highlighted")
    XCTAssertEqual(files[4].contents, "func add(_ a: Int, _ b: Int) -> Int {\n  a + b\n}\n")
  }

  func testEveryListing_IsShownByOneStepOnly_SoThatNoHighlightIsLost() throws {
    let files = try TutorialCatalog(course: TutorialFixture.course(for: self)).files()
    let tutorial = files[1].contents
    let shown = matches(of: #"file: "([^"]+)""#, in: tutorial)
    XCTAssertEqual(shown.count, Set(shown).count, "a listing shown by two steps: \(shown)")
    // Every step that highlights starts from its own "-previous" listing.
    for previous in matches(of: #"previousFile: "([^"]+)""#, in: tutorial) {
      XCTAssertTrue(previous.hasSuffix("-previous.swift"), previous)
    }
  }

  func testTheLesson_IsOnThePage_IdeasCodeListsAndMistakesWhole() throws {
    let tutorial = try TutorialCatalog(course: TutorialFixture.course(for: self)).files()[1]
      .contents
    XCTAssertTrue(tutorial.contains("Adding by hand is slow."), "the problem is in the intro")
    XCTAssertTrue(tutorial.contains("@Section(title: \"The idea\")"))
    XCTAssertTrue(tutorial.contains("A function does it for you."), "the idea is missing")
    // Past its first paragraph, a section's text is at the page's full width, outside the
    // narrow column of `@ContentAndMedia`.
    XCTAssertTrue(tutorial.contains("      A function does it for you.\n    }"))
    XCTAssertTrue(
      tutorial.contains("\n    let sum = add(2, 3)"), "the idea's code block is missing")
    XCTAssertTrue(tutorial.contains("\n    - first, a bullet"), "a list was squashed")
    XCTAssertTrue(tutorial.contains("\n    - second, another"), "a list was squashed")
    XCTAssertTrue(tutorial.contains("**Common mistakes**"))
    XCTAssertTrue(tutorial.contains("- **Subtracting.** The sum is then wrong."))
    XCTAssertTrue(tutorial.contains("Write the sum of `a` and `b`, the whole long sentence"))
    XCTAssertFalse(tutorial.contains("…"), "something was cut: \(tutorial)")
  }

  func testHelperCodeTheReferenceAdds_IsShownApart_NotAsTheLearnersChange() throws {
    let tutorial = try TutorialCatalog(course: TutorialFixture.course(for: self)).files()[1]
      .contents
    let tasks = tutorial.components(separatedBy: "@Section(title: \"Beyond the TODOs\")")
    XCTAssertEqual(tasks.count, 2, "the reference's own code has no section of its own")
    XCTAssertFalse(tasks[0].contains("01-ref-"), "the tasks show the reference's own code")
    XCTAssertTrue(tasks[1].contains("The reference adds `helper`."))
  }

  func testQuestions_ComeFromTheFileBesideTheLesson() throws {
    let tutorial = try TutorialCatalog(course: TutorialFixture.course(for: self)).files()[1]
      .contents
    XCTAssertEqual(tutorial.components(separatedBy: "@MultipleChoice").count - 1, 2)
    XCTAssertTrue(tutorial.contains("What does `add(2, 3)` return?"))
    XCTAssertTrue(tutorial.contains("@Choice(isCorrect: true) {\n        5"))
    XCTAssertTrue(tutorial.contains("Right: two and three make five."))
  }

  func testQuestionWithTwoRightChoices_IsACourseErrorNamingTheFile() throws {
    let course = try TutorialFixture.course(for: self)
    let questions = TutorialFixture.questions.replacingOccurrences(of: "- [ ] 6", with: "- [x] 6")
    try TutorialFixture.write(questions, to: "Exercises/01-Adder/QUESTIONS.md", in: course.root)
    XCTAssertThrowsError(try TutorialCatalog(course: course).files()) { error in
      XCTAssertEqual(
        "\(error)",
        "Exercises/01-Adder/QUESTIONS.md: question 1 (What does `add(2, 3)` return?) has 2 right "
          + "choices (marked `- [x]`); it needs exactly 1.")
    }
  }

  func testWithoutRecordedTimes_TheTimeIsTheLessonsEstimate_AndCorruptTimingsAreNamed() throws {
    let course = try TutorialFixture.course(for: self)
    try FileManager.default.removeItem(at: course.url("Docs/timings.json"))
    let tutorial = try TutorialCatalog(course: course).files()[1].contents
    // The rule: 180 words a minute, 6 minutes a task and 2 a planted bug, to the nearest 5.
    XCTAssertTrue(tutorial.hasPrefix("@Tutorial(time: 15) {"), String(tutorial.prefix(40)))

    try TutorialFixture.write("not json", to: "Docs/timings.json", in: course.root)
    XCTAssertThrowsError(try TutorialCatalog(course: course).files()) { error in
      XCTAssertTrue("\(error)".hasPrefix("Docs/timings.json is not the workshop's timings"))
    }
  }

  func testTableOfContents_FollowsTheChapters() throws {
    let course = try TutorialFixture.course(for: self)
    let contents = try TutorialCatalog(course: course).files()[0].contents
    XCTAssertTrue(contents.contains("@Chapter(name: \"Foundations\")"))
    XCTAssertTrue(contents.contains("@Image(source: \"chapter.svg\", alt: \"Foundations\")"))
    XCTAssertTrue(contents.contains("@TutorialReference(tutorial: \"doc:01-Adder\")"))
    try TutorialFixture.write(
      #"[{"name": "X", "from": "nope", "image": "x.svg", "abstract": "Y"}]"#,
      to: TutorialCatalog.chaptersFile, in: course.root)
    XCTAssertThrowsError(try TutorialCatalog(course: course).files()) { error in
      XCTAssertTrue("\(error)".contains("no step has the id 'nope'"), "\(error)")
    }
  }

  func testSolutionChanged_MakesTheCommittedTutorialStale_UntilItIsWrittenAgain() throws {
    let course = try TutorialFixture.course(for: self)
    let catalog = TutorialCatalog(course: course)
    XCTAssertEqual(try catalog.write(), 13)
    XCTAssertEqual(try catalog.staleFiles(), [])

    // A solution changes, and the tutorial is not regenerated.
    let solution = course.url("Solutions/01-Adder/Adder.swift")
    let text = try String(contentsOf: solution, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "a + b", with: "b + a").utf8).write(to: solution)
    XCTAssertEqual(
      try catalog.staleFiles(), ["\(TutorialCatalog.folder)/01-Adder/Code/01-01-01-Adder.swift"])
    XCTAssertFalse(DocsVerifyChecks.upToDate.run(course).passed)

    XCTAssertEqual(try catalog.write(), 1)
    XCTAssertTrue(DocsVerifyChecks.upToDate.run(course).passed)
  }

  func testLeftoverFile_IsStaleAndRemovedByWrite_ButTheResourcesAreKept() throws {
    let course = try TutorialFixture.course(for: self)
    let catalog = TutorialCatalog(course: course)
    try catalog.write()
    try TutorialFixture.write(
      "<svg/>", to: "\(TutorialCatalog.folder)/Resources/a.svg", in: course.root)
    let leftover = "\(TutorialCatalog.folder)/02-Gone/02-Gone.tutorial"
    try TutorialFixture.write("@Tutorial {}\n", to: leftover, in: course.root)
    XCTAssertEqual(try catalog.staleFiles(), [leftover])
    XCTAssertEqual(try catalog.write(), 1)
    XCTAssertFalse(FileManager.default.fileExists(atPath: course.url(leftover).path))
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: course.url("\(TutorialCatalog.folder)/Resources/a.svg").path))
  }

  func testTheLessonsHeadings_AreBoldInTheSectionsText_ButALineOfCodeStartingWithAHashStays()
    throws
  {
    let course = try TutorialFixture.course(for: self)
    // A section after the tasks, with a heading of its own and a `#` line of code.
    let lesson = TutorialFixture.lesson.replacingOccurrences(
      of: "## Check your work",
      with: "## Why it matters\n\n### In a test\n\n```swift\n#expect(add(2, 3) == 5)\n```\n\n"
        + "## Check your work")
    for side in ["Exercises", "Solutions"] {
      try TutorialFixture.write(lesson, to: "\(side)/01-Adder/README.md", in: course.root)
    }
    let tutorial = try TutorialCatalog(course: course).files()[1].contents
    // NB: a heading there would break DocC's menu of the page's sections.
    XCTAssertTrue(tutorial.contains("**Why it matters**\n\n    **In a test**"), tutorial)
    XCTAssertTrue(tutorial.contains(" #expect(add(2, 3) == 5)"), tutorial)
  }

  func testBraceAndAtLinesInTheLesson_CannotEndOrStartADirective() {
    XCTAssertEqual(
      DocCMarkup.text(["@MainActor is needed", "```", "@Test", "```"]).first,
      "\\@MainActor is needed")
    XCTAssertEqual(DocCMarkup.text(["```", "@Test", "```"])[1], "@Test")
  }

  private func matches(of pattern: String, in text: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  func testEachTask_InvitesTheReaderToTryFirst_ThenShowsTheCheckARealRunPrinted() throws {
    let files = try TutorialCatalog(course: TutorialFixture.course(for: self)).files()
    let tutorial = files[1].contents
    XCTAssertTrue(
      tutorial.contains(
        "TODO(1) in `add`, in `Adder.swift`. Try it yourself first: write it in "
          + "`Exercises/01-Adder/Adder.swift`, run `swift run workshop check 01`, then read on."))
    XCTAssertTrue(tutorial.contains("@Code(name: \"Terminal\", file: \"01-run-01-check.txt\""))
    let run = files.first { $0.path.hasSuffix("01-run-01-check.txt") }
    XCTAssertEqual(run?.contents, TutorialFixture.checkRun)
  }

  func testAStepWithoutARecordedRun_IsACourseErrorSayingHowToRecordIt() throws {
    let course = try TutorialFixture.course(for: self)
    try FileManager.default.removeItem(at: course.url("\(CheckRuns.folder)/01.txt"))
    XCTAssertThrowsError(try TutorialCatalog(course: course).files()) { error in
      XCTAssertTrue("\(error)".hasPrefix("\(CheckRuns.folder)/01.txt is missing"), "\(error)")
      XCTAssertTrue("\(error)".contains("Docs/maintainers/docs.md"), "\(error)")
    }
  }

  func testATaskLedByANameFromTheCode_NeedsAGoal_AndGoalsMustMatchTheTasks() throws {
    let course = try TutorialFixture.course(for: self)
    let lesson = TutorialFixture.lesson.replacingOccurrences(
      of: "1. **Add.** In `Adder.swift`, make", with: "1. **`add(_:_:)`**: make")
    try TutorialFixture.write(lesson, to: "Exercises/01-Adder/README.md", in: course.root)
    XCTAssertThrowsError(try TutorialCatalog(course: course).files()) { error in
      XCTAssertTrue("\(error)".hasPrefix("Task 1 of step 01's lesson has no goal"), "\(error)")
    }
    try TutorialFixture.write(
      #"{"adder": ["Sum two numbers"]}"#, to: TutorialCatalog.goalsFile, in: course.root)
    XCTAssertThrowsError(try TutorialCatalog(course: course).files()) { error in
      XCTAssertEqual(
        "\(error)", "\(TutorialCatalog.goalsFile) gives step 01 1 goal; its lesson has 2 tasks.")
    }
    try TutorialFixture.write(
      #"{"adder": ["Sum two numbers", "Double a number"]}"#, to: TutorialCatalog.goalsFile,
      in: course.root)
    let tutorial = try TutorialCatalog(course: course).files()[1].contents
    XCTAssertTrue(tutorial.contains("@Section(title: \"Sum two numbers\")"))
  }

  func testTheOverview_HasResources_AndTheClosingPageComesAfterTheLastStep() throws {
    let files = try TutorialCatalog(course: TutorialFixture.course(for: self)).files()
    let contents = files[0].contents
    XCTAssertTrue(
      contents.contains(
        "@TutorialReference(tutorial: \"doc:01-Adder\")\n    @TutorialReference(tutorial: "
          + "\"doc:Whats-Next\")"), contents)
    XCTAssertTrue(contents.contains("@Resources {"))
    XCTAssertTrue(
      contents.contains("- [EffectKitAsyncTesting](/documentation/effectkitasynctesting)"))
    XCTAssertTrue(
      contents.contains(
        "- [Working in the terminal](/tutorials/workshoptutorial/terminal-workflow)"))
    let guide = try XCTUnwrap(files.first { $0.path.hasSuffix("For-Instructors.tutorial") })
    XCTAssertTrue(guide.contents.contains("See `Docs/timings.json`."), "a link into the clone")
    let closing = try XCTUnwrap(files.first { $0.path.hasSuffix("Whats-Next.tutorial") })
    XCTAssertTrue(closing.contents.contains("- **Foundations.** Sums."), closing.contents)
    XCTAssertTrue(closing.contents.contains("swift-composable-architecture"))
  }

  func testOutputWiderThanThePage_IsWrappedAsATerminalThatWideShowsIt() throws {
    let course = try TutorialFixture.course(for: self)
    let long = "Tests.swift:31: " + String(repeating: "nothing arrived, and ", count: 8) + "end."
    let lesson = TutorialFixture.lesson.replacingOccurrences(
      of: "## Common mistakes", with: "## What it says\n\n```\n\(long)\n```\n\n## Common mistakes")
    try TutorialFixture.write(lesson, to: "Exercises/01-Adder/README.md", in: course.root)
    let tutorial = try TutorialCatalog(course: course).files()[1].contents
    XCTAssertFalse(tutorial.contains(long))
    XCTAssertTrue(tutorial.contains("\n    Tests.swift:31: nothing arrived, and"), tutorial)
    for line in tutorial.split(separator: "\n") where line.contains("nothing arrived") {
      XCTAssertLessThanOrEqual(line.count - 4, ColumnWidths.wide, String(line))
    }
  }
}
