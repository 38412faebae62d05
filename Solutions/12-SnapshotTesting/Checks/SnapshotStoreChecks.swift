import EffectKit
import WorkshopChecks
import XCTest

@testable import ShoppingList

/// Checks that a snapshot store holds its state whatever the screen sends it.
final class SnapshotStoreChecks: LocalizedTestCase {
  private let milk = Product(id: UUID(number: 1), name: "Milk", isInBox: false)

  // MARK: - TODO(2): Store.snapshot

  func testSnapshotStore_StartsFromTheStateItWasGiven() {
    let store = Store.snapshot(ShoppingListState(products: [milk]))

    XCTAssertEqual(
      store.state, ShoppingListState(products: [milk]),
      "TODO(2): Store.snapshot(state) should start from the state it was given")
  }

  func testSnapshotStore_IgnoresEveryAction() {
    let store = Store.snapshot(ShoppingListState(products: [milk]))

    store.send(.addProductTapped)
    store.send(.product(id: milk.id, action: .toggleInBox))
    store.send(.product(id: milk.id, action: .nameChanged("Oat milk")))
    store.send(.loaded([]))

    XCTAssertEqual(
      store.state, ShoppingListState(products: [milk]),
      "TODO(2): a snapshot store's reducer should change nothing, whatever the action: the "
        + "screen must draw exactly the state the test chose")
  }

  func testSnapshotStore_TheScreenDrawsTheSameStateAfterItAppears() {
    let state = ShoppingListState(products: [milk])
    let view = ShoppingListView(store: .snapshot(state))

    view.onAppear()
    view.store.send(.addProductTapped)

    let drawn = view.body
    guard drawn != render(state) else { return }
    XCTFail(
      "TODO(2): the screen changed after it appeared, but a snapshot store should ignore what "
        + "it sends. Before:\n\(render(state))\nafter:\n\(drawn)")
  }

  // MARK: - The screen this step gives you

  func testTheScreen_AsksForTheSavedListOnceWhenItAppears() {
    var sent: [ShoppingListAction] = []
    let store = Store<ShoppingListState, ShoppingListAction>(
      initialState: ShoppingListState(),
      reducer: { _, action in
        sent.append(action)
        return []
      })

    // NB: the screen of the step's code, not the planted-bug harness's stand-in for it.
    ShoppingList.ShoppingListView(store: store).onAppear()

    XCTAssertEqual(sent, [.loadTapped], "the screen sends .loadTapped when it appears, once")
  }
}
