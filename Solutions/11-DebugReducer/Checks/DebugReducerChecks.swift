import EffectKit
import WorkshopChecks
import XCTest

@testable import ShoppingList

/// Checks the exact text the debug reducers print for a few actions on the shopping list, with
/// a printer that keeps every entry instead of printing it.
///
/// Step 12 ships this code unchanged and links this file among its checks too (its TODO
/// numbers are step 11's), so that a slip in its copy is caught as well.
final class DebugReducerChecks: LocalizedTestCase {
  private let milk = Product(id: UUID(number: 42), name: "Milk", isInBox: false)
  private let bread = Product(id: UUID(number: 43), name: "Bread", isInBox: true)

  /// Every entry the reducer under test printed, in order.
  private var printed: [String] = []
  /// Every list the environment was asked to save, once the save effect ran.
  private var saved: [[Product]] = []

  /// The mock environment (ids count from zero), loading Milk and recording saves.
  private var environment: ShoppingListEnvironment {
    let milk = self.milk
    var environment = ShoppingListEnvironment.mock
    environment.load = { Effect(value: [milk]) }
    environment.save = { [unowned self] products in .fireAndForget { self.saved.append(products) } }
    return environment
  }

  private func keep(_ entry: String) { printed.append(entry) }

  // MARK: - TODO(1): debug()

  func testIndented_IndentsEveryLine_BlankOnesToo() {
    XCTAssertEqual(indented("a\n\nb"), "  a\n  \n  b")
  }

  func testDebug_AnActionThatChangesNothing_PrintsNoStateChanges() {
    var state = ShoppingListState(products: [milk])

    _ = shoppingListReducer.debug(printer: keep).run(&state, .loadTapped, environment)

    assertPrinted(
      [
        """
        received action:
          ShoppingListAction.loadTapped
          (No state changes)
        """
      ],
      "TODO(1): for an action that leaves the state as it was, debug() prints the header, the "
        + "action's valueDump indented by two spaces, and (No state changes)")
  }

  func testDebug_ANestedProductChange_MarksTheOneLineThatChanged() {
    var state = ShoppingListState(products: [milk, bread])

    _ = shoppingListReducer.debug(printer: keep)
      .run(&state, .product(id: bread.id, action: .nameChanged("Rye bread")), environment)

    assertPrinted(
      [
        """
        received action:
          ShoppingListAction.product(
            id: UUID(00000000-0000-0000-0000-000000000043),
            action: ProductAction.nameChanged("Rye bread")
          )
          ShoppingListState(
            products: [
              Product(
                id: UUID(00000000-0000-0000-0000-000000000042),
                name: "Milk",
                isInBox: false
              ),
              Product(
                id: UUID(00000000-0000-0000-0000-000000000043),
        −       name: "Bread",
        +       name: "Rye bread",
                isInBox: true
              )
            ]
          )
        """
      ],
      "TODO(1): after the action's dump, debug() prints stateChange(from: before, to: after): "
        + "the state's dump with the changed line marked")
  }

  func testDebug_AnInsertIntoTheList_MarksTheAddedLines() {
    var state = ShoppingListState(products: [milk])

    _ = shoppingListReducer.debug(printer: keep).run(&state, .addProductTapped, environment)

    assertPrinted(
      [
        """
        received action:
          ShoppingListAction.addProductTapped
          ShoppingListState(
            products: [
              Product(
                id: UUID(00000000-0000-0000-0000-000000000042),
                name: "Milk",
                isInBox: false
        +     ),
        +     Product(
        +       id: UUID(00000000-0000-0000-0000-000000000000),
        +       name: "",
        +       isInBox: false
              )
            ]
          )
        """
      ],
      "TODO(1): a new product shows as added lines (+) in the state's dump; compare the state "
        + "from before the reducer ran with the state after")
  }

  func testDebug_WithAPrefix_PrintsItBeforeTheHeader() {
    var state = ShoppingListState(products: [milk])

    _ = shoppingListReducer.debug("Shopping", printer: keep).run(&state, .loadTapped, environment)

    assertPrinted(
      [
        """
        Shopping: received action:
          ShoppingListAction.loadTapped
          (No state changes)
        """
      ],
      "TODO(1): with a prefix, the header is debugHeader(prefix): \"Shopping: received action:\"")
  }

  func testDebug_ChangesTheStateAndReturnsTheEffectsAsTheReducerDoes() {
    var state = ShoppingListState(products: [milk])

    let effects = shoppingListReducer.debug(printer: keep)
      .run(&state, .addProductTapped, environment)
    effects.forEach { _ = runSynchronously($0) }

    let newProduct = Product(id: UUID(number: 0), name: "", isInBox: false)
    XCTAssertEqual(
      state.products, [milk, newProduct],
      "TODO(1): debug() should run the reducer it wraps, with the same state, action and "
        + "environment")
    XCTAssertEqual(
      saved, [[milk, newProduct]],
      "TODO(1): debug() should return the wrapped reducer's effects, untouched: here, one save")
  }

