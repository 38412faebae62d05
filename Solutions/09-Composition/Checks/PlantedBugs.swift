import EffectKit
import Foundation
import WorkshopTestRuns

@testable import ShoppingList

// The planted bugs of step 09. This file is compiled together with the learner's tests, and its
// `shoppingListReducer` shadows the reference one those tests import: with no bug switched on it
// simply delegates, and with `WORKSHOP_PLANTED_BUG=n` it breaks the reference in one way.
// Each bug's summary and hint are declared once, in the PlantedBugs.json one folder up.

/// The reference shopping list reducer, broken in the way the active planted bug describes.
let shoppingListReducer = Reducer<
  ShoppingListState, ShoppingListAction, ShoppingListEnvironment
> { state, action, environment in
  let reference = ShoppingList.shoppingListReducer.run
  switch (PlantedBug.active, action) {
  case let (1, .product(_, productAction)):
    PlantedBug.reached()
    // Bug 1: the product action goes to the first product, whatever id it names.
    guard let first = state.products.first else { return reference(&state, action, environment) }
    return reference(&state, .product(id: first.id, action: productAction), environment)

  case (2, .addProductTapped):
    PlantedBug.reached()
    // Bug 2: the new product gets a random id instead of the environment's.
    var random = environment
    random.uuid = UUID.init
    return reference(&state, action, random)

  case (3, .addProductTapped), (3, .product):
    PlantedBug.reached()
    // Bug 3: every change saves twice.
    return reference(&state, action, environment).flatMap { [$0, $0] }

  case (4, .product(_, .nameChanged)):
    PlantedBug.reached()
    // Bug 4: renaming changes the name but does not save.
    _ = reference(&state, action, environment)
    return []

  case (5, .addProductTapped):
    PlantedBug.reached()
    // Bug 5: the new product goes to the top of the list instead of the bottom.
    let effects = reference(&state, action, environment)
    if let added = state.products.popLast() { state.products.insert(added, at: 0) }
    return effects

  case (6, .product):
    PlantedBug.reached()
    // Bug 6: the save after an edit writes the list as it was before the edit, which is what
    // combining the list's reducer before the product reducer does.
    let before = state.products
    var stale = environment
    stale.save = { _ in environment.save(before) }
    return reference(&state, action, stale)

  case (7, .loaded):
    PlantedBug.reached()
    // Bug 7: the loaded list is written straight back to disk, a save nobody asked for.
    let effects = reference(&state, action, environment)
    return effects + [environment.save(state.products).fireAndForget()]

  default:
    return reference(&state, action, environment)
  }
}
