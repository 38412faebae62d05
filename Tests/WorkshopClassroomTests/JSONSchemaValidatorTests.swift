import Foundation
import XCTest

/// The validator the schema tests rely on finds each kind of problem it claims to.
final class JSONSchemaValidatorTests: XCTestCase {
  private func problems(_ json: String) throws -> [String] {
    try GradingFixtures.schema.problems(in: Data(json.utf8))
  }

  private let valid = """
    {"version": 1, "step": {"number": "01", "id": "a", "folder": "01-A", "title": "A"},
     "status": "pass", "tests": [], "planted_bugs": [], "compile_errors": [], "build_seconds": 1}
    """

  func testAValidDocument_HasNoProblems() throws {
    XCTAssertEqual(try problems(valid), [])
  }

  func testEachBrokenRule_IsReported() throws {
    let cases: [(String, String, String)] = [
      ("\"status\": \"pass\"", "\"status\": \"great\"", "$.status: \"great\" is not one of"),
      ("\"version\": 1", "\"version\": 2", "$.version: 2 is not 1"),
      ("\"version\": 1,", "", "$: 'version' is missing"),
      ("\"number\": \"01\"", "\"number\": \"1\"", "$.step.number: '1' does not match"),
      ("\"build_seconds\": 1", "\"build_seconds\": -1", "$.build_seconds: -1.0 is below 0.0"),
      ("\"build_seconds\": 1", "\"build_seconds\": true", "$.build_seconds: expected number"),
      ("\"tests\": []", "\"tests\": {}", "$.tests: expected array"),
      ("\"title\": \"A\"", "\"title\": \"A\", \"extra\": 1", "$.step: 'extra' is not allowed"),
      (
        "\"tests\": []", "\"tests\": [{\"name\": \"t\"}]",
        "$.tests[0]: 'kind' is missing"
      ),
    ]
    for (old, new, expected) in cases {
      let found = try problems(valid.replacingOccurrences(of: old, with: new))
      XCTAssertTrue(
        found.contains { $0.hasPrefix(expected) }, "\(new): expected '\(expected)' in \(found)")
    }
  }

  func testAKeywordTheValidatorDoesNotKnow_IsRefusedNotSkipped() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).json")
    try Data(#"{"type": "object", "maxProperties": 1}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let found = try JSONSchemaValidator(contentsOf: url).problems(in: Data("{}".utf8))
    XCTAssertEqual(
      found, ["$: the schema uses 'maxProperties', which this validator does not know"])
  }
}
