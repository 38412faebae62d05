import Foundation
import WorkshopCourse
import WorkshopJudge
import XCTest

/// `doctor` finds a checkout whose links git wrote as text files (`core.symlinks=false`, Git for
/// Windows' default), where no step builds.
final class LinkCheckTests: XCTestCase {
  private let link = "Exercises/02-Tally/Checks/PlantedBugs.swift"

  func testLinks_ThatAreLinks_AreFine() throws {
    let root = try Fixtures.course(for: self)
    let found = MachineCheck.links(in: root)
    XCTAssertEqual(found.total, 1)
    XCTAssertEqual(found.asText, [])
    XCTAssertTrue(MachineCheck.links(total: found.total, asText: found.asText).isFine)
  }

  func testALinkWrittenAsText_WithoutGit_IsFoundInTheChecks() throws {
    let root = try Fixtures.course(for: self)
    let url = root.appendingPathComponent(link)
    let target = try FileManager.default.destinationOfSymbolicLink(atPath: url.path)
    try FileManager.default.removeItem(at: url)
    try Data(target.utf8).write(to: url)

    let found = MachineCheck.links(in: root)

    XCTAssertEqual(found.total, 1)
    XCTAssertEqual(found.asText, [link])
  }

  func testAClone_MadeWithLinksOff_IsAProblem_WhoseFixNamesWSLAndTheDevContainer() throws {
    let (shipped, clone) = try Fixtures.cloneWithLinksOff(for: self)

    let found = MachineCheck.links(in: clone)
    let check = MachineCheck.links(total: found.total, asText: found.asText)

    // NB: git knows every link: the check's, and the two of its tests' decoy.
    XCTAssertEqual(
      found.asText,
      [
        link, "Tests/PlantedBugs/02-Tally/ExerciseTests",
        "Tests/PlantedBugs/02-Tally/SolutionTests",
      ])
    XCTAssertFalse(check.isFine)
    XCTAssertEqual(check.finding, "3 of 3 links are text files (\(link), …)")
    let fix = try XCTUnwrap(check.fix)
    for words in ["core.symlinks=false", "WSL 2", "dev container", "git config core.symlinks"] {
      XCTAssertTrue(fix.contains(words), words)
    }
    XCTAssertTrue(MachineCheck.links(in: shipped).asText.isEmpty, "the clone it came from is fine")
  }
}
