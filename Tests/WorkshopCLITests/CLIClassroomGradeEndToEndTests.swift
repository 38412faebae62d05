import Foundation
import WorkshopTestRuns
import XCTest

/// `classroom --grade` end to end: an assignment made with `classroom --init` from a buildable
/// copy of the fixture course, published to a local bare repository standing in for the template
/// on GitHub, and four learners' clones of it: one honest, one careless (a blank line added to a
/// check), one who cheats every way the workflow allowed, and one who never committed.
final class CLIClassroomGradeEndToEndTests: XCTestCase {
  private var home: URL!
  private var scratch: URL!

  override func setUpWithError() throws {
    home = try Fixtures.emptyFolder(for: self)
    scratch = try Fixtures.emptyFolder(for: self)
  }

  /// Runs git in `folder` as someone with a name.
  @discardableResult
  private func git(_ arguments: [String], in folder: URL) throws -> String {
    guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
    let result = try runProcess(
      git,
      arguments: ["-c", "user.name=Learner", "-c", "user.email=learner@example.com"] + arguments,
      environment: ["HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1"], directory: folder,
      timeout: 120)
    XCTAssertEqual(result.termination, .exited(0), "git \(arguments): \(result.output)")
    return result.output
  }

  /// The template on a bare repository: the fixture course with the package's library, made an
  /// assignment of the tests-only track.
  private func publishTemplate() throws -> URL {
    let package = Fixtures.testsFolder.deletingLastPathComponent()
    let course = scratch.appendingPathComponent("course")
    try FileManager.default.copyItem(at: Fixtures.courseFolder, to: course)
    try FileManager.default.copyItem(
      at: package.appendingPathComponent("Package.swift"),
      to: course.appendingPathComponent("Package.swift"))
    try PackageLibrary.copy(from: package, to: course)
    try Fixtures.commitAll(in: course)
    let template = scratch.appendingPathComponent("template.git")
    try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
    try git(["init", "-q", "--bare", "-b", "main"], in: template)
    let assignment = scratch.appendingPathComponent("assignment")
    let made = try WorkshopCLI.run(
      [
        "classroom", "--init", assignment.path, "--template", template.path, "--track",
        "tests-only",
      ], in: course)
    XCTAssertEqual(made.status, 0, made.output)
    try git(["init", "-q", "-b", "main"], in: assignment)
    try git(["add", "-A"], in: assignment)
    try git(["commit", "-qm", "The assignment"], in: assignment)
    try git(["push", "-q", template.path, "main"], in: assignment)
    return template
  }

  /// A learner's clone of the template, in the folder of the class.
  private func clone(_ name: String, of template: URL) throws -> URL {
    let learners = scratch.appendingPathComponent("learners")
    try FileManager.default.createDirectory(at: learners, withIntermediateDirectories: true)
    try git(["clone", "-q", template.path, name], in: learners)
    return learners.appendingPathComponent(name)
  }

  /// Writes step 02's reference tests over the learner's.
  private func writeTheReferenceTests(in learner: URL) throws {
    for file in ["TallyTests.swift", "TallyClearTests.swift"] {
      try FileManager.default.removeItem(
        at: learner.appendingPathComponent("Exercises/02-Tally/Tests/\(file)"))
      try FileManager.default.copyItem(
        at: Fixtures.courseFolder.appendingPathComponent("Solutions/02-Tally/Tests/\(file)"),
        to: learner.appendingPathComponent("Exercises/02-Tally/Tests/\(file)"))
    }
  }

