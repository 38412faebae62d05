import Foundation
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge

/// `StaleObjects`: a step's objects go when a file changed where the compiler cannot see it, and
/// stay when an edit dates the file after the last build.
final class StaleObjectsTests: XCTestCase {
  private var root: URL!
  private let file = "Exercises/08-Store/Store.swift"
  private let step = Step(id: "store", folder: "08-Store", title: "Store", module: "Store")

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("stale-objects-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Exercises/08-Store"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  func testNewContent_DatedLaterThanTheOldButBeforeTheBuild_ForgetsTheStepsObjects() throws {
    let built = Date().addingTimeInterval(-100)
    let stale = try builtOnce(at: built)
    // What `cp -R` does with a link to a library file written a moment after the file it replaces.
    try write("let answer = 2\n", dated: built.addingTimeInterval(0.01))

    stale.forgetIfNeeded(files: [file], root: root)

    XCTAssertFalse(objectExists, "the objects of the old content outlive it")
  }

  func testNewContent_WithTheOldDate_ForgetsTheStepsObjects() throws {
    let built = Date().addingTimeInterval(-100)
    let stale = try builtOnce(at: built)
    try write("let answer = 2\n", dated: built)

    stale.forgetIfNeeded(files: [file], root: root)

    XCTAssertFalse(objectExists, "the objects of the old content outlive it")
  }

  func testNewContent_WithTheOldDate_AheadOfTheRecord_ForgetsTheStepsObjects() throws {
    // A file dated ahead of the clock (as a restore may date it), rewritten with that date.
    let ahead = Date().addingTimeInterval(60)
    let stale = try builtOnce(at: ahead)
    try write("let answer = 2\n", dated: ahead)

    stale.forgetIfNeeded(files: [file], root: root)

    XCTAssertFalse(objectExists, "the objects of the old content outlive it")
  }

  func testAnEditSavedAfterTheBuild_KeepsTheObjects() throws {
    let stale = try builtOnce(at: Date().addingTimeInterval(-100))
    try write("let answer = 2\n", dated: Date().addingTimeInterval(1))

    stale.forgetIfNeeded(files: [file], root: root)

    XCTAssertTrue(objectExists, "an edit the compiler sees by its date cost a full compile")
  }

  func testTheSameContent_WithAnOlderDate_KeepsTheObjects() throws {
    let built = Date().addingTimeInterval(-100)
    let stale = try builtOnce(at: built)
    try write("let answer = 1\n", dated: built.addingTimeInterval(-50))

    stale.forgetIfNeeded(files: [file], root: root)

    XCTAssertTrue(objectExists, "unchanged content cost a full compile")
  }

  func testObjectsWithoutARecord_AreForgotten() throws {
    try write("let answer = 1\n", dated: Date())
    try makeObject()

    StaleObjects(scratch: scratch, step: step).forgetIfNeeded(files: [file], root: root)

    XCTAssertFalse(objectExists, "objects nothing says the origin of were kept")
  }

  // MARK: - Helpers

  private var scratch: URL { root.appendingPathComponent(".build-workshop") }

  private var object: URL {
    scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug/Exercise08.build/Store.swift.o")
  }

  private var objectExists: Bool { FileManager.default.fileExists(atPath: object.path) }

  /// The step as a build leaves it: its file dated `date`, an object, and the record written after.
  private func builtOnce(at date: Date) throws -> StaleObjects {
    try write("let answer = 1\n", dated: date)
    try makeObject()
    let stale = StaleObjects(scratch: scratch, step: step)
    stale.record(files: [file], root: root)
    XCTAssertTrue(objectExists)
    return stale
  }

  private func makeObject() throws {
    try FileManager.default.createDirectory(
      at: object.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("object".utf8).write(to: object)
  }

  private func write(_ text: String, dated date: Date) throws {
    let url = root.appendingPathComponent(file)
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
  }
}
