import Foundation

/// Check results as JUnit XML, the report CI systems (GitLab, Jenkins, GitHub's test reporters)
/// read: one `<testsuite>` a step, one `<testcase>` a check or learner test, the planted-bug hunt
/// as one `<testcase>` a bug, and a compile error as a `<testcase>` named `build` with an
/// `<error>`.
public func junitXML(_ results: [CheckResult]) -> String {
  let suites = results.map(testSuite)
  let totals = results.map(counts).reduce(JUnitCounts(), +)
  let time = results.reduce(0) { $0 + $1.buildSeconds + ($1.testSeconds ?? 0) }
  return
    ([
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"workshop\"\(totals.attributes) time=\"\(JUnitXML.seconds(time))\">",
    ]
    + suites.flatMap { $0 } + ["</testsuites>"]).joined(separator: "\n") + "\n"
}

private struct JUnitCounts {
  var tests = 0
  var failures = 0
  var errors = 0
  var skipped = 0

  var attributes: String {
    " tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
  }

  static func + (lhs: JUnitCounts, rhs: JUnitCounts) -> JUnitCounts {
    JUnitCounts(
      tests: lhs.tests + rhs.tests, failures: lhs.failures + rhs.failures,
      errors: lhs.errors + rhs.errors, skipped: lhs.skipped + rhs.skipped)
  }
}

/// One `<testcase>`: a name, a class, the seconds it took, and at most one failure, error or skip.
private struct TestCase {
  enum Trouble {
    case failure(message: String, body: String)
    case error(message: String, body: String)
    case skipped
  }

  var className: String
  var name: String
  var file: String?
  var line: Int?
  /// Seconds it took; 0 where no runner measured it (a crash, a test that did not run).
  var seconds: Double
  var trouble: Trouble?

  var lines: [String] {
    let place =
      (file.map { " file=\"\(escaped($0))\"" } ?? "") + (line.map { " line=\"\($0)\"" } ?? "")
    let open =
      "    <testcase classname=\"\(escaped(className))\" name=\"\(escaped(name))\"\(place)"
      + " time=\"\(JUnitXML.seconds(seconds))\""
    switch trouble {
    case nil:
      return [open + "/>"]
    case .skipped:
      return [open + ">", "      <skipped/>", "    </testcase>"]
    case .failure(let message, let body):
      return [open + ">", element("failure", message: message, body: body), "    </testcase>"]
    case .error(let message, let body):
      return [open + ">", element("error", message: message, body: body), "    </testcase>"]
    }
  }

  private func element(_ tag: String, message: String, body: String) -> String {
    "      <\(tag) message=\"\(escaped(message))\">\(escaped(body))</\(tag)>"
  }
}

private func testCases(of result: CheckResult) -> [TestCase] {
  let suite = "Step\(result.step.number)"
  var cases: [TestCase] = []
  if !result.compileErrors.isEmpty || (result.status == .error && result.tests.isEmpty) {
    let body = result.compileErrors.map { error in
      [error.file, error.line.map(String.init), error.column.map(String.init)]
        .compactMap { $0 }.joined(separator: ":") + ": " + error.message
    }
    cases.append(
      TestCase(
        className: suite, name: "build", file: nil, line: nil, seconds: result.buildSeconds,
        trouble: .error(
          message: result.message ?? "error",
          body: ([result.message ?? ""] + body).joined(separator: "\n"))))
  }
  for test in result.tests {
    let (className, name) = split(test.name, prefix: suite)
    let firstLine = test.message?.split(separator: "\n").first.map(String.init) ?? ""
    let summary = (test.taskID.map { "TODO(\($0)): " } ?? "") + test.outcome
    let trouble: TestCase.Trouble? =
      switch test.status {
      case .pass: nil
      case .skip: .skipped
      case .fail:
        .failure(message: firstLine.isEmpty ? summary : firstLine, body: test.message ?? "")
      case .error:
        .error(message: firstLine.isEmpty ? summary : firstLine, body: test.message ?? "")
      }
    cases.append(
      TestCase(
        className: className, name: name, file: test.file, line: test.line,
        seconds: test.seconds ?? 0, trouble: trouble))
  }
  for bug in result.plantedBugs {
    let name = "bug \(bug.number): \(bug.summary)"
    let className = suite + ".PlantedBugs" + (bug.library.map { "." + $0 } ?? "")
    let trouble: TestCase.Trouble? =
      switch bug.verdict {
      case .caught: nil
      case .notExpected: .skipped
      case .missed:
        .failure(
          message: "missed: the learner's tests still pass with it",
          body: bug.message ?? "The learner's tests still pass with this bug planted.")
      case .notRun:
        .error(
          message: "not run: the learner's tests fail with no bug planted",
          body: bug.message ?? "")
      }
    cases.append(
      TestCase(className: className, name: name, seconds: bug.seconds ?? 0, trouble: trouble))
  }
  return cases
}

private func testSuite(_ result: CheckResult) -> [String] {
  let cases = testCases(of: result)
  let counts = counts(of: result)
  let time = result.buildSeconds + (result.testSeconds ?? 0)
  let name = "\(result.step.number) · \(result.step.title)"
  return [
    "  <testsuite name=\"\(escaped(name))\" id=\"\(result.step.number)\"\(counts.attributes)"
      + " time=\"\(JUnitXML.seconds(time))\">",
    "    <properties>",
    "      <property name=\"step\" value=\"\(escaped(result.step.folder))\"/>",
    "      <property name=\"status\" value=\"\(result.status.rawValue)\"/>",
    "    </properties>",
  ] + cases.flatMap(\.lines) + ["  </testsuite>"]
}

private func counts(of result: CheckResult) -> JUnitCounts {
  var counts = JUnitCounts()
  for test in testCases(of: result) {
    counts.tests += 1
    switch test.trouble {
    case .failure?: counts.failures += 1
    case .error?: counts.errors += 1
    case .skipped?: counts.skipped += 1
    case nil: break
    }
  }
  return counts
}

/// `CounterChecks.testAddsOne` → (`Step01.CounterChecks`, `testAddsOne`).
private func split(_ name: String, prefix: String) -> (String, String) {
  let bare = name.prefix { $0 != "(" }
  guard let dot = bare.lastIndex(of: ".") else { return (prefix, name) }
  return (prefix + "." + name[..<dot], String(name[name.index(after: dot)...]))
}

enum JUnitXML {
  /// `1.250`: seconds as JUnit's `time` attributes write them.
  static func seconds(_ value: Double) -> String { String(format: "%.3f", max(0, value)) }
}

/// `text` with the five XML special characters escaped, and the control characters XML 1.0 does
/// not allow (a test's output may hold terminal codes) replaced by `?`.
func escaped(_ text: String) -> String {
  var result = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&apos;"
    case "\n", "\t": result.unicodeScalars.append(scalar)
    case "\r": result += "&#13;"
    default:
      result.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0xFFFE ? "?" : scalar)
    }
  }
  return result
}
