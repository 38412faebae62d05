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
    let folder = try browserFolder(printing: "Chromium 140.0.1 built on Debian", status: 0)
    XCTAssertEqual(DocsVerifyChecks.all(environment: ["PATH": folder.path]).count, 2)
  }

  func testChromiumThatIsOnlyAStub_CountsAsMissing() throws {
    let folder = try browserFolder(printing: "Command requires the chromium snap", status: 1)
    XCTAssertNil(findChromium(environment: ["PATH": folder.path]))
    XCTAssertEqual(DocsVerifyChecks.all(environment: ["PATH": folder.path]).count, 3)
  }

  func testDocCMissing_IsAClearError() {
    XCTAssertThrowsError(try findDocC(environment: ["PATH": "/nonexistent"])) { error in
      XCTAssertTrue("\(error)".hasPrefix("This toolchain has no `docc`"), "\(error)")
    }
  }

  /// A folder holding a `chromium` script that prints `text` and exits with `status`.
  private func browserFolder(printing text: String, status: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bin-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    _ = FileManager.default.createFile(
      atPath: folder.appendingPathComponent("chromium").path,
      contents: Data("#!/bin/sh\necho '\(text)'\nexit \(status)\n".utf8),
      attributes: [.posixPermissions: 0o755])
    return folder
  }
}
