import WorkshopCourse
import WorkshopJudge
import XCTest

@testable import WorkshopDocs

/// A one-step course in a temporary folder, with everything a tutorial is made from: a lesson,
/// an exercise and its solution, questions, learners' recorded times, chapters.
enum TutorialFixture {
  static let lesson = """
    # 01 · An adder

    ## The problem

    Adding by hand is slow.

    ## The idea

    A function does it for you.

    ```swift
    let sum = add(2, 3)
    ```

    - first, a bullet
    - second, another

    ## What to do

    Open `Exercises/01-Adder/`.

    1. **Add.** In `Adder.swift`, make `add` return the sum:

       ```swift
       add(2, 3)  // 5
       ```

    2. Make `twice` add a number to itself with `add`, so that a long sentence needs a short title.

    ## Check your work

    ```
    swift run workshop check 01
    ```

    ## Common mistakes

    - **Subtracting.** The sum is then wrong.
    - Returning the first number. The second is lost.

    ## Hints

    Ask for one with `swift run workshop hint 01`.

    """
  static let exercise = """
    func add(_ a: Int, _ b: Int) -> Int {
      // TODO(1): Write the sum of `a` and `b`, the whole long sentence that a scanner for the
      // terminal would cut, because it goes on and on about what the sum is, where it goes, and
      // why it matters so much to the rest of the file.
      0
    }

    func twice(_ a: Int) -> Int {
      // TODO(2): add `a` to itself.
      0
    }

    """
  static let solution = """
    func add(_ a: Int, _ b: Int) -> Int {
      a + b
    }

    func twice(_ a: Int) -> Int {
      add(a, a)
    }

    func helper() -> Int {
      42
    }

    """
  static let questions = """
    # Questions

    ## What does `add(2, 3)` return?

    - [ ] 6
      > No: that is the product.
    - [x] 5
      > Right: two and three make five.
    - [ ] 1
      > No: that is the difference.

    ## What does `twice(4)` return?

    - [x] 8
      > Right: four and four.
    - [ ] 16
      > No: that is four times four.
    - [ ] 4
      > No: nothing was added.

    """

  /// What `check 01` printed for the solved step.
  static let checkRun = """
    Checking step 01 · An adder
    ✓ All 2 checks of step 01 pass.

    """

  /// The course, in a folder removed when `test` ends.
  static func course(for test: XCTestCase) throws -> Course {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-docs-tests-\(UUID().uuidString)")
    test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    let files = [
      "Exercises/steps.json":
        #"[{"id": "adder", "folder": "01-Adder", "title": "An adder", "module": "Adder"}]"#,
      "Exercises/01-Adder/README.md": lesson, "Solutions/01-Adder/README.md": lesson,
      "Exercises/01-Adder/QUESTIONS.md": questions, "Solutions/01-Adder/QUESTIONS.md": questions,
      "Exercises/01-Adder/Adder.swift": exercise, "Solutions/01-Adder/Adder.swift": solution,
      "Docs/timings.json":
        #"{"about": "", "clones": [], "machine": [], "learners": {"01": [20, 30, 25]}}"#,
      TutorialCatalog.chaptersFile:
        #"[{"name": "Foundations", "from": "adder", "image": "chapter.svg", "abstract": "Sums."}]"#,
      "\(CheckRuns.folder)/01.txt": checkRun,
      "README.md": "# Adders\n\n## How to work a step\n\n1. Read the lesson.\n2. Check it.\n",
      "Docs/TEACHING.md":
        "# Teaching\n\nFor teachers.\n\n## Plans\n\nSee [timings](timings.json).\n",
    ]
    for (path, text) in files { try write(text, to: path, in: root) }
    return try Course.load(root: root)
  }

  static func write(_ text: String, to path: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
