import Foundation
import XCTest

@testable import WorkshopVerify

/// `verify` fails on a compiler warning about the course's own files: a learner's first build
/// shows none of ours.
final class BuildWarningsTests: XCTestCase {
  func testAWarningInTheLibraryToolsOrASolution_IsNamed_OnceWithItsPlace() throws {
    let root = try Fixtures.emptyFolder(for: self)
    for file in [
      "Sources/Lib/File.swift", "Solutions/01-A/Checks/C.swift", "Exercises/01-A/E.swift",
    ] {
      try Fixtures.write("\n", to: file, in: root)
    }
    let output = """
      [3/9] Compiling Lib File.swift
      \(root.path)/Sources/Lib/File.swift:74:25: warning: result of call to 'f()' is unused [#no-usage]
      \(root.path)/Sources/Lib/File.swift:74:25: warning: result of call to 'f()' is unused [#no-usage]
      \(root.path)/Solutions/01-A/Checks/C.swift:3:1: warning: will never be executed
      \(root.path)/Exercises/01-A/E.swift:14:3: warning: will never be executed
      Build complete!
      """
    XCTAssertEqual(
      courseWarnings(in: output, root: root),
      [
        "warning: Sources/Lib/File.swift:74: result of call to 'f()' is unused",
        "warning: Solutions/01-A/Checks/C.swift:3: will never be executed",
      ])
  }

  func testABuildWithoutWarnings_HasNone() {
    XCTAssertEqual(
      courseWarnings(
        in: "[1/1] Compiling A a.swift\nBuild complete!\n", root: URL(fileURLWithPath: "/")),
      [])
  }
}
