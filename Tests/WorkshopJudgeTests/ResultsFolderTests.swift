import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge

final class ResultsFolderTests: XCTestCase {
  func testMakeAndRemove_LeaveNothingBehind() throws {
    let course = try Fixtures.emptyFolder(for: self)
    let folder = ResultsFolder.make(for: course)
    XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.path))
    XCTAssertTrue(folder.url.lastPathComponent.hasPrefix(ResultsFolder.prefix(for: course)))
    folder.remove()
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.path))
  }

  func testSweep_RemovesTheFoldersOfEndedRunsOfThisCourseOnly() throws {
    let course = try Fixtures.emptyFolder(for: self)
    let otherCourse = try Fixtures.emptyFolder(for: self)
    let ended = try endedProcess()
    let stale = try folder(ResultsFolder.prefix(for: course) + "\(ended)-A")
    let running = try folder(ResultsFolder.prefix(for: course) + "\(getpid())-B")
    let other = try folder(ResultsFolder.prefix(for: otherCourse) + "\(ended)-C")

    ResultsFolder.sweep(for: course)

    XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path), "a stale folder stayed")
    XCTAssertTrue(FileManager.default.fileExists(atPath: running.path), "a live run lost it")
    XCTAssertTrue(FileManager.default.fileExists(atPath: other.path), "another course lost it")
  }

  func testSweep_StopsATestProcessLeftByAnEndedRunOfThisCourse() throws {
    #if !os(Linux)
      throw XCTSkip("another process's environment is read from /proc, on Linux only")
    #endif
    let course = try Fixtures.emptyFolder(for: self)
    let stale = try folder(ResultsFolder.prefix(for: course) + "\(try endedProcess())-D")
    // A test process of that run, still spinning after its workshop died.
    let leftover = Process()
    leftover.executableURL = URL(fileURLWithPath: "/bin/sleep")
    leftover.arguments = ["60"]
    leftover.environment = [CheckEnvironment.resultsFolder: stale.path]
    try leftover.run()
    addTeardownBlock { if leftover.isRunning { leftover.terminate() } }
    // NB: until its exec, the child still shows this process's environment.
    let environ = "/proc/\(leftover.processIdentifier)/environ"
    let started = Date()
    while FileManager.default.contents(atPath: environ)?.range(of: Data(stale.path.utf8)) == nil,
      Date().timeIntervalSince(started) < 10
    {
      Thread.sleep(forTimeInterval: 0.01)
    }

    ResultsFolder.sweep(for: course)

    let deadline = Date().addingTimeInterval(10)
    while leftover.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    XCTAssertFalse(leftover.isRunning, "the leftover test process is still running")
  }

  // MARK: - Helpers

  /// The id of a process that has ended.
  private func endedProcess() throws -> pid_t {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  /// A folder called `name` in the temporary directory, removed after the test.
  private func folder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }
}
