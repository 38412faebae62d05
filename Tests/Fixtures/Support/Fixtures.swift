import Foundation
import WorkshopTestRuns
import XCTest

/// The fixtures: real captured output (`Fixtures/Output`) and a tiny course
/// (`WorkshopCLITests/Fixtures/Course`). NB: this file is compiled into several test targets, the
/// others through symlinks, so it finds the fixtures from the package's `Tests/` folder.
enum Fixtures {
  /// The package's `Tests/` folder.
  static let testsFolder: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.lastPathComponent != "Tests", url.pathComponents.count > 1 {
      url.deleteLastPathComponent()
    }
    return url
  }()

  /// The fixture course, in the workshop's layout.
  static let courseFolder = testsFolder.appendingPathComponent("WorkshopCLITests/Fixtures/Course")

  /// Every check file of the course's solutions (which the exercises link), in order, each as
  /// its path under `Solutions/` (`01-PureReducers/Checks/LoadingReducerChecks.swift`) and text.
  static func solutionChecks() throws -> [(path: String, text: String)] {
    let solutions = testsFolder.deletingLastPathComponent().appendingPathComponent("Solutions")
    let files = FileManager.default
    return try files.contentsOfDirectory(atPath: solutions.path).sorted().flatMap { step in
      let checks = solutions.appendingPathComponent("\(step)/Checks")
      return try ((try? files.contentsOfDirectory(atPath: checks.path)) ?? []).sorted()
        .filter { $0.hasSuffix(".swift") }
        .map { name in
          let text = try String(contentsOf: checks.appendingPathComponent(name), encoding: .utf8)
          return ("\(step)/Checks/\(name)", text)
        }
    }
  }

  /// A captured output, with `{root}` replaced by `root`.
  static func output(_ name: String, root: String = "/course") throws -> String {
    let url = testsFolder.appendingPathComponent("Fixtures/Output/\(name)")
    return try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
      of: "{root}", with: root)
  }

  /// A fresh copy of the fixture course in a temporary folder, removed after the test.
  static func course(for test: XCTestCase) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-core-tests-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: courseFolder, to: root)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    return root
  }

  /// An empty temporary folder, removed after the test.
  static func emptyFolder(for test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-core-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  /// Writes `text` to `path` under `root`, creating folders.
  static func write(_ text: String, to path: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Makes `root` a git clone with one commit of everything in it; skips the test without git.
  static func commitAll(in root: URL) throws {
    guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
    for arguments in [
      ["init", "-q"], ["add", "-A"],
      [
        "-c", "user.name=Fixture", "-c", "user.email=fixture@example.com", "commit", "-qm",
        "Shipped",
      ],
    ] {
      let result = try runProcess(git, arguments: arguments, directory: root, timeout: 60)
      XCTAssertEqual(result.termination, .exited(0), result.output)
    }
  }

  /// The fixture course committed, and a clone of it made with links off, as Git for Windows
  /// makes one by default (`core.symlinks=false`): its links are text files holding their target.
  static func cloneWithLinksOff(for test: XCTestCase) throws -> (shipped: URL, clone: URL) {
    guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
    let shipped = try course(for: test)
    try commitAll(in: shipped)
    let clone = try emptyFolder(for: test).appendingPathComponent("clone")
    let cloned = try runProcess(
      git, arguments: ["-c", "core.symlinks=false", "clone", "-q", shipped.path, clone.path],
      timeout: 60)
    XCTAssertEqual(cloned.termination, .exited(0), cloned.output)
    return (shipped, clone)
  }
}
