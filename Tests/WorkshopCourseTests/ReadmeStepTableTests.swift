import XCTest

@testable import WorkshopCourse

/// The README's table of steps is the manifest's, rendered: `workshop list --markdown` prints it.
final class ReadmeStepTableTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testReadmeTable_MatchesTheManifest() throws {
    let course = try Course.load(root: root)
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)

    XCTAssertTrue(
      readme.contains(markdownStepTable(course.steps)),
      "README.md's table of steps is out of date: paste the output of "
        + "`swift run workshop list --markdown` between the steps:begin and steps:end markers")
  }

  func testTable_HasOneRowPerStepWithItsFilterCommands() {
    let step = Step(id: "file-client", folder: "03-FileClient", title: "A FileClient", module: "F")

    XCTAssertEqual(
      markdownStepTable([step]).split(separator: "\n").last,
      "| [03](Exercises/03-FileClient/README.md) | A FileClient "
        + "| `swift test --filter Exercise03` | `swift test --filter Solution03` |")
  }
}
