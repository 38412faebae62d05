import Foundation
import WorkshopLocalization
import XCTest

/// Every command a learner runs, on the fixture course in an 80-column terminal, in English and
/// in Chinese (two columns a character): no line wider than the terminal but the lines of a diff,
/// which `git apply` reads whole.
final class CLIScreenWidthEndToEndTests: XCTestCase {
  func testEveryLearnersCommand_At80Columns_FitsTheTerminal() throws {
    let root = try Fixtures.course(for: self)
    let catalogue = Fixtures.testsFolder.deletingLastPathComponent()
      .appendingPathComponent("Docs/i18n/cli.zh-Hans.json")
    try Fixtures.write(
      try String(contentsOf: catalogue, encoding: .utf8), to: "Docs/i18n/cli.zh-Hans.json",
      in: root)
    try Fixtures.commitAll(in: root)
    let commands = [
      ["list"], ["show", "02"], ["hint", "02"], ["hint", "02", "--bug", "1"],
      ["solution", "02", "--yes"], ["track"], ["doctor", "--skip-build"], ["help"],
      ["help", "check"], ["status"], ["reset", "02"], ["check", "02"], ["report"],
    ]
    for language in ["en", "zh-Hans"] {
      for command in commands {
        // A change of the learner's, so that reset has something to back up.
        try Fixtures.write("// mine\n", to: "Exercises/02-Tally/Tally.swift", in: root)
        // Progress with the widest values a screen shows: both steps once done, changed since.
        try Fixtures.write(Self.progress, to: ".workshop/progress.json", in: root)
        let run = try WorkshopCLI.run(command, in: root, environment: ["WORKSHOP_LANG": language])
        // NB: `solution --yes` opens with the diff, ended by a blank line.
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let prose = command.contains("--yes") ? Array(lines.drop { !$0.isEmpty }) : lines
        let wide = prose.map(String.init).filter { displayWidth($0) > 80 }
        XCTAssertEqual(wide, [], "\(language): workshop \(command.joined(separator: " "))")
        // NB: nothing is built here yet, so `check` is a first check and says what it waits for.
        if command == ["check", "02"], language == "en" {
          XCTAssertTrue(run.prose.contains("the longest wait of the course"), run.output)
        }
      }
    }
  }

  /// Step 01 failed after it was done, step 02 passed, and both changed since their last check.
  static let progress = """
    {"format": 1, "steps": {
      "counter": {"lastResult": "failed", "passedHash": "then", "checkedHash": "then",
        "checkedAt": "2026-11-26T09:30:00Z", "firstDoneAt": "2026-11-25T13:20:00Z",
        "tally": {"passed": 11, "total": 12, "bugsCaught": 3, "bugsExpected": 4}},
      "tally": {"lastResult": "passed", "passedHash": "then", "checkedHash": "then",
        "checkedAt": "2026-11-26T09:30:00Z", "firstDoneAt": "2026-11-26T09:30:00Z",
        "tally": {"passed": 12, "total": 12, "bugsCaught": 4, "bugsExpected": 4}}
    }}
    """
}
