import Foundation
import WorkshopProcesses
import XCTest

/// `doctor` on machines that cannot build the course as it is.
final class CLIDoctorEndToEndTests: XCTestCase {
  func testDoctor_InACloneWhoseLinksAreText_SaysSoAndHowToFixIt() throws {
    guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
    let shipped = try Fixtures.course(for: self)
    try Fixtures.commitAll(in: shipped)
    let clone = try Fixtures.emptyFolder(for: self).appendingPathComponent("clone")
    let cloned = try runProcess(
      git, arguments: ["-c", "core.symlinks=false", "clone", "-q", shipped.path, clone.path],
      timeout: 60)
    XCTAssertEqual(cloned.termination, .exited(0), cloned.output)

    let run = try WorkshopCLI.run(["doctor", "--skip-build"], in: clone)

    XCTAssertEqual(run.status, 4, run.output)
    XCTAssertTrue(run.output.contains("✗ Links"), run.output)
    XCTAssertTrue(run.output.contains("1 of 1 links are text files"), run.output)
    XCTAssertTrue(run.output.contains("core.symlinks=false"), run.output)
    let fine = try WorkshopCLI.run(["doctor", "--skip-build"], in: shipped)
    XCTAssertTrue(fine.output.contains("✓ Links"), fine.output)
  }
}