  func testGrade_RestoresEachRepository_GradesIt_AndNamesEveryCheat() throws {
    let template = try publishTemplate()
    // Ada writes the tests.
    let ada = try clone("ada", of: template)
    try writeTheReferenceTests(in: ada)
    try git(["commit", "-qam", "My tests"], in: ada)
    // Bob too, and his editor added a blank line to a check through its link.
    let bob = try clone("bob", of: template)
    try writeTheReferenceTests(in: bob)
    let check = bob.appendingPathComponent("Exercises/02-Tally/Checks/TallyChecks.swift")
    try (String(contentsOf: check, encoding: .utf8) + "\n").write(
      to: check, atomically: false, encoding: .utf8)
    try git(["commit", "-qam", "My tests"], in: bob)
    // Eve's tests read the planted bug's number; she forges her progress and edits the workflow.
    let eve = try clone("eve", of: template)
    try Fixtures.write(
      """
      import Foundation
      import XCTest
      @testable import Tally

      final class TallyTests: XCTestCase {
        func testAdd_CountsOne() {
          XCTAssertEqual(ProcessInfo.processInfo.environment["WORKSHOP_PLANTED_BUG"] ?? "0", "0")
        }
      }
      """, to: "Exercises/02-Tally/Tests/TallyTests.swift", in: eve)
    try FileManager.default.removeItem(
      at: eve.appendingPathComponent("Exercises/02-Tally/Tests/TallyClearTests.swift"))
    try FileManager.default.copyItem(
      at: Fixtures.courseFolder.appendingPathComponent(
        "Solutions/02-Tally/Tests/TallyClearTests.swift"),
      to: eve.appendingPathComponent("Exercises/02-Tally/Tests/TallyClearTests.swift"))
    try Fixtures.write(
      #"{"steps": {"tally": {"status": "passed", "partsPassed": ["checks", "bugs"]}}}"#,
      to: ".workshop/progress.json", in: eve)
    try Fixtures.write(
      "name: Autograding Tests\n", to: ".github/workflows/classroom.yml", in: eve)
    try git(["add", "-A"], in: eve)
    try git(["add", "-f", ".workshop/progress.json"], in: eve)
    try git(["commit", "-qm", "Speed things up"], in: eve)
    // Nat never commits.
    _ = try clone("nat", of: template)
    let csv = scratch.appendingPathComponent("grades.csv")

    let grade = {
      try WorkshopCLI.runWatchingMemory(
        [
          "classroom", "--grade", self.scratch.appendingPathComponent("learners").path,
          "--template", template.path, "--csv", csv.path,
        ], in: self.scratch, timeout: 1800,
        environment: ["HOME": self.home.path, "GIT_CONFIG_NOSYSTEM": "1"])
    }
    let run = try grade()

    XCTAssertEqual(run.status, 0, run.output)
    let lines = run.output.split(separator: "\n").map(String.init)
    let table = lines.drop { !$0.hasPrefix("Learner ") }
    let rows = table.map { $0.split(separator: " ").map(String.init) }
    XCTAssertEqual(rows.first, ["Learner", "02", "Total"])
    XCTAssertEqual(
      Array(rows.dropFirst().prefix(5)),
      [
        ["ada", "100", "100"], ["bob", "100", "100"], ["eve", "0", "0"], ["nat", "0", "0"],
        ["Out", "of", "100", "100"],
      ])
    let notes = run.output.flowing
    for note in [
      "bob: restored from the template, as its files differ: "
        + "Exercises/02-Tally/Checks/TallyChecks.swift",
      "eve: restored from the template, as its files differ: .github/workflows/classroom.yml, "
        + ".workshop/progress.json",
      "changed the workflow", "eve: 02: TallyTests.testAdd_CountsOne fails whether or not a bug",
      "nat: no commit of the learner's: 0 points",
    ] {
      XCTAssertTrue(notes.contains(note), "\(note)\n\(run.output)")
    }
    XCTAssertFalse(table.contains { $0.hasPrefix("ada:") }, "nothing to say of ada")
    let written = try String(contentsOf: csv, encoding: .utf8)
    XCTAssertTrue(
      written.hasPrefix("learner,02,total,restored,notes\r\nada,100,100,,\r\n"), written)
    XCTAssertTrue(
      written.contains("\r\nbob,100,100,Exercises/02-Tally/Checks/TallyChecks.swift,\r\n"), written)
    XCTAssertTrue(
      written.contains("\r\nnat,0,0,,no commit of the learner's: 0 points\r\n"), written)

    // The clones now hold the template's files: grading them again says the same.
    let again = try grade()
    XCTAssertEqual(
      again.output.split(separator: "\n").drop { !$0.hasPrefix("Learner ") },
      run.output.split(separator: "\n").drop { !$0.hasPrefix("Learner ") })
  }
}
