import WorkshopCourse
import WorkshopTestRuns
import XCTest

@testable import WorkshopJudge

final class BuildOutputTests: XCTestCase {
  func testErrorsInTheAppCode_KeepMessageAndQuotedLine() throws {
    XCTAssertEqual(
      compilerErrors(in: try Fixtures.output("build-error-app.txt")),
      [
        Diagnostic(
          file: "/course/Exercises/01-Counter/Counter.swift", line: 8, column: 14,
          message: "cannot convert value of type 'String' to expected argument type 'Int'",
          sourceLine: #"state += "one""#),
        Diagnostic(
          file: "/course/Exercises/01-Counter/Counter.swift", line: 9, column: 23,
          message: "cannot find 'missingValue' in scope",
          sourceLine: "let unused: Int = missingValue"),
      ])
  }

  func testErrorsInTheChecks_DropFollowOnErrorsOfTheSameLine() throws {
    let errors = compilerErrors(in: try Fixtures.output("build-error-checks.txt"))
    XCTAssertEqual(
      errors.map(\.message), Array(repeating: "cannot find 'counterReducer' in scope", count: 3))
    XCTAssertEqual(errors.map(\.line), [7, 14, 20])
  }

  func testErrorsWithoutAPlace_AreKeptWhenNothingElseExplainsTheFailure() {
    let output = """
      error: 'workshop': invalid custom path 'Exercises/09-X' for target 'Exercise09'
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      """
    XCTAssertEqual(
      compilerErrors(in: output).map(\.message),
      ["'workshop': invalid custom path 'Exercises/09-X' for target 'Exercise09'"])
  }

  func testWarnings_AreReadOnceEach_AndErrorsIgnoreThem() {
    let output = """
      /c/Exercises/04-X/Absurd.swift:9:5: warning: will never be executed
        9 |     return []
          |     `- warning: will never be executed
      /c/Exercises/04-X/Absurd.swift:9:5: warning: will never be executed
      """
    XCTAssertEqual(
      compilerWarnings(in: output).map { "\($0.file ?? ""):\($0.line ?? 0) \($0.message)" },
      ["/c/Exercises/04-X/Absurd.swift:9 will never be executed"])
    XCTAssertEqual(compilerErrors(in: output), [])
  }

  func testAWarningWithANoteAboveIt_QuotesItsOwnLine_AndKeepsTheNote() {
    // As Swift 6 prints it: the note's line comes first in the snippet.
    let output = """
      /c/Exercises/04-X/Absurd.swift:6:3: warning: will never be executed
      4 | }
      5 | func g(_ n: Never) -> Int {
        |                           `- note: 'n' is of type 'Never' which cannot be constructed
      6 |   switch n {}
        |   `- warning: will never be executed
      7 |   return 1

      """
    let warning = compilerWarnings(in: output).first
    XCTAssertEqual(warning?.sourceLine, "switch n {}")
    XCTAssertEqual(
      warning?.notes.map { "\($0.line ?? 0): \($0.message) · \($0.sourceLine ?? "")" },
      ["5: 'n' is of type 'Never' which cannot be constructed · func g(_ n: Never) -> Int {"])
  }

  func testAnErrorReportedThroughASymlinkToo_IsOneError() throws {
    // A learner's test file is also compiled for the planted-bug runs, through a linked folder.
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("let x: Int = \"one\"\n", to: "Exercises/02-X/Tests/XTests.swift", in: root)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("PlantedBugs"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("PlantedBugs/Tests").path,
      withDestinationPath: root.appendingPathComponent("Exercises/02-X/Tests").path)
    let message = "cannot convert value of type 'String' to specified type 'Int'"
    let output = """
      \(root.path)/Exercises/02-X/Tests/XTests.swift:1:14: error: \(message)
      \(root.path)/PlantedBugs/Tests/XTests.swift:1:14: error: \(message)
      """
    let errors = compilerErrors(in: output)
    XCTAssertEqual(errors.count, 1, "\(errors)")
    XCTAssertEqual(
      errors.first?.file.map { URL(fileURLWithPath: $0).lastPathComponent }, "XTests.swift")
    XCTAssertFalse(errors.first?.file?.contains("PlantedBugs") ?? true)
  }

  func testProgressLines_AreRead() {
    XCTAssertEqual(
      BuildProgress(line: "[12/84] Compiling Exercise01 Counter.swift"),
      BuildProgress(line: "[12/84] Compiling Exercise01 Counter.swift"))
    XCTAssertEqual(BuildProgress(line: "[12/84] Compiling Exercise01 Counter.swift")?.total, 84)
    XCTAssertEqual(BuildProgress(line: "[3/5] Emitting module X")?.activity, "Emitting module X")
    XCTAssertNil(BuildProgress(line: "Building for debugging..."))
  }

  func testSwiftPMsWaitForAnotherBuild_IsRecognised() {
    // NB: the wording of SwiftPM 6's message, as its binary holds it.
    XCTAssertTrue(
      BuildProgress.isWaitingForAnotherSwiftPM(
        "Another instance of SwiftPM is already running using '/course/.build-workshop', "
          + "waiting until that process has finished execution..."))
    XCTAssertFalse(BuildProgress.isWaitingForAnotherSwiftPM("[3/5] Emitting module X"))
  }
}
