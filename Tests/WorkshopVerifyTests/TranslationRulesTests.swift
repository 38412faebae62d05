import Foundation
import XCTest

@testable import WorkshopCourse
@testable import WorkshopVerify

/// `verify`'s lesson item holds each translation to its English: the same file on both sides,
/// the same outline, and no English section changed since the translation was stamped.
final class TranslationRulesTests: XCTestCase {
  func testChangedEnglishParagraph_FailsVerify_UntilTheTranslationIsStampedAgain() throws {
    let (course, step) = try courseWithKoreanHints()
    XCTAssertEqual(try CourseTranslations(course: course).stamp([]).refused, [])
    XCTAssertEqual(translationProblems(step, in: course), [])

    // The English hints change; the Korean ones do not.
    try edit("Exercises/01-Counter/HINTS.md", in: course.root) {
      $0.replacingOccurrences(of: "Add one with `+=`.", with: "Add one with `+= 1`.")
    }
    XCTAssertEqual(
      translationProblems(step, in: course),
      [
        "Exercises/01-Counter/HINTS.ko.md: the English section `## TODO(1)` changed since it was "
          + "translated; update the translation, then "
          + "`workshop translations --stamp Exercises/01-Counter/HINTS.ko.md`"
      ])

    // Updated and stamped again, it passes.
    let stamped = try CourseTranslations(course: course).stamp(["Exercises/01-Counter/HINTS.ko.md"])
    XCTAssertEqual(stamped.stamped, ["Exercises/01-Counter/HINTS.ko.md"])
    XCTAssertEqual(translationProblems(step, in: course), [])
  }

  func testTranslationThatDiffersBetweenTheSides_FailsVerify() throws {
    let (course, step) = try courseWithKoreanHints()
    _ = try CourseTranslations(course: course).stamp([])
    try edit("Solutions/01-Counter/HINTS.ko.md", in: course.root) { $0 + "\n" }
    XCTAssertEqual(
      translationProblems(step, in: course),
      ["Exercises/01-Counter/HINTS.ko.md differs from Solutions/01-Counter/HINTS.ko.md"])
  }

  func testStepCatalogueEntry_FromOtherEnglish_FailsVerify() throws {
    let (course, step) = try courseWithKoreanHints()
    try Fixtures.write(
      #"{"steps": {"counter": {"title": "카운터 reducer"}}}"#, to: "Docs/i18n/steps.ko.json",
      in: course.root)
    _ = try CourseTranslations(course: course).stamp([])
    XCTAssertEqual(translationProblems(step, in: course), [])

    try edit("Exercises/steps.json", in: course.root) {
      $0.replacingOccurrences(of: "A counter reducer", with: "A counting reducer")
    }
    let changed = try Course.load(root: course.root)
    XCTAssertEqual(
      translationProblems(changed.steps[0], in: changed),
      [
        "Docs/i18n/steps.ko.json: `counter title` was translated from other English (or never "
          + "stamped); update it, then `workshop translations --stamp Docs/i18n/steps.ko.json`"
      ])
  }

