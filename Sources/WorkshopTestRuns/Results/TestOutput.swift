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
  public internal(set) var message: String
  /// Lines printed right after the assertion that belong to it: the rest of a multi-line
  /// XCTest message (a state diff, a snapshot, blank lines included, indentation kept relative
  /// to the least indented line), or a Swift Testing comment (`↳ TODO(2): …`) without its marker.
  public var details: [String] = []
  /// Whether it is a Swift Testing issue recorded after its test (`test`) had ended, or outside
  /// any test (`test` nil): an assertion in a task or on a queue the test never waited for.
  public var firedAfterItsTestEnded: Bool

  /// Creates a failure.
  public init(
    file: String, line: Int, test: String?, message: String, details: [String] = [],
    firedAfterItsTestEnded: Bool = false
  ) {
    self.file = file
    self.line = line
    self.test = test
    self.message = message
    self.details = details
    self.firedAfterItsTestEnded = firedAfterItsTestEnded
  }
}

/// A place in a source file.
public struct SourceLocation: Equatable, Sendable {
  /// The file, as printed: an absolute path, a `Module/File.swift` file id, or a bare name.
  public let file: String
  /// The line, counting from 1.
  public let line: Int
}

/// What a test run printed, read back into facts: which tests ran, passed and failed, and why.
public struct TestOutput: Equatable, Sendable {
  /// Tests that passed, in the order they finished.
  public internal(set) var passed: [String] = []
  /// Tests that failed, in the order they finished.
  public internal(set) var failed: [String] = []
  /// Tests that skipped themselves (`XCTSkip`), in the order they finished.
  public internal(set) var skipped: [String] = []
  /// Tests that started, in order.
  public internal(set) var started: [String] = []
  /// Every failed assertion.
  public internal(set) var failures: [TestFailure] = []
  /// Seconds each finished test ran, as its runner reported them.
  public internal(set) var durations: [String: Double] = [:]
  /// A runtime crash message (`Fatal error: …`, or `Program crashed: …` when the runtime gave
  /// no message), if the run crashed.
  public private(set) var crash: String?
  /// Where the runtime says the crash happened (`Exercise03/FileClient.swift:12`), if it said.
  public private(set) var crashSite: SourceLocation?
  /// Source locations of the crashed thread's backtrace, innermost first.
  public private(set) var backtrace: [SourceLocation] = []

  private var state = ReadingState.normal
  private enum ReadingState: Equatable {
    case normal, afterFailure, inCrashedThread, afterCrashedThread
  }

