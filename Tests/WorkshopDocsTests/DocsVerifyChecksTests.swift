import WorkshopCore
import XCTest

@testable import WorkshopDocs

final class DocsVerifyChecksTests: XCTestCase {
  func testWithoutChromium_VerifySaysTheBrowserCheckWasSkipped_InOneLine() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-\(UUID())")
    let checks = DocsVerifyChecks.all(environment: ["PATH": empty.path])
    XCTAssertEqual(
      checks.map(\.name),
      [
        "docs: the tutorial matches the steps", "docs: the site builds with no docc warning",
        "docs: browser check",
      ])
    let course = Course(root: empty, steps: [])
    let (passed, details) = checks[2].run(course)
    XCTAssertTrue(passed)
    XCTAssertEqual(
      details, ["skipped: Chromium is not installed (`apt-get install chromium` runs it)"])
  }

  func testWithChromium_TheBrowserCheckRunsInTheTests_AndVerifyAddsNoLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bin-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let chromium = folder.appendingPathComponent("chromium")
    _ = FileManager.default.createFile(
      atPath: chromium.path, contents: Data("#!/bin/sh\n".utf8),
      attributes: [.posixPermissions: 0o755])
    XCTAssertEqual(DocsVerifyChecks.all(environment: ["PATH": folder.path]).count, 2)
  }
}
