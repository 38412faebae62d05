import WorkshopCore
import XCTest

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

  func testProgressLines_AreRead() {
    XCTAssertEqual(
      BuildProgress(line: "[12/84] Compiling Exercise01 Counter.swift"),
      BuildProgress(line: "[12/84] Compiling Exercise01 Counter.swift"))
    XCTAssertEqual(BuildProgress(line: "[12/84] Compiling Exercise01 Counter.swift")?.total, 84)
    XCTAssertEqual(BuildProgress(line: "[3/5] Emitting module X")?.activity, "Emitting module X")
    XCTAssertNil(BuildProgress(line: "Building for debugging..."))
  }
}
