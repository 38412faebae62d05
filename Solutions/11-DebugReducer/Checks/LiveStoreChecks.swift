import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import ShoppingList

/// Checks `Store.live(environment:)`, the store the app runs on, which this step gives you: it
/// runs the shopping list's reducer with the environment it is given, and in a debug build (as
/// tests are) it prints every action and state change.
///
/// Step 12 ships the same store and links this file among its checks too.
final class LiveStoreChecks: LocalizedTestCase {
  func testLive_RunsTheReducerWithTheEnvironmentItIsGiven() throws {
    var saved: [[Product]] = []
    var environment = ShoppingListEnvironment.mock
    environment.uuid = { UUID(number: 42) }
    environment.save = { products in .fireAndForget { saved.append(products) } }
    let store = Store.live(environment: environment)

    // NB: the debug output is caught, so that it does not clutter the test log.
    _ = try captured(.output) { store.send(.addProductTapped) }

    let added = Product(id: UUID(number: 42), name: "", isInBox: false)
    XCTAssertEqual(
      store.state.products, [added],
      "Store.live(environment:) should run the reducer with the environment it is given, whose "
        + "uuid() answers 00000000-0000-0000-0000-000000000042")
    XCTAssertEqual(saved, [[added]], "the save should go to the given environment's save")
  }

  func testLive_InADebugBuild_PrintsEveryActionAndHowTheStateChanged() throws {
    let store = Store.live(environment: .mock)

    let printed = try captured(.output) { store.send(.loadTapped) }

    XCTAssertEqual(
      printed, "received action:\n  ShoppingListAction.loadTapped\n  (No state changes)\n",
      "TODO(1): in a debug build, as tests are, Store.live prints each action through the "
        + "debug() you write")
  }
}
