import Foundation
import WorkshopClassroom
import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

@testable import WorkshopVerify

/// What `verify` holds a lesson to: its stated facts are the course's data, and the output it
/// quotes is what really prints. On the fixture course, whose step 02 has two planted bugs and
/// two tasks.
final class DocumentRulesTests: XCTestCase {
  // MARK: - Facts

  func testALessonNumberChangedByOne_FailsNamingTheFileTheLineAndTheTrueValue() throws {
    let (course, step) = try tally()
    let facts = CourseFacts(course: course, timings: .none)
    let right = "# 02\n\nYour tests must catch all <!--fact:bugs-->2<!--/fact--> planted bugs.\n"
    XCTAssertEqual(problems(right, step, facts), [])

    let wrong = right.replacingOccurrences(of: "-->2<", with: "-->3<")
    XCTAssertEqual(
      problems(wrong, step, facts),
      ["Exercises/02-Tally/README.md:3: says \"3\" for `bugs`; the course says 2"])
  }

  func testFactsOfTheToolAndOfTheCode_AreReadFromWhereTheyAreSet() throws {
    let (course, step) = try tally()
    let facts = CourseFacts(course: course, timings: .none)
    XCTAssertEqual(facts.value(of: "check-timeout"), .known("\(Int(ToolFacts.checkTimeout))"))
    XCTAssertEqual(facts.value(of: "todos", in: step), .known("2"))
    XCTAssertEqual(facts.value(of: "bugs:02"), .known("2"))
    XCTAssertEqual(facts.value(of: "exit-code:usage"), .known("2"))
    XCTAssertEqual(facts.value(of: "checks", in: step), .unknownHere)
    XCTAssertEqual(
      CourseFacts(course: course, timings: .none, checkCounts: ["02": 5]).value(
        of: "checks", in: step),
      .known("5"))
    try Fixtures.write(
      "let limit: TimeInterval = 0.5\nvar wait: Duration = .milliseconds(250)\n"
        + "func one() {\n  a()\n}\n", to: "Exercises/02-Tally/Limits.swift", in: course.root)
    XCTAssertEqual(facts.value(of: "Exercises/02-Tally/Limits.swift#limit"), .known("0.5"))
    XCTAssertEqual(facts.value(of: "Exercises/02-Tally/Limits.swift#wait"), .known("0.25"))
    XCTAssertEqual(facts.value(of: "lines:Exercises/02-Tally/Limits.swift#one"), .known("3"))
    XCTAssertEqual(facts.value(of: "lines:Exercises/02-Tally/Limits.swift"), .known("5"))
    guard case .none = facts.value(of: "bugs") else {
      return XCTFail("a step's fact outside a lesson must name its step")
    }
  }

  func testAStatedValue_IsRightWhenItsNumbersAre_InAnyLanguage() {
    XCTAssertEqual(numbers(in: "6.2 and 6.3"), ["6.2", "6.3"])
    XCTAssertEqual(numbers(in: "6.2 和 6.3"), ["6.2", "6.3"])
    XCTAssertEqual(numbers(in: "0,3 s"), ["0.3"])
    XCTAssertEqual(numbers(in: "01–03, 05"), ["1", "3", "5"])
    XCTAssertEqual(numbers(in: "3 hours 5 minutes."), ["3", "5"])
  }

  func testCountsTypedByHand_AndUnmarkedOutput_FailInAnEnglishLesson() throws {
    let (course, step) = try tally()
    let lesson = """
      When you are done all 15 checks pass, and check prints `2 of 2 planted bugs caught.`

      ```
      TallyTests.swift:6: failed
      ```
      """
    let found = problems(lesson, step, CourseFacts(course: course, timings: .none))
    XCTAssertEqual(found.count, 3, "\(found)")
    XCTAssertTrue(found[0].contains(":1: `2 of 2 planted bugs caught.` quotes output"), found[0])
    XCTAssertTrue(found[1].contains(":1: \"15 checks\" is typed by hand"), found[1])
    XCTAssertTrue(found[2].contains(":3: a block of output that no"), found[2])
  }

