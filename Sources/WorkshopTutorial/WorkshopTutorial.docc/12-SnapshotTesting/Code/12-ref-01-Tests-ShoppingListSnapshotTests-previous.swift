// in __Snapshots__/ShoppingListSnapshotTests.

final class ShoppingListSnapshotTests: XCTestCase {
  func testEmptyList() {
    XCTFail("TODO(4): write a snapshot test of the empty list")
  }

  func testNewItem() {
    XCTFail("TODO(4): write a snapshot test of a list with one new, unnamed product")
  }

  func testOneItem() {
    XCTFail("TODO(4): write a snapshot test of a list with Milk, not in the box")
  }

  func testItemInTheBox() {
    XCTFail("TODO(4): write a snapshot test of a list with Milk in the box")
  }

  /// The screen showing `state`, as it looks once it has appeared.
  private func screen(_ state: ShoppingListState) -> String {
