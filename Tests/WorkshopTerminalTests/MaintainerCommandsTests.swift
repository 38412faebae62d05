import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import XCTest

/// What the learner's `workshop` hands to the maintainers' executable, and where it builds it.
final class MaintainerCommandsTests: XCTestCase {
  func testAMaintainersCommand_OrItsHelp_IsHandedOver() {
    XCTAssertEqual(MaintainerCommands.command(in: ["verify", "--keep"]), "verify")
    XCTAssertEqual(MaintainerCommands.command(in: ["help", "mutate"]), "mutate")
    XCTAssertEqual(MaintainerCommands.command(in: ["docs", "--help"]), "docs")
    XCTAssertEqual(MaintainerCommands.command(in: ["translations"]), "translations")
  }

  func testALearnersCommand_OrThePlainHelp_StaysWithTheLearnersTool() {
    for words in [[], ["help"], ["check", "03"], ["help", "check"], ["show", "verify"]] {
      XCTAssertNil(MaintainerCommands.command(in: words), "\(words)")
    }
  }

  func testTheBuild_PutsTheMaintainersExecutableBesideTheLearners_InItsConfiguration() throws {
    let package = try packageFolder()
    for configuration in ["debug", "release"] {
      let folder = package.appendingPathComponent(
        ".build/x86_64-unknown-linux-gnu/\(configuration)")
      let learner = try executable(in: folder)
      let build = try XCTUnwrap(MaintainerBuild(beside: learner))
      XCTAssertEqual(build.package.path, package.resolvingSymlinksInPath().path)
      XCTAssertEqual(build.scratch.lastPathComponent, ".build")
      XCTAssertEqual(build.configuration, configuration)
      XCTAssertEqual(
        build.executable.path,
        folder.resolvingSymlinksInPath().appendingPathComponent("workshop-maintainer").path)
      XCTAssertEqual(
        build.arguments,
        [
          "build", "--package-path", build.package.path, "--scratch-path", build.scratch.path,
          "--configuration", configuration, "--product", "workshop-maintainer",
        ])
    }
  }

  func testTheBuild_UndoesAnExportedWorkshopOnly_WhichDeclaresNoEngine() {
    XCTAssertEqual(
      MaintainerBuild.environment(over: ["WORKSHOP_ONLY": "03"]), ["WORKSHOP_ONLY": "none"])
    XCTAssertEqual(MaintainerBuild.environment(over: ["HOME": "/home/learner"]), [:])
  }

  func testTheBuild_FollowsALinkToTheLearnersExecutable() throws {
    let package = try packageFolder()
    let learner = try executable(in: package.appendingPathComponent(".build-other/debug"))
    let link = package.appendingPathComponent("workshop-link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: learner)
    XCTAssertEqual(MaintainerBuild(beside: link)?.scratch.lastPathComponent, ".build-other")
  }

  func testAnExecutableOutsideAPackagesBuildFolder_HasNoBuild() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("maintainer-build-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let learner = try executable(in: folder.appendingPathComponent(".build/debug"))
    XCTAssertNil(MaintainerBuild(beside: learner), "no Package.swift above it")
  }

  // MARK: - Helpers

  /// A new folder holding a `Package.swift`, removed after the test.
  private func packageFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("maintainer-build-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    try Data("// swift-tools-version:6.0\n".utf8).write(
      to: folder.appendingPathComponent("Package.swift"))
    return folder
  }

  /// An empty file called `workshop` in `folder`, made with its parents.
  private func executable(in folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("workshop")
    try Data().write(to: file)
    return file
  }
}
