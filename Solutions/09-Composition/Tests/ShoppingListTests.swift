import EffectKit
import EffectKitTesting
import XCTest

@testable import ShoppingList

// The test of the whole shopping list. The workshop runs it as it is, then once for each bug it
// plants in the app code: it must pass on the first, and fail on every bug.

final class ShoppingListTests: XCTestCase {
  func testLoadAddAndRename_SavesTheListAfterEachChange() {
    // The products of the story: Milk on disk, then a new product the user names Bananas.
    let milk = Product(id: UUID(number: 42), name: "Milk", isInBox: false)
    let newProduct = Product(id: UUID(number: 0), name: "", isInBox: false)
    let bananas = Product(id: UUID(number: 0), name: "Bananas", isInBox: false)

    // The mock disk holds Milk, and keeps every list it is asked to save. Ids count from zero.
    var saved: [[Product]] = []
    var environment = ShoppingListEnvironment.mock
    environment.load = { Effect(value: [milk]) }
    environment.save = { products in .fireAndForget { saved.append(products) } }
    let store = TestStore(
      initialState: ShoppingListState(),
      reducer: shoppingListReducer.run,
      environment: environment
    )

    store.assert(
      // The screen appears and asks for the saved list, which comes back.
      .send(.loadTapped),
      .receive(.loaded([milk])) { $0.products = [milk] },
      // Loading saved nothing.
      .do { XCTAssertEqual(saved, []) },
      // "+" adds an empty product at the bottom, with the first id the generator hands out...
      .send(.addProductTapped) { $0.products = [milk, newProduct] },
      // ...and saves the list. The save sends no action back, so only the spy can tell.
      .do { XCTAssertEqual(saved, [[milk, newProduct]]) },
      // Typing a name into the new product renames it, and only it, and saves again.
      .send(.product(id: newProduct.id, action: .nameChanged("Bananas"))) {
        $0.products = [milk, bananas]
      },
      .do { XCTAssertEqual(saved, [[milk, newProduct], [milk, bananas]]) }
    )
    // One save per change: two changes, two saves.
    XCTAssertEqual(saved.count, 2)
  }
}
