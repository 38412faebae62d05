import Foundation
import XCTest

/// The course's own steps, checked as shipped by a learner who reads only Chinese, Korean or
/// French: no English sentence in the report but a test library's failure (with its gloss under
/// it) and the one line that says why those stay English; and the help of `check` too.
final class CLICourseLanguageEndToEndTests: XCTestCase {
  let steps = ["05", "10", "14"]

  func testFailingChecks_InChinese_HoldNoEnglishSentence() throws {
    try assertNoEnglish(locale: "zh_CN.UTF-8")
  }

  func testFailingChecks_InKorean_HoldNoEnglishSentence() throws {
    try assertNoEnglish(locale: "ko_KR.UTF-8")
  }

  func testFailingChecks_InFrench_HoldNoEnglishSentence() throws {
    try assertNoEnglish(locale: "fr_FR.UTF-8")
  }

  private func assertNoEnglish(locale: String) throws {
    let course = try CourseCopy.make()
    let environment = [
      "WORKSHOP_LANG": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": locale,
      "WORKSHOP_MAINTAINER_EXECUTABLE": WorkshopCLI.maintainerExecutable.path,
    ]
    for step in steps {
      let run = try WorkshopCLI.runWatchingMemory(
        ["check", step], in: course.root, timeout: 1800, environment: environment)
      XCTAssertEqual(run.status, 1, "check \(step) as shipped fails:\n\(run.output)")
      XCTAssertEqual(
        EnglishSentences.lines(in: EnglishSentences.withoutLibraryFailures(run.output)), [],
        "\(locale), check \(step):\n\(run.output)")
    }
    let help = try WorkshopCLI.run(["help", "check"], in: course.root, environment: environment)
    XCTAssertEqual(EnglishSentences.lines(in: help.output), [], "\(locale):\n\(help.output)")
  }
}
