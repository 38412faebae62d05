import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopVerify

final class FormatLintTests: XCTestCase {
  private var root: URL!
  private var swift: URL!

  override func setUpWithError() throws {
    swift = try XCTUnwrap(findExecutable("swift", environment: ProcessInfo.processInfo.environment))
    root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID())")
    try Fixtures.write(
      #"{ "version": 1, "indentation": { "spaces": 2 } }"#, to: ".swift-format", in: root)
    try Fixtures.write("let a = 1\n", to: "Sources/Lib/Good.swift", in: root)
    try Fixtures.write("let   b =    2\n", to: "Tests/Fixtures/Shaped.swift", in: root)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Exercises/Link.swift").path,
      withDestinationPath: "../Sources/Lib/Good.swift")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  func testFiles_LeaveOutFixturesAndSymlinks() throws {
    try Fixtures.write("// manifest\n", to: "Package.swift", in: root)
    XCTAssertEqual(
      FormatLint(root: root, swift: swift).files, ["Package.swift", "Sources/Lib/Good.swift"])
  }

  func testFiles_LeaveOutTheCodeListingsOfDocCCatalogs() throws {
    try Fixtures.write(
      "let   listing = 1\n", to: "Sources/Lib/Lib.docc/Tutorials/01/Code/01-01-A-before.swift",
      in: root)
    XCTAssertEqual(FormatLint(root: root, swift: swift).files, ["Sources/Lib/Good.swift"])
  }

  func testFormattedFiles_Pass() {
    let (passed, details) = FormatLint(root: root, swift: swift).run()
    XCTAssertTrue(passed, "\(details)")
    XCTAssertEqual(details, ["Swift files checked: 1"])
  }

  func testAFileOffTheRules_FailsNamingItsLine() throws {
    try Fixtures.write(
      "let a = 1\nfunc f() {\n        return\n}\n", to: "Solutions/Bad.swift", in: root)
    let (passed, details) = FormatLint(root: root, swift: swift).run()
    XCTAssertFalse(passed)
    XCTAssertTrue(details.contains { $0.hasPrefix("Solutions/Bad.swift:3:") }, "\(details)")
  }
}
