import Foundation

extension TestOutput {
  /// The options that make a Swift Testing run write its event stream (JSON Lines, version 0)
  /// to `file`, read back with `init(swiftTestingEvents:log:)`.
  public static func eventStreamArguments(to file: URL) -> [String] {
    ["--event-stream-output-path", file.path, "--event-stream-version", "0"]
  }

  /// Reads a Swift Testing run from its event stream: the tests that started, passed, failed and
  /// skipped (as `Suite.test()`), and each issue with its message, details and source location.
  /// A crash is read from `log`, what the process printed, since no event reports one.
  public init(swiftTestingEvents events: String, log: String) {
    self.init(parsing: log)
    (passed, failed, skipped, started, failures, durations) = ([], [], [], [], [], [:])
    var names: [String: String] = [:]
    var startedAt: [String: Double] = [:]
    var withIssues = Set<String>()
    var ended = Set<String>()
    for line in events.split(separator: "\n") {
      guard let record = try? JSONDecoder().decode(EventRecord.self, from: Data(line.utf8)) else {
        continue
      }
      let payload = record.payload
      if record.kind == "test", payload.kind == "function", let id = payload.id {
        names[id] = Self.swiftTestingName(id: id)
        continue
      }
      guard record.kind == "event" else { continue }
      let name = payload.testID.flatMap { names[$0] }
      if payload.kind == "issueRecorded", payload.issue?.isKnown != true,
        name == nil || ended.contains(payload.testID ?? "")
      {
        // NB: an issue of a test that has ended, or of none, fired late: a `Task` or a queue
        // the test did not wait for.
        if var failure = Self.failure(of: name, payload) {
          failure.firedAfterItsTestEnded = true
          failures.append(failure)
        }
        continue
      }
      guard let id = payload.testID, let name else { continue }
      switch payload.kind {
      case "testStarted":
        started.append(name)
        startedAt[id] = payload.instant?.absolute
      case "testSkipped":
        skipped.append(name)
        durations[name] = 0
      case "testEnded":
        ended.insert(id)
        if let start = startedAt[id], let end = payload.instant?.absolute {
          durations[name] = max(0, end - start)
        }
        if withIssues.contains(id) { failed.append(name) } else { passed.append(name) }
      case "issueRecorded" where payload.issue?.isKnown != true:
        withIssues.insert(id)
        if let failure = Self.failure(of: name, payload) { failures.append(failure) }
      default: break
      }
    }
  }

  /// `Suite.test()` for `Module.Suite/test()/File.swift:3:4`; `test()` for a test outside a
  /// suite, `Module.test()/File.swift:3:4` (or `Module/test()`).
  public static func swiftTestingName(id: String) -> String {
    let parts = id.split(separator: "/", omittingEmptySubsequences: false)
    let path = parts[0].split(separator: ".").dropFirst()
    if path.last?.contains("(") == true { return path.joined(separator: ".") }
    guard parts.count >= 2 else { return id }
    return path.isEmpty ? String(parts[1]) : "\(path.joined(separator: ".")).\(parts[1])"
  }

  /// The same facts with every test renamed by `rename` (a log names a test by its function
  /// alone; the listing knows its suite).
  public func renamingTests(_ rename: (String) -> String) -> TestOutput {
    var copy = self
    copy.passed = passed.map(rename)
    copy.failed = failed.map(rename)
    copy.skipped = skipped.map(rename)
    copy.started = started.map(rename)
    copy.durations = Dictionary(
      durations.map { (rename($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    copy.failures = failures.map {
      TestFailure(
        file: $0.file, line: $0.line, test: $0.test.map(rename), message: $0.message,
        details: $0.details, firedAfterItsTestEnded: $0.firedAfterItsTestEnded)
    }
    return copy
  }

  /// The issue as a failure: its first message, the rest as details (an `Issue.record` comment
  /// standing in for "Issue recorded").
  private static func failure(of test: String?, _ payload: EventRecord.Payload) -> TestFailure? {
    guard let location = payload.issue?.sourceLocation else { return nil }
    var texts = (payload.messages ?? []).map(\.text)
    if texts.first == "Issue recorded", texts.count > 1 { texts.removeFirst() }
    // NB: a message may span lines (a diff): its first line heads the failure, the rest follow.
    let lines = texts.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map(String.init)
    guard let message = lines.first else { return nil }
    return TestFailure(
      file: location.filePath ?? location.fileID ?? "", line: location.line, test: test,
      message: message, details: Array(lines.dropFirst()))
  }
}

/// One line of the event stream, with only the fields the workshop reads.
private struct EventRecord: Decodable {
  struct Payload: Decodable {
    var kind: String?
    var id: String?
    var testID: String?
    var issue: Issue?
    var messages: [Message]?
    var instant: Instant?
  }
  struct Instant: Decodable {
    /// Seconds on the run's own monotonic clock.
    var absolute: Double
  }
  struct Issue: Decodable {
    var isKnown: Bool?
    var sourceLocation: Location?
  }
  struct Location: Decodable {
    var filePath: String?
    var fileID: String?
    var line: Int

    enum CodingKeys: String, CodingKey {
      case filePath = "_filePath"
      case fileID, line
    }
  }
  struct Message: Decodable {
    var text: String
  }

  var kind: String
  var payload: Payload
}
