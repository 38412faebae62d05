import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import XCTest

@testable import WorkshopClassroom
@testable import WorkshopTestRuns

/// Reports handed in by learners are read as untrusted input: every rule of the schema is
/// checked, each file left out is named with the reason, and no file can cost more than the
/// size limit.
final class HandedInReportsTests: XCTestCase {
  /// A valid report of the fixture course's three steps, as `report --format json` writes it.
  static func report(
    learner: String? = "Ada", generatedAt: String = "2027-01-15T08:00:00Z",
    change: (inout [String: Any]) -> Void = { _ in }
  ) -> [String: Any] {
    var steps: [[String: Any]] = [
      [
        "number": "01", "id": "counter", "title": "A counter reducer", "in_track": true,
        "state": "done", "checks_passed": 3, "checks_total": 3, "hints_shown": 0,
        "first_done_at": "2027-01-15T07:00:00Z",
      ],
      [
        "number": "02", "id": "tally", "title": "Tests that catch bugs", "in_track": true,
        "state": "failing", "checks_passed": 1, "checks_total": 4, "bugs_caught": 1,
        "bugs_expected": 3, "hints_shown": 2,
      ],
      [
        "number": "03", "id": "later", "title": "A step still being written",
        "in_track": true, "state": "unavailable", "hints_shown": 0,
      ],
    ]
    var object: [String: Any] = ["version": 1, "generated_at": generatedAt, "steps": steps]
    if let learner { object["learner"] = learner }
    change(&object)
    steps = object["steps"] as? [[String: Any]] ?? []
    return object
  }