  func testPlantedExpectation_InAChineseLesson_FailsVerify_AndTheGlossarysWordPasses() throws {
    let root = try Fixtures.course(for: self)
    let package = Fixtures.testsFolder.deletingLastPathComponent()
    let glossary = Glossary.path(for: .simplifiedChinese)
    try Fixtures.write(
      try String(contentsOf: package.appendingPathComponent(glossary), encoding: .utf8),
      to: glossary, in: root)
    func hints(_ sentence: String) -> String {
      """
      # 01 · 提示

      `swift run workshop hint 01` 每次给出一条提示。

      ## TODO(1)

      - 状态是 `inout` 的。
      - \(sentence)

      ## TODO(2)

      - 赋值为 0 就可以了。

      """
    }
    func problems(with sentence: String) throws -> [String] {
      for side in ["Exercises", "Solutions"] {
        try Fixtures.write(hints(sentence), to: "\(side)/01-Counter/HINTS.zh-Hans.md", in: root)
      }
      let course = try Course.load(root: root)
      _ = try CourseTranslations(course: course).stamp([])
      return lessonProblems(course.steps[0], in: course).filter { $0.contains(".zh-Hans.") }
    }

    XCTAssertEqual(
      try problems(with: "用 `+=` 加一，再等待 expectation。"),
      [
        "Exercises/01-Counter/HINTS.zh-Hans.md:8: `expectation` is English where the glossary "
          + "writes 期望（expectation）"
      ])
    XCTAssertEqual(try problems(with: "用 `+=` 加一，再等待期望（expectation）。"), [])
    XCTAssertEqual(try problems(with: "用 `+=` 加一，再等待期望。"), [])
    // Code and quoted program output keep their English.
    XCTAssertEqual(try problems(with: "`expectation(description:)` 会打印 \"expectation\"。"), [])
  }

  func testATranslationThatSendsTheLearnerToTheEnglishHints_FailsVerify() throws {
    let (course, step) = try courseWithKoreanHints()
    // The English lesson says its hints are in `HINTS.md`; the Korean one must name its own.
    let english = try String(
      contentsOf: course.url("Exercises/01-Counter/README.md"), encoding: .utf8)
    for side in ["Exercises", "Solutions"] {
      try Fixtures.write(english, to: "\(side)/01-Counter/README.ko.md", in: course.root)
    }
    _ = try CourseTranslations(course: course).stamp([])
    XCTAssertEqual(
      translationProblems(step, in: course),
      [
        "Exercises/01-Counter/README.ko.md: names HINTS.md where the step has HINTS.ko.md; "
          + "name that"
      ])
    for side in ["Exercises", "Solutions"] {
      try edit("\(side)/01-Counter/README.ko.md", in: course.root) {
        $0.replacingOccurrences(of: "`HINTS.md`", with: "`HINTS.ko.md`")
      }
    }
    XCTAssertEqual(translationProblems(step, in: course), [])
  }

  func testQuestionsTranslation_WithAnotherRightChoice_FailsVerify_AndIsNotStamped() throws {
    let course = try courseWithKoreanQuestions()
    XCTAssertEqual(try CourseTranslations(course: course).stamp([]).refused, [])
    XCTAssertEqual(translationProblems(course.steps[0], in: course), [])

    // The Korean marks the first choice right where the English marks the second.
    for side in ["Exercises", "Solutions"] {
      try edit("\(side)/01-Counter/QUESTIONS.ko.md", in: course.root) {
        $0.replacingOccurrences(of: "- [ ] 새 state", with: "- [x] 새 state")
          .replacingOccurrences(of: "- [x] 실행할 effect", with: "- [ ] 실행할 effect")
      }
    }
    let problem =
      "Exercises/01-Counter/QUESTIONS.ko.md: section `## What does a reducer return?` marks "
      + "item 1 `[x]` where the English marks item 2"
    XCTAssertEqual(translationProblems(course.steps[0], in: course), [problem])
    let stamping = try CourseTranslations(course: course).stamp([
      "Exercises/01-Counter/QUESTIONS.ko.md"
    ])
    XCTAssertEqual(stamping.stamped, [])
    XCTAssertEqual(stamping.refused, [problem])
  }

  func testQuestionsTranslation_WithAQuestionLess_FailsVerify() throws {
    let course = try courseWithKoreanQuestions()
    _ = try CourseTranslations(course: course).stamp([])
    for side in ["Exercises", "Solutions"] {
      try edit("\(side)/01-Counter/QUESTIONS.ko.md", in: course.root) {
        String($0[..<$0.range(of: "## 어떤 값이")!.lowerBound])
      }
    }
    XCTAssertTrue(
      translationProblems(course.steps[0], in: course).contains(
        "Exercises/01-Counter/QUESTIONS.ko.md: 2 headings where the English has 3"),
      "\(translationProblems(course.steps[0], in: course))")
  }

