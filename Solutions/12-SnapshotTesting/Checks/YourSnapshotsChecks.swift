import Foundation
import WorkshopChecks
import XCTest

@testable import ShoppingList

/// Checks that your snapshot tests have recorded the four states of the screen, next to them in
/// Tests/__Snapshots__/ShoppingListSnapshotTests, and that they catch the planted bugs. It only
/// reads those files.
final class YourSnapshotsChecks: LocalizedTestCase {
  /// The four states, as the lesson names them.
  private let states: [(name: String, state: ShoppingListState)] = [
    (localized("empty list"), ShoppingListState()),
    (
      localized("new item"),
      ShoppingListState(products: [Product(id: UUID(), name: "", isInBox: false)])
    ),
    (
      localized("one item"),
      ShoppingListState(products: [Product(id: UUID(), name: "Milk", isInBox: false)])
    ),
    (
      localized("item in the box"),
      ShoppingListState(products: [Product(id: UUID(), name: "Milk", isInBox: true)])
    ),
  ]

  /// Where your snapshot tests record: this file is the step's Checks/YourSnapshotsChecks.swift,
  /// so the step is two up.
  private let folder = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/__Snapshots__/ShoppingListSnapshotTests")

  /// The names of the states that no reference in `folder` shows.
  private func statesWithoutAReference() -> [String] {
    let files =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))
      ?? []
    let recorded = files.filter { $0.pathExtension == "txt" }.compactMap(readSnapshot)
    return states.filter { !recorded.contains(render($0.state)) }.map(\.name)
  }

  // MARK: - TODO(4): your snapshot tests

  func testYourSnapshotTests_HaveRecordedTheFourStates() {
    let missing = statesWithoutAReference()
    XCTAssertEqual(
      missing, [],
      "TODO(4): no snapshot in \(folder.path) shows these states: "
        + "\(missing.joined(separator: ", ")). Write a test for each in "
        + "ShoppingListSnapshotTests, run it once to record, look at the file, and run again")
  }

  /// Runs your snapshot tests as they are, then once per planted bug: they must pass with no
  /// bug planted and fail on every bug, each time comparing with the references you
  /// recorded (a bug run never records).
  func testYourTestsCatchThePlantedBugs() throws {
    // NB: the runs inherit this process's environment; in record mode they would compare nothing
    // and rewrite your references with the reference screen.
    guard !isRecordingSnapshots else {
      return XCTFail(
        "TODO(4): the planted bugs are hunted only when comparing; run again without "
          + "SNAPSHOT_RECORD=1")
    }
    // NB: a test without its reference records one and fails, in the first of the hunt's runs
    // only: the hunt would call it flaky and judge every bug against a reference written a
    // moment before. The check that records (this one's neighbours run your tests too) says so;
    // the hunt waits for the next check.
    let missing = statesWithoutAReference()
    guard missing.isEmpty else {
      let states = missing.joined(separator: localized(", "))
      return XCTFail(
        localized(
          """
          TODO(4): not hunted yet: the planted bugs are hunted against the references your \
          snapshot tests record, once they show the four states, and none shows \(states) yet. \
          A snapshot test records its missing reference when it runs, and fails saying so: look \
          at each file in Tests/__Snapshots__/ShoppingListSnapshotTests, then check again.
          """))
    }
    try assertYourTestsCatchThePlantedBugs()
  }
}
