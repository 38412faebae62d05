import EffectKit
import WorkshopChecks
import XCTest

@testable import ShoppingList

// NB: EffectKit has a `Reducer` of its own, the two-argument function type of the earlier steps;
// in a file that imports both modules, the step's struct needs its module's name.
private typealias Reducer<State, Action, Environment> = ShoppingList.Reducer<
  State, Action, Environment
>

// Checks of `Reducer.combine` and `forEach` on a small made-up feature, so that they say nothing
// about the shopping list: a board of tallies, each with an id and a count.
// NB: the types are internal, not private, so that failure messages print their names plainly.

struct Tally: Equatable, Identifiable {
  let id: Int
  var count = 0
}

enum TallyAction: Equatable {
  /// Adds the environment's step to the count.
  case increment
  /// Changes nothing, and returns an effect that sends `.increment` back.
  case incrementLater
}

struct Board: Equatable {
  var tallies: [Tally]
  var log: [String] = []
}

enum BoardAction: Equatable {
  case tally(id: Int, action: TallyAction)
  case reset

  var tallyAction: (id: Int, action: TallyAction)? {
    guard case let .tally(id, action) = self else { return nil }
    return (id, action)
  }
}

struct BoardEnvironment {
  var step: Int
}

private let tallyReducer = Reducer<Tally, TallyAction, Int> { tally, action, step in
  switch action {
  case .increment:
    tally.count += step
    return []
  case .incrementLater:
    return [Effect(value: .increment)]
  }
}

private let boardTallies = tallyReducer.forEach(
  state: \Board.tallies,
  extract: \BoardAction.tallyAction,
  embed: BoardAction.tally(id:action:),
  environment: { (environment: BoardEnvironment) in environment.step }
)

/// A reducer that writes `name` in the log, and returns one effect sending `reset` back.
private func logging(_ name: String) -> Reducer<Board, BoardAction, BoardEnvironment> {
  Reducer { board, _, _ in
    board.log.append(name)
    return [Effect(value: .reset)]
  }
}

/// Steps 11 and 12 ship this code unchanged and link this file among their checks too (its TODO
/// numbers are step 09's), so that a slip in their copies is caught as well.
final class ReducerChecks: LocalizedTestCase {
  private let environment = BoardEnvironment(step: 10)

  // MARK: - TODO(1): combine

  func testCombine_RunsEveryReducerInOrderOnTheSameState() {
    let combined = Reducer.combine(logging("first"), logging("second"), logging("third"))
    var board = Board(tallies: [])

    _ = combined.run(&board, .reset, environment)

    XCTAssertEqual(
      board.log, ["first", "second", "third"],
      "TODO(1): combine should run every reducer, in the order given, each on the state the "
        + "one before it left")
  }

  func testCombine_ReturnsTheEffectsOfEveryReducerInOrder() {
    let first = Reducer<Int, String, Void> { _, _, _ in [Effect(value: "a")] }
    let second = Reducer<Int, String, Void> { _, _, _ in [Effect(value: "b"), Effect(value: "c")] }
    var state = 0

    let effects = Reducer.combine(first, second).run(&state, "go", ())

    XCTAssertEqual(
      effects.flatMap { runSynchronously($0).values }, ["a", "b", "c"],
      "TODO(1): combine should return the effects of all reducers, first reducer's first")
  }

  func testCombine_HandsTheSameActionAndEnvironmentToEveryReducer() {
    var seen: [String] = []
    let spy = Reducer<Int, String, String> { _, action, environment in
      seen.append("\(action) with \(environment)")
      return []
    }
    var state = 0

    _ = Reducer.combine(spy, spy).run(&state, "go", "mocks")

    XCTAssertEqual(
      seen, ["go with mocks", "go with mocks"],
      "TODO(1): combine should pass its action and environment on to every reducer")
  }

  // MARK: - TODO(2): forEach

