import Foundation
import WorkshopTestRuns
import XCTest

/// `verify` stopped midway: it says so, exits 130, and leaves neither a process nor its scratch
/// copy of the course.
final class CLIVerifyInterruptEndToEndTests: XCTestCase {
  func testVerify_StoppedWhileItBuilds_ExitsWithItsLine_AndLeavesNothing() throws {
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      // A course whose manifest never finishes: verify's build waits on it until stopped.
      let root = try Fixtures.course(for: self)
      try Fixtures.write(
        "import Foundation\nwhile true { sleep(1) }\n", to: "Package.swift", in: root)
      try Fixtures.commitAll(in: root)
      let temporary = try Fixtures.emptyFolder(for: self)
      let log = temporary.appendingPathComponent("verify.log")
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      let output = try FileHandle(forWritingTo: log)
      let verify = Process()
      verify.executableURL = WorkshopCLI.executable
      verify.arguments = ["verify"]
      verify.currentDirectoryURL = root
      verify.environment = ProcessInfo.processInfo.environment.merging([
        "NO_COLOR": "1", "TMPDIR": temporary.path,
        "WORKSHOP_MAINTAINER_EXECUTABLE": WorkshopCLI.maintainerExecutable.path,
      ]) { $1 }
      (verify.standardOutput, verify.standardError) = (output, output)
      verify.standardInput = FileHandle.nullDevice
      try verify.run()
      addTeardownBlock { if verify.isRunning { kill(verify.processIdentifier, SIGKILL) } }
      let printed = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

      // Once its scratch copy is made and its build runs, verify is stopped.
      try waitFor("verify to build in its scratch copy", timeout: 300) {
        !self.scratchCopies(in: temporary).isEmpty
          && !((try? processes { $0.contains("swift-build") && $0.contains("workshop-verify-") })
            ?? []).isEmpty
      }
      let tree = try descendants(of: verify.processIdentifier)
      kill(verify.processIdentifier, signal)
      verify.waitUntilExit()
      try output.close()
      XCTAssertEqual(verify.terminationReason, .exit, "signal \(signal):\n\(printed())")
      XCTAssertEqual(verify.terminationStatus, 130, "signal \(signal):\n\(printed())")
      XCTAssertTrue(
        printed().hasSuffix("Verify interrupted.\n"), "signal \(signal):\n\(printed())")
      XCTAssertEqual(scratchCopies(in: temporary), [], "signal \(signal)")
      try waitFor("every process below verify to end with it", timeout: 15) {
        (try? live(among: tree))?.isEmpty ?? false
      }
    }
  }

  /// The scratch copies verify made in `temporary`.
  private func scratchCopies(in temporary: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
      .filter { $0.hasPrefix("workshop-verify-") }
  }
}
