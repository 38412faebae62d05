import Foundation
import XCTest

@testable import WorkshopVerify

/// Where `verify` copies the course: a folder no one else can have prepared for it.
final class VerifierScratchTests: XCTestCase {
  func testScratchFolder_ByDefault_IsNewAndUnguessable_WhateverWasPlantedForIt() throws {
    // Another user of the machine plants a link under the name a predictable folder would have.
    let parent = try Fixtures.emptyFolder(for: self)
    let elsewhere = try Fixtures.emptyFolder(for: self)
    try FileManager.default.createSymbolicLink(
      at: parent.appendingPathComponent("workshop-verify-\(getpid())"),
      withDestinationURL: elsewhere)
    let verifier = Verifier(source: parent)

    // Each run gets a folder of its own: real, empty, in the temporary folder.
    let first = try verifier.makeScratchFolder(in: parent)
    let second = try verifier.makeScratchFolder(in: parent)
    XCTAssertNotEqual(first, second)
    for folder in [first, second] {
      XCTAssertEqual(folder.deletingLastPathComponent().path, parent.path)
      let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
      XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeDirectory, folder.path)
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [])
  }
}