  func testAnOutputMark_QuotesTheBlockBelowIt_FencedWithTildesToo() {
    // A `~~~` block is fenced like a ``` one; its lines lose the fence's indentation.
    let markers = LessonMarkers("Run it:\n<!--output:bug 4-->\n  ~~~\n  # 1 failure\n  ~~~\n")
    XCTAssertEqual(markers.quotes.map(\.lines), [["# 1 failure"]])
    XCTAssertEqual(markers.problems.map(\.text), [])
  }

  func testATranslationThatLosesAMark_Fails() {
    let english =
      "All <!--fact:bugs-->2<!--/fact--> bugs; <!--output:caught-->`2 of 2 planted bugs caught.`"
    XCTAssertEqual(
      markProblems(ofTranslation: "全部 2 个 bug。", path: "README.zh-Hans.md", english: english),
      [
        "README.zh-Hans.md lacks the fact `bugs` mark of the English",
        "README.zh-Hans.md lacks the output `caught` mark of the English",
      ])
  }

  func testTheMaintainersPages_AreHeldToTheCourseFacts_AsTheREADMEIs() throws {
    let (course, _) = try tally()
    let outputs = QuotedOutputs(
      reports: [:], templates: MessageTemplates(), course: course, step: nil)
    let facts = CourseFacts(course: course, timings: .none)
    let page = "# Verify\n\nA usage error exits with <!--fact:exit-code:usage-->2<!--/fact-->.\n"
    try Fixtures.write(page, to: "Docs/maintainers/verify.md", in: course.root)
    XCTAssertEqual(courseDocumentProblems(in: course, facts: facts, outputs: outputs), [])

    try Fixtures.write(
      page.replacingOccurrences(of: "-->2<", with: "-->3<"), to: "Docs/maintainers/verify.md",
      in: course.root)
    XCTAssertEqual(
      courseDocumentProblems(in: course, facts: facts, outputs: outputs),
      ["Docs/maintainers/verify.md:3: says \"3\" for `exit-code:usage`; the course says 2"])
  }

  // MARK: - Quoted output

  func testAQuotedOutputLineChangedByOneWord_Fails() throws {
    let (course, step) = try tally()
    let outputs = QuotedOutputs(
      reports: ["02": [report()]], templates: MessageTemplates(), course: course, step: step)
    let lesson = """
      With bug 1 the reference reports:

      <!--output:bug 1-->
      ```
      TallyTests.swift:6: XCTAssertEqual failed: ("2") is not equal to ("1")
      ```
      """
    XCTAssertEqual(outputs.problems(in: lesson, path: "README.md", language: .english), [])

    let changed = lesson.replacingOccurrences(of: "is not equal", with: "is not same")
    let found = outputs.problems(in: changed, path: "README.md", language: .english)
    XCTAssertEqual(found.count, 1)
    XCTAssertTrue(
      found[0].hasPrefix(
        "README.md:3: is not what the reference tests print with planted bug 1, which is:\n"
          + "TallyTests.swift:6: XCTAssertEqual failed"), found[0])
  }

  func testATranslationQuotingTheTableInItsOwnLanguage_FailsWhenOneWordChanges() throws {
    let (course, step) = try tally()
    try Fixtures.write(
      #"{"strings": {"{1} of {2} planted bugs caught.": "심어 둔 버그 {2}개 중 {1}개를 잡았습니다."}}"#,
      to: Catalog.path(for: .korean), in: course.root)
    let outputs = QuotedOutputs(
      reports: ["02": [report()]], templates: MessageTemplates(), course: course, step: step)
    let korean = "성공하면 <!--output:caught-->`심어 둔 버그 2개 중 2개를 잡았습니다.`가 나옵니다."
    XCTAssertEqual(outputs.problems(in: korean, path: "README.ko.md", language: .korean), [])
    XCTAssertEqual(
      outputs.problems(
        in: korean.replacingOccurrences(of: "잡았습니다", with: "찾았습니다"), path: "README.ko.md",
        language: .korean),
      [
        "README.ko.md:1: the planted-bug table of a solved step opens with \"심어 둔 버그 2개 중 2개를 잡았습니다.\""
      ])
    // NB: the English quotation in a Korean lesson is not what a Korean run prints.
    XCTAssertEqual(
      outputs.problems(
        in: "<!--output:caught-->`2 of 2 planted bugs caught.`", path: "README.ko.md",
        language: .korean
      ).count, 1)
  }

