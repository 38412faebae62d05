import Foundation
import XCTest

@testable import WorkshopCourse
@testable import WorkshopMutation

final class MutationTargetTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID())")
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: root)
    super.tearDown()
  }

  func testLibrary_LeavesOutTheCodeListingsOfItsDocCCatalog() throws {
    try write([
      "Sources/EffectKit/Effect.swift",
      "Sources/EffectKit/EffectKit.docc/Tutorials/01-A/Code/01-01-A-before.swift",
      "Sources/EffectKitTesting/TestStore.swift",
    ])
    let target = MutationTarget.library(in: Course(root: root, steps: []))
    XCTAssertEqual(
      target.files, ["Sources/EffectKit/Effect.swift", "Sources/EffectKitTesting/TestStore.swift"])
  }

  func testStep_LeavesOutWhatBothFoldersLinkFromTheLibrary_KeepsWhatTheLearnerWrites() throws {
    try write([
      "Sources/EffectKitTesting/FailureText.swift",
      "Sources/EffectKitTesting/TestStore.swift",
      "Solutions/01-Tally/Tally.swift",
      "Solutions/02-Board/Board.swift",
      "Exercises/02-Board/Board.swift",
      "Exercises/02-Board/TestStore.swift",
    ])
    for folder in ["Exercises", "Solutions"] {
      try link(
        "\(folder)/02-Board/FailureText.swift",
        to: "../../Sources/EffectKitTesting/FailureText.swift")
    }
    try link(
      "Solutions/02-Board/TestStore.swift", to: "../../Sources/EffectKitTesting/TestStore.swift")
    try link("Solutions/02-Board/Tally.swift", to: "../01-Tally/Tally.swift")
    let step = Step(id: "board", folder: "02-Board", title: "Board", module: "Board")
    let target = MutationTarget.step(step, in: Course(root: root, steps: [step]))
    XCTAssertEqual(
      target.files,
      [
        "Solutions/02-Board/Board.swift", "Solutions/02-Board/Tally.swift",
        "Solutions/02-Board/TestStore.swift",
      ],
      "a file the learner writes stays, even where the reference is the library's; a file both "
        + "folders link from the library goes")
    XCTAssertEqual(
      target.testModules, ["Solution02Checks", "EffectKitTestingTests"],
      "the library's tests judge the file only the solution links from it")
    XCTAssertEqual(target.only, "02,library")

    let tally = Step(id: "tally", folder: "01-Tally", title: "Tally", module: "Tally")
    let plain = MutationTarget.step(tally, in: Course(root: root, steps: [tally]))
    XCTAssertEqual(plain.testModules, ["Solution01Checks"])
    XCTAssertEqual(plain.only, "01")
  }

  func testStep_MutatesTheTestHelpersItsTestsCall_NotItsTestsOrChecks() throws {
    try write([
      "Solutions/07-Editor/Editor.swift", "Solutions/07-Editor/Checks/EditorChecks.swift",
    ])
    let files = [
      "XCTestCase+AwaitOutput.swift": "extension XCTestCase {\n  func awaitOutput() {}\n}\n",
      "SnapshotFiles.swift": "func writeSnapshot(_ text: String) {}\n",
      "EditorTests.swift": "final class EditorTests: XCTestCase {\n  func testA() {}\n}\n",
      "EditorSuite.swift": "@Suite struct EditorSuite {\n  @Test func a() {}\n}\n",
      "Loose.swift": "@Test func loose() {}\n",
    ]
    for (name, text) in files {
      let url = root.appendingPathComponent("Solutions/07-Editor/Tests/\(name)")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let step = Step(id: "editor", folder: "07-Editor", title: "Editor", module: "Editor")
    let target = MutationTarget.step(step, in: Course(root: root, steps: [step]))
    XCTAssertEqual(
      target.files,
      [
        "Solutions/07-Editor/Editor.swift", "Solutions/07-Editor/Tests/SnapshotFiles.swift",
        "Solutions/07-Editor/Tests/XCTestCase+AwaitOutput.swift",
      ])
  }

  private func write(_ paths: [String]) throws {
    for path in paths {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let a = 1\n".utf8).write(to: url)
    }
  }

  private func link(_ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
  }
}
