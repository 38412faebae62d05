import Foundation
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge

/// `.devcontainer/devcontainer.json`: the Linux road any laptop with Docker, or a browser
/// (Codespaces), can take.
final class DevContainerTests: XCTestCase {
  private let file = Fixtures.testsFolder.deletingLastPathComponent()
    .appendingPathComponent(".devcontainer/devcontainer.json")

  func testTheDevContainer_IsJSON_NamingATestedImage_TheSwiftExtension_AndDoctor() throws {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    let container = try XCTUnwrap(object as? [String: Any], "not a JSON object")
    let image = try XCTUnwrap(container["image"] as? String, "no image")
    XCTAssertTrue(
      TestedToolchains.isTested(image: image),
      "\(image) is not the official image of a tested toolchain (\(TestedToolchains.versions))")
    XCTAssertEqual(image, TestedToolchains.image, "the dev container runs the newest tested one")
    XCTAssertEqual(container["postCreateCommand"] as? String, "swift run workshop doctor")
    let vscode = (container["customizations"] as? [String: Any])?["vscode"] as? [String: Any]
    XCTAssertEqual(vscode?["extensions"] as? [String], ["swiftlang.swift-vscode"])
    let name = try XCTUnwrap(container["name"] as? String)
    XCTAssertTrue(name.hasSuffix("(Swift \(TestedToolchains.newest))"), name)
  }

  func testAnImage_IsTested_OnlyWhenItIsTheOfficialSwiftImageOfATestedVersion() {
    XCTAssertTrue(TestedToolchains.isTested(image: "swift:\(TestedToolchains.newest)"))
    XCTAssertTrue(TestedToolchains.isTested(image: "swift:\(TestedToolchains.newest)-noble"))
    XCTAssertTrue(TestedToolchains.isTested(image: "docker.io/library/swift:6.3"))
    XCTAssertFalse(TestedToolchains.isTested(image: "swift:5.10"))
    XCTAssertFalse(TestedToolchains.isTested(image: "swift:6.31"))
    XCTAssertFalse(TestedToolchains.isTested(image: "swift"))
    XCTAssertFalse(TestedToolchains.isTested(image: "swiftlang/swift:6.3"), "not the official one")
  }
}
