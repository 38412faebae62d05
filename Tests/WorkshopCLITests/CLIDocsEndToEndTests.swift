import Foundation
import WorkshopDocs
import WorkshopTestRuns
import XCTest

/// `workshop docs` on copies of the fixture course: the tutorial is generated from the lessons,
/// the code and the questions, of the last commit in a clone, and a step it cannot be made from
/// is named. (Building the site with `docc` is checked in WorkshopDocsTests.)
final class CLIDocsEndToEndTests: XCTestCase {
  let questions = """
    ## What does the step change?

    - [x] The state.
      > Right.
    - [ ] The effects.
      > No.
    - [ ] Nothing.
      > No.

    ## Which action does it handle?

    - [ ] None.
      > No.
    - [ ] All of them.
      > No.
    - [x] The one the TODO names.
      > Right.

    """
  let catalog = "Sources/WorkshopTutorial/WorkshopTutorial.docc"

  /// The fixture course, with what the tutorial needs besides its steps: learners' recorded
  /// times, the chapters, a recorded check run a step, the guides its pages are made from and,
  /// unless `questions` is false, each step's questions.
  func course(questions: Bool = true) throws -> URL {
    let root = try Fixtures.course(for: self)
    for number in ["01", "02"] {
      try Fixtures.write(
        "Checking step \(number)\n✓ All checks of step \(number) pass.\n",
        to: "Sources/WorkshopTutorial/CheckRuns/\(number).txt", in: root)
    }
    try Fixtures.write(
      "# Course\n\n## How to work a step\n\nRead, then check.\n", to: "README.md", in: root)
    try Fixtures.write("# Teaching\n\nFor teachers.\n", to: "Docs/TEACHING.md", in: root)
    try Fixtures.write(
      // NB: step 02 has no recorded time: its estimate counts its planted bugs.
      #"{"about": "", "clones": [], "machine": [], "learners": {"01": [20]}}"#,
      to: "Docs/timings.json", in: root)
    try Fixtures.write(
      #"[{"name": "All", "from": "counter", "image": "all.svg", "abstract": "Everything."}]"#,
      to: "Sources/WorkshopTutorial/Chapters.json", in: root)
    for step in ["01-Counter", "02-Tally"] where questions {
      for side in ["Exercises", "Solutions"] {
        try Fixtures.write(self.questions, to: "\(side)/\(step)/QUESTIONS.md", in: root)
      }
    }
    return root
  }

  func testGenerate_StepWithoutQuestions_IsNamedWithWhatItNeeds() throws {
    let result = try WorkshopCLI.run(["docs", "--generate"], in: course(questions: false))
    XCTAssertEqual(result.status, 3, result.output)
    XCTAssertEqual(
      result.output,
      "error: Exercises/01-Counter/QUESTIONS.md is missing: the tutorial asks the questions "
        + "written there (see README's \"Read it as a DocC tutorial\").\n")
  }

  func testGenerate_WritesTheTutorialOnce_ThenSaysItIsUpToDate() throws {
    let root = try course()
    let first = try WorkshopCLI.run(["docs", "--generate"], in: root)
    XCTAssertEqual(first.status, 0, first.output)
    XCTAssertTrue(first.output.hasPrefix("Updated "), first.output)
    XCTAssertTrue(first.output.hasSuffix(" from the steps.\n"), first.output)
    let tutorial = try String(
      contentsOf: root.appendingPathComponent("\(catalog)/01-Counter/01-Counter.tutorial"),
      encoding: .utf8)
    XCTAssertTrue(tutorial.hasPrefix("@Tutorial(time: 20) {"), tutorial)
    XCTAssertTrue(tutorial.contains("@Intro(title: \"01 · A counter reducer\")"), tutorial)
    XCTAssertTrue(tutorial.contains("What does the step change?"), tutorial)

    let second = try WorkshopCLI.run(["docs", "--generate"], in: root)
    XCTAssertEqual(second.output, "The tutorial is up to date with the steps.\n")
  }

  func testGenerate_InAClone_IsMadeFromTheLastCommit_NeverFromTheLearnersWork() throws {
    let root = try course()
    XCTAssertEqual(try WorkshopCLI.run(["docs", "--generate"], in: root).status, 0)
    try Fixtures.commitAll(in: root)
    // The learner solves step 01 and runs the docs again.
    let solved = try String(
      contentsOf: root.appendingPathComponent("Solutions/01-Counter/Counter.swift"),
      encoding: .utf8)
    try Fixtures.write(solved, to: "Exercises/01-Counter/Counter.swift", in: root)

    let result = try WorkshopCLI.run(["docs", "--generate"], in: root)
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertTrue(
      result.output.hasPrefix("The tutorial is up to date with the steps of commit "),
      result.output)
    let status = try XCTUnwrap(findExecutable("git")).path
    let changed = try runProcess(
      URL(fileURLWithPath: status), arguments: ["status", "--porcelain", "--untracked-files=no"],
      directory: root,
      timeout: 60)
    XCTAssertEqual(changed.output, " M Exercises/01-Counter/Counter.swift\n")
  }

  func testPortThatIsNotANumber_IsAUsageError() throws {
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run(["docs", "--serve", "--port", "eighty"], in: root)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.output.hasPrefix("error: --port takes a number from 0 to 65535, not 'eighty'."),
      result.output)
  }

  func testServeOnATakenPort_SaysSoBeforeBuildingAnything() throws {
    let root = try Fixtures.course(for: self)
    let taken = try StaticSiteServer(folder: root, port: 0)
    defer { taken.stop() }
    let result = try WorkshopCLI.run(["docs", "--serve", "--port", "\(taken.port)"], in: root)
    XCTAssertEqual(result.status, 4)
    XCTAssertEqual(
      result.output,
      "error: Port \(taken.port) on 127.0.0.1 is taken: another program listens on it. Pick "
        + "another with --port, e.g. --port \(taken.port + 1).\n")
  }
}
