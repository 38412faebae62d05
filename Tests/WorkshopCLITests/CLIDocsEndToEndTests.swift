import Foundation
import WorkshopDocs
import XCTest

/// `workshop docs` on copies of the fixture course: the tutorial is generated from the lessons
/// and the code, and a lesson it cannot be made from is named. (Building the site with `docc`
/// is checked in WorkshopDocsTests.)
final class CLIDocsEndToEndTests: XCTestCase {
  let mistakes = """

    ## Common mistakes

    - **Adding two.** The count then jumps.
    - Resetting to one. The count never starts from nothing.

    """

  func testGenerate_LessonWithoutCommonMistakes_IsNamedWithWhatItNeeds() throws {
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run(["docs", "--generate"], in: root)
    XCTAssertEqual(result.status, 3, result.output)
    XCTAssertEqual(
      result.output,
      "error: Exercises/01-Counter/README.md: its `## Common mistakes` needs at least two "
        + "bullets that name a slip and then what goes wrong (`Forgetting X. Then Y.`).\n")
  }

  func testGenerate_WritesTheTutorialOnce_ThenSaysItIsUpToDate() throws {
    let root = try Fixtures.course(for: self)
    for step in ["01-Counter", "02-Tally"] {
      for side in ["Exercises", "Solutions"] {
        let lesson = root.appendingPathComponent("\(side)/\(step)/README.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        try Fixtures.write(text + mistakes, to: "\(side)/\(step)/README.md", in: root)
      }
    }

    let first = try WorkshopCLI.run(["docs", "--generate"], in: root)
    XCTAssertEqual(first.status, 0, first.output)
    XCTAssertTrue(first.output.hasPrefix("Updated "), first.output)
    let tutorial = root.appendingPathComponent(
      "Sources/EffectKit/EffectKit.docc/Tutorials/01-Counter/01-Counter.tutorial")
    let text = try String(contentsOf: tutorial, encoding: .utf8)
    XCTAssertTrue(text.contains("@Intro(title: \"01 · A counter reducer\")"), text)
    XCTAssertTrue(text.contains("The slip: Adding two. What goes wrong?"), text)

    let second = try WorkshopCLI.run(["docs", "--generate"], in: root)
    XCTAssertEqual(second.output, "The tutorial is up to date.\n")
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
