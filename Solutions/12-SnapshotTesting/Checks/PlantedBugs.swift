import EffectKit
import Foundation
import WorkshopTestRuns

@testable import ShoppingList

// The planted bugs of step 12. This file is compiled together with the learner's snapshot tests.
// Those tests draw the screen through `ShoppingListView` (the `screen(_:)` helper) or call
// `render(_:)` directly; both names below shadow the reference ones, so either way the drawing
// goes through this `render(_:)`. With no bug switched on it simply delegates, and with
// `WORKSHOP_PLANTED_BUG=n` it breaks the reference's picture in one way.
// Each bug's summary and hint are declared once, in the PlantedBugs.json one folder up.

/// The reference screen, drawn with the active planted bug.
func render(_ state: ShoppingListState) -> String {
  switch PlantedBug.active {
  case 1:
    PlantedBug.reached()
    // Bug 1: the tick box stays empty for a product in the box; the count is still right.
    return ShoppingList.render(state).replacingOccurrences(of: "[x]", with: "[ ]")

  case 2 where state.products.isEmpty:
    PlantedBug.reached()
    // Bug 2: the empty list draws its title bar and nothing else, no hint.
    let lines = linesOf(ShoppingList.render(state))
    return (lines.prefix(2) + lines.suffix(1)).joined(separator: "\n")

  case 3:
    PlantedBug.reached()
    // Bug 3: the last product's row is left out (the count below still counts it).
    var lines = linesOf(ShoppingList.render(state))
    let isRow = { (line: Substring) in line.hasPrefix("│ [x] ") || line.hasPrefix("│ [ ] ") }
    if let last = lines.lastIndex(where: isRow) { lines.remove(at: last) }
    return lines.joined(separator: "\n")

  case 4:
    PlantedBug.reached()
    // Bug 4: every name loses its last character, an off-by-one when fitting it into its row.
    var cut = state
    for index in cut.products.indices {
      cut.products[index].name = String(cut.products[index].name.dropLast())
    }
    return ShoppingList.render(cut)

  default:
    return ShoppingList.render(state)
  }
}

/// The lines of `text`, empty ones included.
private func linesOf(_ text: String) -> [Substring] {
  text.split(separator: "\n", omittingEmptySubsequences: false)
}

/// The reference screen, drawing itself with the `render(_:)` above.
struct ShoppingListView {
  /// Where the screen reads its state and sends its actions.
  let store: Store<ShoppingListState, ShoppingListAction>

  /// Sends what the reference screen sends when it appears.
  func onAppear() {
    ShoppingList.ShoppingListView(store: store).onAppear()
  }

  /// The screen as it looks now, with the active planted bug.
  var body: String {
    render(store.state)
  }
}