  func testAQuotedMessageTheChecksCannotPrint_Fails_AndOneTheyCanPasses() throws {
    let (course, step) = try tally()
    let library = MessageTemplates(swiftSources: [
      #"""
      let why = "nothing arrived while \(effects) waited on a test scheduler. "
        + "Advance the test scheduler before this step."
      """#
    ])
    let outputs = QuotedOutputs(
      reports: [:], templates: .of(step, in: course, library: library), course: course, step: step)
    let printable =
      "It says <!--output:message-->\"nothing arrived while 1 effect waited on a test scheduler\"."
    XCTAssertEqual(outputs.problems(in: printable, path: "README.md", language: .english), [])
    let invented = "It says <!--output:message-->\"nothing arrived within 0.0 s\"."
    XCTAssertEqual(
      outputs.problems(in: invented, path: "README.md", language: .english),
      [
        "README.md:1: quotes a message that neither the step's code and checks nor the library or"
          + " the CLI can print: \"nothing arrived within 0.0 s\""
      ])
  }

  func testWhatTheCompilerSays_IsComparedWithoutItsPlace() throws {
    let (course, step) = try tally()
    var outputs = QuotedOutputs(
      reports: [:], templates: MessageTemplates(), course: course, step: step)
    outputs.compiler = { _ in ["error: var 'Current' is not concurrency-safe"] }
    let lesson =
      "<!--output:compile var Current = 0-->\n```text\nerror: var 'Current' is not concurrency-safe\n```"
    XCTAssertEqual(outputs.problems(in: lesson, path: "README.md", language: .english), [])
    outputs.compiler = { _ in ["error: something else"] }
    XCTAssertEqual(outputs.problems(in: lesson, path: "README.md", language: .english).count, 1)
  }

  func testExcerpts_LeaveOutWithEllipses() {
    let printed = ["a: one", "  two", "  three", "b: four"]
    XCTAssertTrue(Excerpt(["a: one", "…", "b: four"]).isTaken(from: printed, asBlock: true))
    XCTAssertTrue(Excerpt(["  two", "  th…"]).isTaken(from: printed, asBlock: true))
    XCTAssertFalse(Excerpt(["a: one", "  three"]).isTaken(from: printed, asBlock: true))
    XCTAssertTrue(Excerpt(["one"]).isTaken(from: printed, asBlock: false))
    XCTAssertFalse(Excerpt(["one"]).isTaken(from: printed, asBlock: true))
  }

  // MARK: - Support

  private func tally() throws -> (Course, Step) {
    let course = try Course.load(root: try Fixtures.course(for: self))
    return (course, try XCTUnwrap(course.steps.first { $0.folder == "02-Tally" }))
  }

  private func problems(_ markdown: String, _ step: Step, _ facts: CourseFacts) -> [String] {
    factProblems(
      in: markdown, path: "\(step.exercisePath)/README.md", step: step, facts: facts,
      isEnglishLesson: true)
  }

  /// The reference run's hunt on the fixture's step 02: every bug caught, bug 1's run failing.
  private func report() -> PlantedBugReport {
    let bugs = [PlantedBug(1, ".add counts twice", hint: "h"), PlantedBug(2, ".clear", hint: "h")]
    return PlantedBugReport(
      module: "Solution02Checks", reference: .passed,
      runs: [
        .init(
          bug: bugs[0],
          outcome: .failed(failures: [
            #"TallyTests.swift:6: XCTAssertEqual failed: ("2") is not equal to ("1")"#
          ]), caughtBy: ["TallyTests.testAdd"]),
        .init(bug: bugs[1], outcome: .failed(failures: []), caughtBy: ["TallyClearTests.test"]),
      ])
  }
}
