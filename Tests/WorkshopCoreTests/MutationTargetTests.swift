import Foundation
import XCTest

@testable import WorkshopCore

final class MutationTargetTests: XCTestCase {
  func testLibrary_LeavesOutTheCodeListingsOfItsDocCCatalog() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in [
      "Sources/EffectKit/Effect.swift",
      "Sources/EffectKit/EffectKit.docc/Tutorials/01-A/Code/01-01-A-before.swift",
      "Sources/EffectKitTesting/TestStore.swift",
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let a = 1\n".utf8).write(to: url)
    }
    let target = MutationTarget.library(in: Course(root: root, steps: []))
    XCTAssertEqual(
      target.files, ["Sources/EffectKit/Effect.swift", "Sources/EffectKitTesting/TestStore.swift"])
  }
}