  func testForEach_AppliesTheActionToTheElementWithThatID() {
    let before = Board(tallies: [Tally(id: 1), Tally(id: 2), Tally(id: 3)])
    var board = before

    _ = boardTallies.run(&board, .tally(id: 2, action: .increment), environment)

    XCTAssertEqual(
      board.tallies, [Tally(id: 1), Tally(id: 2, count: 10), Tally(id: 3)],
      forEachMistake(
        board, before,
        otherwise: "TODO(2): forEach should apply .tally(id: 2, …) to the tally whose id is 2, "
          + "and to no other; its position in the list does not matter"))
  }

  func testForEach_FindsTheElementByIDWhereverItIs() {
    let before = Board(tallies: [Tally(id: 7), Tally(id: 5)])
    var board = before

    _ = boardTallies.run(&board, .tally(id: 5, action: .increment), environment)
    _ = boardTallies.run(&board, .tally(id: 7, action: .increment), environment)

    XCTAssertEqual(
      board.tallies, [Tally(id: 7, count: 10), Tally(id: 5, count: 10)],
      forEachMistake(
        board, before,
        otherwise: "TODO(2): forEach should look the element up by its id, not use the id as an "
          + "index"))
  }

  /// Why `forEach` left `board` as it did: nothing changed at all (the reducer ran on a copy, or
  /// not at all), or `otherwise`, the wrong tally changed.
  private func forEachMistake(_ board: Board, _ before: Board, otherwise: String) -> String {
    board == before
      ? "TODO(2): forEach changed no tally. Find the element by its id, not its position, and run "
        + "the element's reducer on it in the parent's list itself "
        + "(`&parent[keyPath: toElements][index]`): changing a copy (`var element = …`) leaves "
        + "the list as it was"
      : otherwise
  }

  func testForEach_HandsTheElementTheEnvironmentItDerives() {
    let before = Board(tallies: [Tally(id: 1)])
    var board = before

    _ = boardTallies.run(&board, .tally(id: 1, action: .increment), BoardEnvironment(step: 3))

    XCTAssertEqual(
      board.tallies, [Tally(id: 1, count: 3)],
      forEachMistake(
        board, before,
        otherwise:
          "TODO(2): forEach should run the element's reducer with environment(parentEnvironment)"))
  }

  func testForEach_IgnoresAnActionForAnUnknownID() {
    var board = Board(tallies: [Tally(id: 1), Tally(id: 2)])

    let effects = boardTallies.run(&board, .tally(id: 99, action: .incrementLater), environment)

    XCTAssertEqual(
      board, Board(tallies: [Tally(id: 1), Tally(id: 2)]),
      "TODO(2): an action for an id that is not in the list should change nothing")
    XCTAssertTrue(
      effects.isEmpty, "TODO(2): an action for an id that is not in the list returns no effects")
  }

  func testForEach_IgnoresActionsThatAreNotElementActions() {
    var board = Board(tallies: [Tally(id: 1, count: 4)])

    let effects = boardTallies.run(&board, .reset, environment)

    XCTAssertEqual(
      board, Board(tallies: [Tally(id: 1, count: 4)]),
      "TODO(2): when extract returns nil, the action is not for an element: change nothing")
    XCTAssertTrue(effects.isEmpty, "TODO(2): an action that is not for an element has no effects")
  }

  func testForEach_MapsTheElementsEffectsBackToParentActions() {
    var board = Board(tallies: [Tally(id: 1), Tally(id: 2)])

    let effects = boardTallies.run(&board, .tally(id: 2, action: .incrementLater), environment)

    XCTAssertEqual(effects.count, 1, "TODO(2): forEach should return the element's effects")
    XCTAssertEqual(
      effects.flatMap { runSynchronously($0).values }, [.tally(id: 2, action: .increment)],
      "TODO(2): an element's effect should send its action back embedded in a parent action, "
        + "with the id of the element it came from")
  }
}