  /// Writes `object` as JSON to `name` in `folder`.
  @discardableResult
  static func write(_ object: Any, named name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: url)
    return url.path
  }

  private func step(_ index: Int, of object: inout [String: Any], set key: String, to value: Any) {
    var steps = object["steps"] as! [[String: Any]]
    steps[index][key] = value
    object["steps"] = steps
  }

  func testAValidReport_IsAccepted() throws {
    let folder = try Fixtures.emptyFolder(for: self)
    let path = try Self.write(Self.report(), named: "ada.json", in: folder)
    let reports = HandedInReports(paths: [path])
    XCTAssertEqual(reports.rejected, [])
    XCTAssertEqual(reports.accepted.map(\.report.learner), ["Ada"])
  }

  func testReportsThatBreakTheSchema_AreLeftOut_EachNamedWithWhy() throws {
    let folder = try Fixtures.emptyFolder(for: self)
    let cases: [(String, [String: Any], String)] = [
      (
        "version.json", Self.report { $0["version"] = 999 },
        "`version` is 999; this workshop reads version 1"
      ),
      (
        "negative.json", Self.report { self.step(1, of: &$0, set: "bugs_caught", to: -5) },
        "`steps[1].bugs_caught` is -5, below 0"
      ),
      (
        "more-caught.json", Self.report { self.step(1, of: &$0, set: "bugs_caught", to: 5) },
        "`steps[1]` has 5 planted bugs caught of 3"
      ),
      (
        "more-passed.json", Self.report { self.step(0, of: &$0, set: "checks_passed", to: 9) },
        "`steps[0]` has 9 checks passed of 3"
      ),
      (
        "state.json", Self.report { self.step(0, of: &$0, set: "state", to: "finished") },
        "`steps[0].state` is 'finished', not one of not_started, failing,"
      ),
      (
        "number.json", Self.report { self.step(0, of: &$0, set: "number", to: "1") },
        "`steps[0].number` is '1', not two digits"
      ),
      ("missing.json", Self.report { $0["steps"] = nil }, "`steps` is missing"),
      ("extra.json", Self.report { $0["score"] = 100 }, "`score` is not a field of a report"),
      (
        "boolean.json", Self.report { self.step(0, of: &$0, set: "in_track", to: 1) },
        "`steps[0].in_track` is 1, not true or false"
      ),
      (
        "count.json", Self.report { self.step(0, of: &$0, set: "hints_shown", to: true) },
        "`steps[0].hints_shown` is true, not a whole number"
      ),
      (
        "date.json", Self.report(generatedAt: "yesterday"),
        "`generated_at` is 'yesterday', not a date"
      ),
    ]
    var paths: [String] = []
    for (name, object, _) in cases { paths.append(try Self.write(object, named: name, in: folder)) }
    try Data("not json".utf8).write(to: folder.appendingPathComponent("notes.json"))
    paths.append(folder.appendingPathComponent("notes.json").path)

    let reports = HandedInReports(paths: paths)

    XCTAssertEqual(reports.accepted.count, 0)
    XCTAssertEqual(reports.rejected.map(\.path), paths)
    for ((name, _, why), rejected) in zip(cases, reports.rejected) {
      XCTAssertTrue(rejected.reason.hasPrefix(folder.appendingPathComponent(name).path), name)
      XCTAssertTrue(rejected.reason.contains(why), "\(name): \(rejected.reason)")
    }
    XCTAssertEqual(
      reports.rejected.last?.reason,
      "\(paths.last!) is not a report written by `workshop report --format json`.")
  }

  func testAReportOfAnotherCourse_IsLeftOut_InsideACourse() throws {
    let folder = try Fixtures.emptyFolder(for: self)
    let course = try Course.load(root: try Fixtures.course(for: self))
    let ours = try Self.write(Self.report(), named: "ours.json", in: folder)
    let other = try Self.write(
      Self.report { self.step(0, of: &$0, set: "id", to: "hello-world") }, named: "other.json",
      in: folder)

    let reports = HandedInReports(paths: [ours, other], course: course)

    XCTAssertEqual(reports.accepted.map(\.path), [ours])
    XCTAssertEqual(
      reports.rejected.first?.reason,
      "\(other) was left out: it is a report of another course: its step 01 is 'hello-world', "
        + "this course's is 'counter'.")
    XCTAssertEqual(HandedInReports(paths: [other]).accepted.count, 1, "outside a course")
  }

  func testAFolder_IsReadWithTheFoldersUnderIt_AsGhRunDownloadLeavesThem() throws {
    let folder = try Fixtures.emptyFolder(for: self)
    let ada = try Self.write(Self.report(), named: "ada/workshop-report.json", in: folder)
    let bob = try Self.write(
      Self.report(learner: "Bob"), named: "bob/workshop-report.json", in: folder)
    try Data("notes".utf8).write(to: folder.appendingPathComponent("README.md"))

    let reports = HandedInReports(paths: [folder.path, ada])

    XCTAssertEqual(reports.accepted.map(\.path), [ada, bob], "each file once")
    XCTAssertEqual(reports.rejected, [])
  }

  func testAFileLargerThanTheLimit_OrNotAFile_IsNotRead_AndSaysSo() throws {
    let folder = try Fixtures.emptyFolder(for: self)
    let huge = try Self.write(
      Self.report(learner: String(repeating: "a", count: HandedInReports.maximumBytes)),
      named: "huge.json", in: folder)

    let pipe = folder.appendingPathComponent("pipe.json").path
    XCTAssertEqual(mkfifo(pipe, 0o600), 0)

    let reports = HandedInReports(paths: [huge, "/dev/zero", pipe])

    XCTAssertEqual(
      reports.rejected.map(\.reason),
      [
        "\(huge) is larger than 1024 KB, which no report is (a whole course's report is a few "
          + "KB): it was not read.",
        "/dev/zero is not a file but a device, a pipe or a socket: it was not read.",
        "\(pipe) is not a file but a device, a pipe or a socket: it was not read.",
      ])
  }

  func testAReportJustUnderTheLimit_IsReadAndShown_InLinearTime() throws {
    // A name of nearly a megabyte, control characters and all: read, checked and shown in
    // the time of a few passes over it. NB: the bound is generous (a pass over a megabyte
    // takes milliseconds); time that grew with the square of the length took minutes.
    let folder = try Fixtures.emptyFolder(for: self)
    let name = String(repeating: "\u{1B}]0;x\u{07}\n|<", count: 45_000)
    let path = try Self.write(Self.report(learner: name), named: "long.json", in: folder)
    let start = Date()

    let reports = HandedInReports(paths: [path])
    let lines = ClassTable(reports: reports.accepted.map { ($0.path, $0.report) })
      .lines(markdown: true)

    XCTAssertLessThan(Date().timeIntervalSince(start), MachineLoad.allowance(20))
    XCTAssertEqual(reports.accepted.count, 1)
    XCTAssertLessThanOrEqual(displayWidthOfRow(lines[2]), 200, "the name is cut short")
  }

  private func displayWidthOfRow(_ line: String) -> Int { line.count }
}