  func testDebug_InAStore_PrintsTheActionsEffectsFeedBackToo() {
    let reducer = shoppingListReducer.debug(printer: keep)
    let environment = environment
    let store = Store(
      initialState: ShoppingListState(),
      reducer: { state, action in reducer.run(&state, action, environment) }
    )

    store.send(.loadTapped)

    XCTAssertEqual(
      printed.map { $0.split(separator: "\n").prefix(2).joined(separator: "\n") },
      [
        "received action:\n  ShoppingListAction.loadTapped",
        "received action:\n  ShoppingListAction.loaded(",
      ],
      "TODO(1): debug() should print one entry per action it reduces, those the load effect "
        + "sends back included")
  }

  // MARK: - TODO(2): debugActions()

  func testDebugActions_PrintsTheActionWithoutTheState() {
    var state = ShoppingListState(products: [milk, bread])

    _ = shoppingListReducer.debugActions(printer: keep)
      .run(&state, .product(id: milk.id, action: .toggleInBox), environment)

    assertPrinted(
      [
        """
        received action:
          ShoppingListAction.product(
            id: UUID(00000000-0000-0000-0000-000000000042),
            action: ProductAction.toggleInBox
          )
        """
      ],
      "TODO(2): debugActions() prints the header and the action's valueDump, indented, and "
        + "nothing about the state")
  }

  func testDebugActions_WithAPrefix_PrintsItBeforeTheHeader() {
    var state = ShoppingListState()

    _ = shoppingListReducer.debugActions("Shopping", printer: keep)
      .run(&state, .loaded([bread]), environment)

    assertPrinted(
      [
        """
        Shopping: received action:
          ShoppingListAction.loaded(
            [
              Product(
                id: UUID(00000000-0000-0000-0000-000000000043),
                name: "Bread",
                isInBox: true
              )
            ]
          )
        """
      ],
      "TODO(2): with a prefix, debugActions() starts with \"Shopping: received action:\"")
  }

  func testDebugActions_ChangesTheStateAndReturnsTheEffectsAsTheReducerDoes() {
    var state = ShoppingListState(products: [milk])

    let effects = shoppingListReducer.debugActions(printer: keep)
      .run(&state, .product(id: milk.id, action: .toggleInBox), environment)
    effects.forEach { _ = runSynchronously($0) }

    let tickedMilk = Product(id: milk.id, name: "Milk", isInBox: true)
    XCTAssertEqual(
      state.products, [tickedMilk],
      "TODO(2): debugActions() should run the reducer it wraps, and change the state as it does")
    XCTAssertEqual(
      saved, [[tickedMilk]],
      "TODO(2): debugActions() should return the wrapped reducer's effects, untouched")
  }

  // MARK: - Helpers

  /// The first two lines that start at another column in `printed` than in `expected` (the same
  /// lines, but for their spaces), each expected line above its printed one, and how many more.
  private func movedLines(_ expected: [Substring], _ printed: [Substring]) -> [String] {
    let moved = zip(expected, printed).filter { $0 != $1 }
    let shown = moved.prefix(2).flatMap { ["− \($0)", "+ \($1)"] }
    let more = moved.count - shown.count / 2
    return more > 0
      ? shown + [localized("… and \(more) more lines that start at another column")] : shown
  }

  /// Fails with `message` and a line diff of the expected entries against the printed ones,
  /// unless the printed entries are exactly `expected`; says so when only the indentation differs.
  private func assertPrinted(
    _ expected: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard printed != expected else { return }
    let next = "\n\n" + localized("(next entry)") + "\n"
    let show = { (entries: [String]) in
      entries.isEmpty ? localized("(nothing)") : entries.joined(separator: next)
    }
    let unindented = { (entries: [String]) in
      entries.map { $0.split(separator: "\n").map { $0.drop { $0 == " " } } }
    }
    let onlyColumns = unindented(expected) == unindented(printed)
    // NB: the entries hold − and + marks of their own; the diff's marks stand in front of them.
    // Where only columns differ, a diff of the whole would show every line twice, in two blocks.
    let diff =
      onlyColumns
      ? movedLines(show(expected).split(separator: "\n"), show(printed).split(separator: "\n"))
      : (lineDiff(expected: show(expected), actual: show(printed)) ?? "")
        .split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).map(String.init)
    let cause =
      onlyColumns
      ? localized(
        """
        Every line is the expected one, but some start at another column. The action's valueDump is \
        indented by two spaces; the state change is not indented again, since each of its lines \
        starts with two columns of its own (a mark, or two spaces).
        """) + "\n\n" : ""
    XCTFail(
      "\(message)\n\n\(cause)\(diff.joined(separator: "\n"))\n\n"
        + localized("(−: expected, +: printed)"), file: file, line: line)
    if printed.isEmpty {
      XCTFail(
        "The printer was never called. Print each entry with `printer(…)`, the parameter: "
          + "Swift's own `print` writes to the terminal, where no check can see it.",
        file: file, line: line)
    }
  }
}
