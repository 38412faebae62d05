import Foundation
import XCTest

/// `doctor` on machines that cannot build the course as it is.
final class CLIDoctorEndToEndTests: XCTestCase {
  func testDoctor_InACloneWhoseLinksAreText_SaysSoAndHowToFixIt() throws {
    let (shipped, clone) = try Fixtures.cloneWithLinksOff(for: self)

    let run = try WorkshopCLI.run(["doctor", "--skip-build"], in: clone)

    XCTAssertEqual(run.status, 4, run.output)
    XCTAssertTrue(run.output.contains("✗ Links"), run.output)
    XCTAssertTrue(run.output.contains("1 of 1 links are text files"), run.output)
    XCTAssertTrue(run.output.contains("core.symlinks=false"), run.output)
    let fine = try WorkshopCLI.run(["doctor", "--skip-build"], in: shipped)
    XCTAssertTrue(fine.output.contains("✓ Links"), fine.output)
  }
}
