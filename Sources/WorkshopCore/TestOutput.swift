import Foundation

/// One failed assertion, as XCTest or Swift Testing printed it.
public struct TestFailure: Equatable, Sendable {
  /// The source file, as printed (often an absolute path).
  public let file: String
  /// The line of the failing assertion.
  public let line: Int
  /// The test, e.g. `FileClientChecks.testSave_EmitsNothing`, or `nil` if none was printed.
  public let test: String?
  /// What the assertion said.
  public let message: String
}

/// What a test run printed, read back into facts: which tests ran, passed and failed, and why.
public struct TestOutput: Equatable, Sendable {
  /// Tests that passed, in the order they finished.
  public private(set) var passed: [String] = []
  /// Tests that failed, in the order they finished.
  public private(set) var failed: [String] = []
  /// Every failed assertion.
  public private(set) var failures: [TestFailure] = []
  /// A runtime crash message (`Fatal error: …`), if the run crashed.
  public private(set) var crash: String?

  /// Reads the combined output of `swift test` or of a test binary.
  public init(parsing text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
      read(line)
    }
  }

  private mutating func read(_ line: String) {
    if let name = Self.testCaseName(in: line, verdict: "passed") {
      passed.append(name)
    } else if let name = Self.testCaseName(in: line, verdict: "failed") {
      failed.append(name)
    } else if let failure = Self.xctestFailure(in: line) ?? Self.swiftTestingFailure(in: line) {
      failures.append(failure)
    } else if crash == nil, let range = line.range(of: "Fatal error: ") {
      crash = String(line[range.lowerBound...])
    }
  }

  /// `Test Case 'Class.test' passed (0.001 seconds)` or, on macOS, `'-[Module.Class test]'`.
  private static func testCaseName(in line: String, verdict: String) -> String? {
    guard line.hasPrefix("Test Case '"), line.contains("' \(verdict) (") else { return nil }
    let name = line.dropFirst("Test Case '".count).prefix { $0 != "'" }
    return normalizedTestName(String(name))
  }

  /// `/path/File.swift:12: error: Class.test : message` (Linux) or `-[Module.Class test] : message`.
  private static func xctestFailure(in line: String) -> TestFailure? {
    guard let errorRange = line.range(of: ": error: ") else { return nil }
    let location = line[..<errorRange.lowerBound]
    guard let colon = location.lastIndex(of: ":"), let number = Int(location[location.index(after: colon)...])
    else { return nil }
    let rest = line[errorRange.upperBound...]
    guard let separator = rest.range(of: " : ") else { return nil }
    return TestFailure(
      file: String(location[..<colon]), line: number,
      test: normalizedTestName(String(rest[..<separator.lowerBound])),
      message: trimmed(String(rest[separator.upperBound...])))
  }

  /// `✘ Test name() recorded an issue at File.swift:12:5: Expectation failed: …`
  private static func swiftTestingFailure(in line: String) -> TestFailure? {
    guard line.contains("recorded an issue at "), let start = line.range(of: "Test ") else { return nil }
    let afterTest = line[start.upperBound...]
    guard let issue = afterTest.range(of: " recorded an issue at ") else { return nil }
    let location = afterTest[issue.upperBound...]
    let parts = location.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, let number = Int(parts[1]) else { return nil }
    return TestFailure(
      file: String(parts[0]), line: number, test: String(afterTest[..<issue.lowerBound]),
      message: trimmed(String(parts[3])))
  }

  /// `-[Module.Class test]` becomes `Class.test`; `Class.test` stays.
  private static func normalizedTestName(_ name: String) -> String {
    guard name.hasPrefix("-["), name.hasSuffix("]") else { return name }
    let inner = name.dropFirst(2).dropLast().split(separator: " ")
    guard inner.count == 2 else { return name }
    return "\(inner[0].split(separator: ".").last ?? inner[0]).\(inner[1])"
  }

  private static func trimmed(_ message: String) -> String {
    var text = message.trimmingCharacters(in: .whitespaces)
    if text.hasSuffix(" -") { text.removeLast(2) }
    // NB: XCTFail prints its message as `failed - message`.
    if text.hasPrefix("failed - ") { text.removeFirst("failed - ".count) }
    return text
  }
}
