import Foundation
import WorkshopCore
import XCTest

/// The fixtures in `Fixtures/`: a tiny course and real captured output.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// A captured output, with `{root}` replaced by `root`.
  static func output(_ name: String, root: String = "/course") throws -> String {
    let url = directory.appendingPathComponent("Output/\(name)")
    return try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
      of: "{root}", with: root)
  }

  /// A fresh copy of the fixture course in a temporary folder, removed after the test.
  static func course(for test: XCTestCase) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-core-tests-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: directory.appendingPathComponent("Course"), to: root)
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
}