  func testChangedEnglishQuestion_FailsVerify_UntilItsTranslationIsStampedAgain() throws {
    let course = try courseWithKoreanQuestions()
    _ = try CourseTranslations(course: course).stamp([])
    try edit("Exercises/01-Counter/QUESTIONS.md", in: course.root) {
      $0.replacingOccurrences(of: "> Yes: work for", with: "> Right: work for")
    }
    XCTAssertEqual(
      translationProblems(course.steps[0], in: course),
      [
        "Exercises/01-Counter/QUESTIONS.ko.md: the English section `## What does a reducer "
          + "return?` changed since it was translated; update the translation, then "
          + "`workshop translations --stamp Exercises/01-Counter/QUESTIONS.ko.md`"
      ])
    _ = try CourseTranslations(course: course).stamp(["Exercises/01-Counter/QUESTIONS.ko.md"])
    XCTAssertEqual(translationProblems(course.steps[0], in: course), [])
  }

  // MARK: - Helpers

  private func translationProblems(_ step: Step, in course: Course) -> [String] {
    lessonProblems(step, in: course).filter { $0.contains(".ko.") }
  }

  /// The fixture course with step 01's hints in Korean on both sides.
  private func courseWithKoreanHints() throws -> (Course, Step) {
    let root = try Fixtures.course(for: self)
    let hints = """
      # 01 · 힌트

      `swift run workshop hint 01`은 힌트를 하나씩 보여 줍니다.

      ## TODO(1)

      - state는 `inout`입니다.
      - `+=`로 하나를 더합니다.

      ## TODO(2)

      - 0을 대입해도 괜찮습니다.

      """
    for side in ["Exercises", "Solutions"] {
      try Fixtures.write(hints, to: "\(side)/01-Counter/HINTS.ko.md", in: root)
    }
    let course = try Course.load(root: root)
    return (course, course.steps[0])
  }

  /// The fixture course with step 01's questions in English and Korean on both sides.
  private func courseWithKoreanQuestions() throws -> Course {
    let root = try Fixtures.course(for: self)
    let english = """
      # Questions · 01

      ## What does a reducer return?

      - [ ] The new state.
        > No: it changes the state in place.
      - [x] The effects still to run.
        > Yes: work for the outside world.
      - [ ] Nothing.
        > No: it returns its effects.

      ## Which value can a test compare?

      - [x] The whole state.
        > Yes: with `XCTAssertEqual`.
      - [ ] Only a `Bool`.
        > No: any `Equatable` value.
      - [ ] None.
        > No: states are values.

      """
    let korean = """
      # 질문 · 01

      ## reducer는 무엇을 반환하나요?

      - [ ] 새 state.
        > 아닙니다. state를 제자리에서 바꿉니다.
      - [x] 실행할 effect.
        > 맞습니다. 바깥 세상에 할 일입니다.
      - [ ] 아무것도.
        > 아닙니다. effect를 반환합니다.

      ## 어떤 값이든 테스트가 비교할 수 있나요?

      - [x] state 전체.
        > 맞습니다. `XCTAssertEqual`로 비교합니다.
      - [ ] `Bool`만.
        > 아닙니다. `Equatable` 값이면 됩니다.
      - [ ] 없습니다.
        > 아닙니다. state는 값입니다.

      """
    for side in ["Exercises", "Solutions"] {
      try Fixtures.write(english, to: "\(side)/01-Counter/QUESTIONS.md", in: root)
      try Fixtures.write(korean, to: "\(side)/01-Counter/QUESTIONS.ko.md", in: root)
    }
    return try Course.load(root: root)
  }

  private func edit(_ path: String, in root: URL, _ change: (String) -> String) throws {
    let url = root.appendingPathComponent(path)
    try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
  }
}
