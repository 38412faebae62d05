import WorkshopCourse
import XCTest

/// A translated lesson's numbered tasks stand in for the English `// TODO(n):` comments.
final class LessonTasksTests: XCTestCase {
  let english = """
    # 01 · Counter

    ## The idea

    1. Not a task.

    ## What to do

    1. **`increment`**: add one to the state,
       whatever it was.

       ```swift
       // 1. not an item
       ```

       A second paragraph.
    2. **TODO(2)** Reset the state.
    """

  func testTranslation_GivesEachTasksFirstParagraphWhole_UnderTheEnglishHeading() {
    let chinese = """
      # 01 · 计数器

      ## 思路

      1. 不是任务。

      ## 你要做的事

      1. **`increment`**：给状态加一，
         不管它原来是多少。

         ```swift
         // 1. not an item
         ```

         第二段。
      2. **TODO(2)** 把状态
         reset 为零。
      """
    let lesson = Lesson(markdown: chinese, english: english)
    XCTAssertEqual(
      lesson.translatedTasks,
      [1: "`increment`：给状态加一，不管它原来是多少。", 2: "把状态 reset 为零。"])
    XCTAssertEqual(lesson.taskText(2, english: "reset"), "把状态 reset 为零。")
    XCTAssertEqual(lesson.taskText(3, english: "the comment"), "the comment")
  }

  func testKorean_KeepsTheSpaceWhereATasksLineBreaks() {
    // Korean puts spaces between words, as English does, though its syllables are wide.
    let korean = """
      # 01 · 카운터

      ## 아이디어

      1. 작업이 아닙니다.

      ## 할 일

      1. **`increment`**: 상태에
         하나를 더합니다.
      """
    XCTAssertEqual(
      Lesson(markdown: korean, english: english).translatedTasks[1],
      "`increment`: 상태에 하나를 더합니다.")
  }

  func testEnglish_KeepsTheComments() {
    let lesson = Lesson(markdown: english)
    XCTAssertEqual(lesson.translatedTasks, [:])
    XCTAssertEqual(lesson.taskText(1, english: "add one"), "add one")
  }
}
