
@testable import ShoppingList

// Your snapshot tests: one per state of the screen. The first run records each reference
// in __Snapshots__/ShoppingListSnapshotTests and fails; look at the files, then run
// again.

// TODO(4): in each test, draw its state with screen(_:) and pass the text to
// assertSnapshot(of:).

final class ShoppingListSnapshotTests: XCTestCase {
  func testEmptyList() {
