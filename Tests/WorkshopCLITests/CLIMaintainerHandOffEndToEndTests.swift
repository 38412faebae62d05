import Foundation
import WorkshopTestRuns
import XCTest

/// The learner's `workshop` links none of the maintainers' engines: it hands verify, mutate, docs
/// and translations to `workshop-maintainer`, which it builds beside itself on first use.
final class CLIMaintainerHandOffEndToEndTests: XCTestCase {
  func testAMaintainersCommand_RunsInTheMaintainersExecutable_WithItsHelp() throws {
    let root = try Fixtures.course(for: self)
    let result = try WorkshopCLI.run(["verify", "--help"], in: root)
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertTrue(
      result.output.hasPrefix("Usage: workshop verify [--full] [--keep]"), result.output)

    let mistyped = try WorkshopCLI.run(["mutat"], in: root)
    XCTAssertEqual(mistyped.status, 2, mistyped.output)
    XCTAssertTrue(mistyped.output.contains("Did you mean 'mutate'?"), mistyped.output)
  }

  func testFirstUse_BuildsTheMaintainersExecutableOnce_ThenHandsItTheWordsAndItsStatus()
    throws
  {
    // A stand-in package whose `workshop-maintainer` prints its words and exits with 7, and a copy
    // of the learner's executable in that package's build folder, as `swift run` leaves it.
    let package = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "StandIn",
        products: [.executable(name: "workshop-maintainer", targets: ["workshop-maintainer"])],
        targets: [.executableTarget(name: "workshop-maintainer")])

      """, to: "Package.swift", in: package)
    try Fixtures.write(
      """
      import Foundation

      print("maintainer ran: " + CommandLine.arguments.dropFirst().joined(separator: " "))
      exit(7)

      """, to: "Sources/workshop-maintainer/main.swift", in: package)
    let binFolder = WorkshopCLI.executable.resolvingSymlinksInPath().deletingLastPathComponent()
    let layout = binFolder.pathComponents.suffix(2).joined(separator: "/")
    let learner = package.appendingPathComponent(".build/\(layout)/workshop")
    try FileManager.default.createDirectory(
      at: learner.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: WorkshopCLI.executable, to: learner)

    let first = try runProcess(
      learner, arguments: ["verify", "--keep"], environment: ["NO_COLOR": "1"],
      directory: package, timeout: 600)
    XCTAssertEqual(first.termination, .exited(7), first.output)
    XCTAssertTrue(
      first.output.contains(
        "`verify` is a maintainers' command: building workshop-maintainer first (only this once)"),
      first.output)
    XCTAssertTrue(first.output.hasSuffix("maintainer ran: verify --keep\n"), first.output)

    let second = try runProcess(
      learner, arguments: ["help", "verify"], environment: ["NO_COLOR": "1"],
      directory: package, timeout: 600)
    XCTAssertEqual(second.termination, .exited(7), second.output)
    XCTAssertEqual(second.output, "maintainer ran: help verify\n")
  }
}