  /// Reads the combined output of `swift test` or of a test binary.
  public init(parsing text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      read(String(line))
    }
    for index in failures.indices {
      failures[index].details = Self.outdented(failures[index].details)
      // NB: `Issue.record("…")` prints "Issue recorded", then its comment: the comment says it.
      if failures[index].message == "Issue recorded", !failures[index].details.isEmpty {
        failures[index].message = failures[index].details.removeFirst()
      }
    }
    if crash != nil, let recursion = Self.recursion(in: frames) {
      crash = Self.endlessRecursion(of: recursion.function)
      backtrace = [recursion.location] + backtrace.filter { $0 != recursion.location }
    }
  }

  /// The crash message of a function that calls itself without end.
  static func endlessRecursion(of function: String) -> String {
    recursionPrefix + function + recursionSuffix
  }

  /// The function an `endlessRecursion(of:)` message names, or `nil` for another message.
  public static func recursingFunction(in message: String) -> String? {
    guard message.hasPrefix(recursionPrefix), message.hasSuffix(recursionSuffix) else {
      return nil
    }
    return String(message.dropFirst(recursionPrefix.count).dropLast(recursionSuffix.count))
  }

  private static let recursionPrefix = "Stack overflow: "
  private static let recursionSuffix = " calls itself without end (endless recursion)"

  /// The crashed thread's frames as printed: the function and where it was, innermost first.
  private var frames: [(function: String, location: SourceLocation)] = []

  /// The frame that repeats at least `minimumRepeats` times in a row: a function that called
  /// itself until the stack ran out. The runtime then reports only a bad pointer dereference.
  private static func recursion(in frames: [(function: String, location: SourceLocation)])
    -> (function: String, location: SourceLocation)?
  {
    let minimumRepeats = 16
    var run = 0
    for (index, frame) in frames.enumerated() {
      let repeats = index > 0 && frames[index - 1].location == frame.location
      run = repeats ? run + 1 : 1
      if run >= minimumRepeats { return frame }
    }
    return nil
  }

  /// The test that started last and never finished: the one running when the process crashed
  /// or was stopped.
  public var unfinished: String? {
    guard let last = started.last, !passed.contains(last), !failed.contains(last),
      !skipped.contains(last)
    else {
      return nil
    }
    return last
  }

  /// Failed assertions of `test`.
  public func failures(of test: String) -> [TestFailure] {
    failures.filter { $0.test == test || ($0.test.map { test.hasSuffix("." + $0) } ?? false) }
  }

  /// Outputs are equal when they read back into the same facts.
  public static func == (lhs: TestOutput, rhs: TestOutput) -> Bool {
    lhs.passed == rhs.passed && lhs.failed == rhs.failed && lhs.skipped == rhs.skipped
      && lhs.started == rhs.started
      && lhs.failures == rhs.failures && lhs.crash == rhs.crash && lhs.crashSite == rhs.crashSite
      && lhs.backtrace == rhs.backtrace
      && lhs.frames.map(\.function) == rhs.frames.map(\.function)
  }

  private mutating func read(_ line: String) {
    // NB: a blank line belongs to a multi-line failure message; anywhere else it means nothing.
    if line.allSatisfy(\.isWhitespace) {
      if state == .afterFailure { failures[failures.count - 1].details.append("") }
      return
    }
    if readContinuation(line) { return }
    state = .normal
    if let name = Self.testCaseName(in: line, verdict: "passed")
      ?? Self.swiftTestingName(in: line, verdict: "passed")
    {
      passed.append(name)
      durations[name] = Self.seconds(in: line)
    } else if let name = Self.testCaseName(in: line, verdict: "failed")
      ?? Self.swiftTestingName(in: line, verdict: "failed")
    {
      failed.append(name)
      durations[name] = Self.seconds(in: line)
    } else if let name = Self.testCaseName(in: line, verdict: "skipped")
      ?? Self.swiftTestingName(in: line, verdict: "skipped")
    {
      skipped.append(name)
      durations[name] = Self.seconds(in: line)
    } else if let name = Self.testCaseName(in: line, verdict: "started")
      ?? Self.swiftTestingName(in: line, verdict: "started")
    {
      started.append(name)
    } else if let failure = Self.xctestFailure(in: line) ?? Self.swiftTestingFailure(in: line) {
      failures.append(failure)
      state = .afterFailure
    } else if crash == nil, let range = line.range(of: "Fatal error: ") {
      crash = String(line[range.lowerBound...])
      crashSite = Self.location(before: line[..<range.lowerBound])
    } else if line.hasPrefix("*** Program crashed: ") {
      if crash == nil {
        let text = line.dropFirst(4).replacingOccurrences(of: " ***", with: "")
        crash = text.range(of: " at 0x").map { String(text[..<$0.lowerBound]) } ?? text
      }
    } else if line.hasPrefix("Thread "), line.hasSuffix(" crashed:") {
      state = .inCrashedThread
    }
  }

  /// Handles lines that continue the line before: failure details, backtrace frames.
  private mutating func readContinuation(_ line: String) -> Bool {
    switch state {
    case .afterFailure:
      // NB: Swift Testing prints `↳ comment` lines, and `± inserted …, removed …` for a
      // collection that differs, before its comments.
      if line.hasPrefix("↳ ") || line.hasPrefix("± ") {
        failures[failures.count - 1].details.append(String(line.dropFirst(2)))
        return true
      }
      // NB: XCTest prints the rest of a multi-line message as it is, with no marker, so every
      // line up to the next line the runner itself prints belongs to the message.
      if Self.isRunnerLine(line) { return false }
      failures[failures.count - 1].details.append(line)
      return true
    case .inCrashedThread:
      guard line.hasPrefix(" ") || line == "..." else {
        state = .afterCrashedThread
        return false
      }
      if let at = line.range(of: " at /", options: .backwards),
        let location = Self.location(
          before: Substring(line[line.index(before: at.upperBound)...] + ":"))
      {
        backtrace.append(location)
        frames.append((Self.function(inFrame: line[..<at.lowerBound]), location))
      }
      return true
    case .normal, .afterCrashedThread:
      return false
    }
  }

  /// Whether the test runner printed `line` itself (a test or suite event, a failure, a crash),
  /// as opposed to a line of a failure message or of the tests' own output.
  private static func isRunnerLine(_ line: String) -> Bool {
    let runnerPrefixes = ["Test Case '", "Test Suite '", "\t Executed ", "Planted bugs (", "*** "]
    if runnerPrefixes.contains(where: line.hasPrefix) || line.contains("Fatal error: ") {
      return true
    }
    if line.hasPrefix("Thread "), line.hasSuffix(" crashed:") { return true }
    return xctestFailure(in: line) != nil || isSwiftTestingEvent(line)
  }

  /// Whether `line` says that a test or a suite started or ended, in XCTest's words or Swift
  /// Testing's: the progress of a run, whatever else the tests print.
  public static func isTestEvent(_ line: String) -> Bool {
    line.hasPrefix("Test Case '") || line.hasPrefix("Test Suite '") || isSwiftTestingEvent(line)
  }

  /// Whether `line` says that a test failed, in XCTest's words or Swift Testing's.
  public static func saysATestFailed(_ line: String) -> Bool {
    testCaseName(in: line, verdict: "failed") != nil
      || swiftTestingName(in: line, verdict: "failed") != nil
  }

  /// Whether `line` says that the process is crashing: the runtime's `Fatal error: …`, or the
  /// backtracer's `*** Program crashed: …` (`💣 Program crashed: …` on a terminal).
  public static func isCrashReport(_ line: String) -> Bool {
    line.contains("Fatal error: ") || line.contains("Program crashed: ")
  }

  /// Swift Testing's events are one symbol, a space, then `Test ` or `Suite `.
  private static func isSwiftTestingEvent(_ line: String) -> Bool {
    let words = line.split(separator: " ", maxSplits: 2)
    guard words.count >= 2, words[0].count == 1, let symbol = words[0].unicodeScalars.first,
      !CharacterSet.alphanumerics.contains(symbol), !"+-−±(".unicodeScalars.contains(symbol)
    else { return false }
    return ["Test", "Suite"].contains(words[1])
  }

  /// `lines` without the indentation they all share, and without blank lines at either end.
  private static func outdented(_ lines: [String]) -> [String] {
    var lines = lines.map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let indent =
      lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
      .min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.count))) }
  }

  /// `0.001` in `… passed (0.001 seconds)` (XCTest) or `… passed after 0.001 seconds.` (Swift
  /// Testing).
  private static func seconds(in line: String) -> Double? {
    guard let unit = line.range(of: " seconds", options: .backwards) else { return nil }
    let digits = line[..<unit.lowerBound].reversed().prefix { $0.isNumber || $0 == "." }
    return Double(String(digits.reversed()))
  }

  /// `Test Case 'Class.test' passed (0.001 seconds)` or, on macOS, `'-[Module.Class test]'`;
  /// a test starts with `' started at <date>` on Linux and `' started.` on macOS.
  private static func testCaseName(in line: String, verdict: String) -> String? {
    guard line.hasPrefix("Test Case '") else { return nil }
    let isVerdict =
      verdict == "started"
      ? line.contains("' started at ") || line.hasSuffix("' started.")
      : line.contains("' \(verdict) (")
    guard isVerdict else { return nil }
    let name = line.dropFirst("Test Case '".count).prefix { $0 != "'" }
    return normalizedTestName(String(name))
  }

  /// `✔ Test name() passed after 0.001 seconds.`, `✘ Test name() failed after …`,
  /// `◇ Test name() started.` (Swift Testing).
  private static func swiftTestingName(in line: String, verdict: String) -> String? {
    guard let start = line.range(of: " Test "), line[..<start.lowerBound].count <= 2,
      !line[start.upperBound...].hasPrefix("run ")
    else { return nil }
    let rest = line[start.upperBound...]
    let marker = verdict == "started" ? " started." : " \(verdict) after "
    guard let end = rest.range(of: marker, options: verdict == "started" ? .backwards : []) else {
      return nil
    }
    if verdict == "started", end.upperBound != rest.endIndex { return nil }
    return String(rest[..<end.lowerBound])
  }

  /// `/path/File.swift:12: error: Class.test : message` (Linux), or with `-[Module.Class test]`
  /// as the test (macOS).
  private static func xctestFailure(in line: String) -> TestFailure? {
    guard let errorRange = line.range(of: ": error: ") else { return nil }
    let location = line[..<errorRange.lowerBound]
    guard let colon = location.lastIndex(of: ":"),
      let number = Int(location[location.index(after: colon)...])
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
    guard line.contains("recorded an issue at "), let start = line.range(of: "Test ") else {
      return nil
    }
    let afterTest = line[start.upperBound...]
    guard let issue = afterTest.range(of: " recorded an issue at ") else { return nil }
    let location = afterTest[issue.upperBound...]
    let parts = location.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, let number = Int(parts[1]) else { return nil }
    return TestFailure(
      file: String(parts[0]), line: number, test: String(afterTest[..<issue.lowerBound]),
      message: trimmed(String(parts[3])))
  }

  /// The `file:line` (or `file:line:column`) that `text` ends with, before a final colon.
  private static func location(before text: Substring) -> SourceLocation? {
    var text = text.trimmingCharacters(in: .whitespaces)
    guard text.hasSuffix(":") else { return nil }
    text.removeLast()
    var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    while parts.count > 2, let last = parts.last, Int(last) != nil,
      Int(parts[parts.count - 2]) != nil
    {
      parts.removeLast()  // NB: drop the column, keep the line.
    }
    guard parts.count >= 2, let line = Int(parts[parts.count - 1]) else { return nil }
    let file = parts.dropLast().joined(separator: ":")
    guard file.hasSuffix(".swift") else { return nil }
    return SourceLocation(file: file, line: line)
  }

  /// `loadingReducer(state:action:)` from a frame such as
  /// `3 [ra] 0x00005647841bf8d6 loadingReducer(state:action:) + 101 in Tests.xctest`.
  private static func function(inFrame frame: Substring) -> String {
    let words = frame.split(separator: " ")
    guard let address = words.firstIndex(where: { $0.hasPrefix("0x") }),
      let plus = words.lastIndex(of: "+"), address + 1 < plus
    else { return "a function" }
    return words[(address + 1)..<plus].joined(separator: " ")
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
