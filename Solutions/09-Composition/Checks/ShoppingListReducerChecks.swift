import EffectKit
import WorkshopChecks
import XCTest

@testable import ShoppingList

/// Checks the shopping list's reducers with environments that record what they are asked to do.
///
/// Steps 11 and 12 ship this code unchanged and link this file among their checks too (its TODO
/// numbers are step 09's), so that a slip in their copies is caught as well.
final class ShoppingListReducerChecks: LocalizedTestCase {
  private let milk = Product(id: UUID(number: 42), name: "Milk", isInBox: false)
  private let bread = Product(id: UUID(number: 43), name: "Bread", isInBox: true)

  /// Lists handed to `save`, in order, once its effect has run.
  private var saved: [[Product]] = []
  /// The ids `uuid` handed out.
  private var handedOut: [UUID] = []

  /// An environment whose ids count up from 100, whose load emits `loadedList`, and whose saves
  /// are recorded in `saved`.
  private func environment(loading loadedList: [Product] = []) -> ShoppingListEnvironment {
    var next = 100
    return ShoppingListEnvironment(
      uuid: { [unowned self] in
        defer { next += 1 }
        self.handedOut.append(UUID(number: next))
        return UUID(number: next)
      },
      save: { [unowned self] products in .fireAndForget { self.saved.append(products) } },
      load: { Effect(value: loadedList) }
    )
  }

  // MARK: - TODO(3): the list's own reducer

  func testAddProductTapped_AppendsAnEmptyProductWithTheEnvironmentsUUID() {
    var state = ShoppingListState(products: [milk])

    _ = shoppingListCoreReducer.run(&state, .addProductTapped, environment())

    XCTAssertEqual(
      handedOut, [UUID(number: 100)],
      "TODO(3): addProductTapped should ask environment.uuid() for the new product's id, once")
    XCTAssertEqual(
      state.products, [milk, Product(id: UUID(number: 100), name: "", isInBox: false)],
      "TODO(3): addProductTapped should append a product with the environment's UUID, an "
        + "empty name, and isInBox false, at the bottom of the list")
  }

  func testAddProductTapped_Twice_GivesEachProductAFreshUUID() {
    var state = ShoppingListState()
    let environment = environment()

    _ = shoppingListCoreReducer.run(&state, .addProductTapped, environment)
    _ = shoppingListCoreReducer.run(&state, .addProductTapped, environment)

    XCTAssertEqual(
      state.products.map(\.id), [UUID(number: 100), UUID(number: 101)],
      "TODO(3): every new product should get the next UUID from environment.uuid(), never a "
        + "made-up or random one")
  }

  func testAddProductTapped_SavesTheListWithTheNewProduct() {
    var state = ShoppingListState(products: [milk])

    let effects = shoppingListCoreReducer.run(&state, .addProductTapped, environment())
    XCTAssertEqual(
      saved, [], "TODO(3): the reducer should return the save effect, not save by itself")
    XCTAssertEqual(effects.count, 1, "TODO(3): addProductTapped should return one save effect")
    let recordings = effects.map(runSynchronously)

    XCTAssertEqual(
      saved, [[milk, Product(id: UUID(number: 100), name: "", isInBox: false)]],
      "TODO(3): running the effect should save the list once, new product included, with "
        + "environment.save(state.products)")
    XCTAssertEqual(
      recordings.flatMap(\.values), [],
      "TODO(3): a save is fire-and-forget: its effect sends no action back")
    XCTAssertEqual(
      recordings.map(\.finished), [true], "TODO(3): the save effect should finish after saving")
  }

  func testProductAction_ForAProductInTheList_SavesTheList() {
    var state = ShoppingListState(products: [milk, bread])

    let effects = shoppingListCoreReducer.run(
      &state, .product(id: bread.id, action: .toggleInBox), environment())
    let values = effects.flatMap { runSynchronously($0).values }

    XCTAssertEqual(
      saved, [[milk, bread]],
      "TODO(3): after a product action for a product in the list, save the list once (on its "
        + "own, this reducer leaves the product as it is: productReducer edits it)")
    XCTAssertEqual(values, [], "TODO(3): the save effect should send no action back")
  }

