// in __Snapshots__/ShoppingListSnapshotTests.

final class ShoppingListSnapshotTests: XCTestCase {
  func testEmptyList() {
    assertSnapshot(of: screen(ShoppingListState()))
  }

  func testNewItem() {
    let newItem = Product(id: UUID(number: 0), name: "", isInBox: false)
    assertSnapshot(of: screen(ShoppingListState(products: [newItem])))
  }

  func testOneItem() {
    let milk = Product(id: UUID(number: 0), name: "Milk", isInBox: false)
    assertSnapshot(of: screen(ShoppingListState(products: [milk])))
  }

  func testItemInTheBox() {
    let milkInTheBox = Product(id: UUID(number: 0), name: "Milk", isInBox: true)
    assertSnapshot(of: screen(ShoppingListState(products: [milkInTheBox])))
  }

  /// The screen showing `state`, as it looks once it has appeared.
  private func screen(_ state: ShoppingListState) -> String {
