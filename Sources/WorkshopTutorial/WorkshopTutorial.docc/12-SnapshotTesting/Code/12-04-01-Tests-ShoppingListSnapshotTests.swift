
@testable import ShoppingList

// The reference snapshot tests: the four states of the screen, each compared with its
// text file in __Snapshots__/ShoppingListSnapshotTests.

final class ShoppingListSnapshotTests: XCTestCase {
  func testEmptyList() {
