import Foundation
import XCTest

/// A copy of the workshop's own course (its manifest, the library its checks need, every step,
/// the planted bugs and the catalogues), for tests that run the real steps' checks without
/// touching the package's own progress and build folders. One copy serves the test process.
final class CourseCopy: @unchecked Sendable {
  /// The copy's root.
  let root: URL

  private static let lock = NSLock()
  nonisolated(unsafe) private static var shared: CourseCopy?

  /// The copy for this test process, made on first use and removed once the tests end.
  static func make() throws -> CourseCopy {
    try lock.withLock {
      if let shared { return shared }
      let copy = try CourseCopy()
      shared = copy
      XCTestObservationCenter.shared.addTestObserver(Removal(root: copy.root))
      return copy
    }
  }

  private init() throws {
    let files = FileManager.default
    let package = Fixtures.testsFolder.deletingLastPathComponent()
    root = files.temporaryDirectory.appendingPathComponent("workshop-course-copy-\(UUID())")
    try files.createDirectory(
      at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    for path in ["Package.swift", "Exercises", "Solutions", "Docs", "Tests/PlantedBugs"] {
      try files.copyItem(
        at: package.appendingPathComponent(path), to: root.appendingPathComponent(path))
    }
    try PackageLibrary.copy(from: package, to: root)
  }

  private final class Removal: NSObject, XCTestObservation {
    let root: URL
    init(root: URL) { self.root = root }
    func testBundleDidFinish(_ testBundle: Bundle) {
      try? FileManager.default.removeItem(at: root)
    }
  }
}
