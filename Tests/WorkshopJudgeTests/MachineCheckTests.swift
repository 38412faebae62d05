import Foundation
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge

final class MachineCheckTests: XCTestCase {
  func testSwift_RecentEnough_IsFine_OlderOrMissing_SaysHowToFix() {
    let current = MachineCheck.swift(versionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)")
    XCTAssertEqual(current.finding, "6.3.1")
    XCTAssertTrue(current.isFine)

    let old = MachineCheck.swift(versionOutput: "Apple Swift version 5.10 (swiftlang-5.10.0.13)")
    XCTAssertEqual(old.finding, "5.10")
    XCTAssertEqual(
      old.fix,
      "The workshop needs Swift 6.0 or later; install a newer toolchain (on macOS, a newer "
        + "Xcode).")

    XCTAssertNil(current.warning)
    XCTAssertNil(MachineCheck.swift(versionOutput: "Swift version 6.2 (swift-6.2-RELEASE)").warning)
    XCTAssertNil(old.warning, "a problem is a fix, not a warning too")

    for untested in ["6.0.3", "6.1", "6.4"] {
      let check = MachineCheck.swift(versionOutput: "Swift version \(untested) (x)")
      XCTAssertTrue(check.isFine, untested)
      XCTAssertEqual(
        check.warning,
        "The workshop is tested with Swift 6.2 and 6.3 only. \(untested) should work; if a step "
          + "fails to build in a way its lesson does not explain, try Swift 6.2 or 6.3.")
    }

    let missing = MachineCheck.swift(versionOutput: nil)
    XCTAssertEqual(missing.finding, "not found")
    XCTAssertFalse(missing.isFine)
    XCTAssertFalse(MachineCheck.swift(versionOutput: "garbage").isFine)
  }

  func testGit_Missing_IsAProblemWithItsFix() {
    XCTAssertTrue(MachineCheck.git(at: URL(fileURLWithPath: "/usr/bin/git")).isFine)
    XCTAssertEqual(MachineCheck.git(at: nil).finding, "not found")
    XCTAssertFalse(MachineCheck.git(at: nil).isFine)
  }

  func testCheckout_ThatCannotBeWritten_IsAProblem() {
    let root = URL(fileURLWithPath: "/course")
    XCTAssertTrue(MachineCheck.writableCheckout(root, canWrite: true).isFine)
    let readOnly = MachineCheck.writableCheckout(root, canWrite: false)
    XCTAssertEqual(readOnly.finding, "/course cannot be written")
    XCTAssertFalse(readOnly.isFine)
  }

  func testFreeDisk_UnderTwoGigabytes_IsAProblem() {
    XCTAssertTrue(MachineCheck.freeDisk(bytes: 10 << 30).isFine)
    XCTAssertEqual(MachineCheck.freeDisk(bytes: 10 << 30).finding, "10.0 GB")
    XCTAssertFalse(MachineCheck.freeDisk(bytes: 1 << 30).isFine)
    XCTAssertTrue(MachineCheck.freeDisk(bytes: nil).isFine, "unknown is no reason to stop")
  }

  func testColour_SaysWhyItIsOff_AndIsNeverAProblem() {
    XCTAssertEqual(
      MachineCheck.colour(usesColor: false, environment: ["NO_COLOR": "1"]).finding,
      "off (NO_COLOR is set)")
    XCTAssertEqual(
      MachineCheck.colour(usesColor: false, environment: [:]).finding, "off (not a terminal)")
    XCTAssertEqual(MachineCheck.colour(usesColor: true, environment: [:]).finding, "on")
    XCTAssertTrue(MachineCheck.colour(usesColor: false, environment: [:]).isFine)
  }

  func testMachineChecks_OfAWritableFolder_FindGitAndSwiftOnThisMachine() throws {
    let root = try Fixtures.emptyFolder(for: self)
    let checks = machineChecks(root: root, usesColor: false)
    XCTAssertEqual(
      checks.map(\.name), ["Swift", "git", "Links", "Checkout", "Free disk", "Colour"])
    XCTAssertTrue(checks.first { $0.name == "Checkout" }?.isFine ?? false)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root.appendingPathComponent(".workshop").path)
        && !((try? FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(".workshop").path)) ?? []).isEmpty,
      "the write probe is removed")
  }
}
