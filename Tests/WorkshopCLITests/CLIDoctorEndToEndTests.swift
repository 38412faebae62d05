import Foundation
import XCTest

/// `doctor` on machines that cannot build the course as it is.
final class CLIDoctorEndToEndTests: XCTestCase {
  func testDoctor_InACloneWhoseLinksAreText_SaysSoAndHowToFixIt() throws {
    let (shipped, clone) = try Fixtures.cloneWithLinksOff(for: self)

    let run = try WorkshopCLI.run(["doctor", "--skip-build"], in: clone)

    XCTAssertEqual(run.status, 4, run.output)
    XCTAssertTrue(run.output.contains("✗ Links"), run.output)
    let links = try symbolicLinks(in: shipped)
    XCTAssertGreaterThan(links, 0, "the fixture course ships no link to check")
    XCTAssertTrue(run.output.contains("\(links) of \(links) links are text files"), run.output)
    XCTAssertTrue(run.output.contains("core.symlinks=false"), run.output)
    let fine = try WorkshopCLI.run(["doctor", "--skip-build"], in: shipped)
    XCTAssertTrue(fine.output.contains("✓ Links"), fine.output)
  }

  /// How many symbolic links `folder` holds, outside `.git`.
  private func symbolicLinks(in folder: URL) throws -> Int {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    return try paths.filter { !$0.hasPrefix(".git") }.filter { path in
      let attributes = try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(path).path)
      return attributes[.type] as? FileAttributeType == .typeSymbolicLink
    }.count
  }
}
