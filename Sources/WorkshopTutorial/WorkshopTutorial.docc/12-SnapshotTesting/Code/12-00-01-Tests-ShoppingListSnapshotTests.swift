import EffectKit
import XCTest

@testable import ShoppingList

// Your snapshot tests: one per state of the screen. The first run records each reference
// in __Snapshots__/ShoppingListSnapshotTests and fails; look at the files, then run
// again.

// TODO(4): in each test, draw its state with screen(_:) and pass the text to
// assertSnapshot(of:).

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
    let view = ShoppingListView(store: .snapshot(state))
    // It sends .loadTapped, as it would in the app; the snapshot store ignores it.
    view.onAppear()
    return view.body
  }
}