  func testProductAction_ForAnUnknownProduct_DoesNotSave() {
    var state = ShoppingListState(products: [milk])

    let effects = shoppingListCoreReducer.run(
      &state, .product(id: UUID(number: 999), action: .toggleInBox), environment())
    effects.forEach { _ = runSynchronously($0) }

    XCTAssertEqual(state, ShoppingListState(products: [milk]), "TODO(3): nothing should change")
    XCTAssertEqual(
      saved, [],
      "TODO(3): a .product action for an id that is not in the list changes nothing: no save")
  }

  func testLoadTapped_FeedsBackWhatTheEnvironmentLoads() {
    var state = ShoppingListState(products: [milk])

    let effects = shoppingListCoreReducer.run(&state, .loadTapped, environment(loading: [bread]))

    XCTAssertEqual(
      state, ShoppingListState(products: [milk]),
      "TODO(3): loadTapped changes nothing by itself; the list changes when it comes back")
    XCTAssertEqual(
      effects.flatMap { runSynchronously($0).values }, [.loaded([bread])],
      "TODO(3): loadTapped should return environment.load(), its list sent back as .loaded")
    XCTAssertEqual(saved, [], "TODO(3): loading should not save anything")
  }

  func testLoaded_ReplacesTheListWithoutSaving() {
    var state = ShoppingListState(products: [milk])

    let effects = shoppingListCoreReducer.run(&state, .loaded([bread]), environment())

    XCTAssertEqual(
      state, ShoppingListState(products: [bread]),
      "TODO(3): loaded(products) should replace the list with the loaded one")
    XCTAssertTrue(
      effects.isEmpty, "TODO(3): loaded should return no effects: the list is already saved")
  }

  // MARK: - TODO(4): the whole list, composed

  func testShoppingListReducer_RenamesOnlyTheProductWithThatID() {
    var state = ShoppingListState(products: [milk, bread])

    _ = shoppingListReducer.run(
      &state, .product(id: bread.id, action: .nameChanged("Rye bread")), environment())

    XCTAssertEqual(
      state.products, [milk, Product(id: bread.id, name: "Rye bread", isInBox: true)],
      "TODO(4): shoppingListReducer should hand .product actions to productReducer through "
        + "forEach, so that only the product with that id changes (needs TODO 1 and 2)")
  }

  func testShoppingListReducer_TogglesInBoxOfTheProductWithThatID() {
    var state = ShoppingListState(products: [milk, bread])

    _ = shoppingListReducer.run(&state, .product(id: milk.id, action: .toggleInBox), environment())

    XCTAssertEqual(
      state.products, [Product(id: milk.id, name: "Milk", isInBox: true), bread],
      "TODO(4): a .toggleInBox for Milk should put Milk in the box, and leave Bread alone")
  }

  func testShoppingListReducer_SavesTheListWithTheEditInIt() {
    var state = ShoppingListState(products: [milk, bread])

    let effects = shoppingListReducer.run(
      &state, .product(id: milk.id, action: .nameChanged("Oat milk")), environment())
    effects.forEach { _ = runSynchronously($0) }

    XCTAssertEqual(
      saved, [[Product(id: milk.id, name: "Oat milk", isInBox: false), bread]],
      "TODO(4): a rename should save once, and the saved list should hold the new name: "
        + "combine the product reducer first, the list's own reducer second")
  }

  func testShoppingListReducer_StillAddsAndLoads() {
    var state = ShoppingListState()
    let environment = environment(loading: [milk])

    let loadEffects = shoppingListReducer.run(&state, .loadTapped, environment)
    let loaded = loadEffects.flatMap { runSynchronously($0).values }
    _ = shoppingListReducer.run(&state, .addProductTapped, environment)

    XCTAssertEqual(
      loaded, [.loaded([milk])],
      "TODO(4): shoppingListReducer should include the list's own reducer (TODO 3), so "
        + "loadTapped still loads")
    XCTAssertEqual(
      state.products, [Product(id: UUID(number: 100), name: "", isInBox: false)],
      "TODO(4): shoppingListReducer should include the list's own reducer (TODO 3), so "
        + "addProductTapped still adds")
  }
}
