import EffectKit
import WorkshopChecks
import XCTest

@testable import DataLoading

/// Step 01's checks: each rule of the list screen's reducer, then how well your tests guard them.
final class LoadingReducerChecks: LocalizedTestCase {
  /// One example of every state the screen can be in, to check that a rule holds from each.
  private let everyState: [LoadingState] = [.initial, .loading, .loaded(items: ["tea", "coffee"])]

  // MARK: - TODO(1) · .loadButtonTapped

  func testLoadButtonTapped_FromInitial_StartsLoading() {
    var state = LoadingState.initial
    _ = loadingReducer(state: &state, action: .loadButtonTapped)
    XCTAssertEqual(state, .loading, "TODO(1): on .loadButtonTapped, set the state to .loading")
  }

  func testLoadButtonTapped_WhileLoading_KeepsLoading() {
    var state = LoadingState.loading
    _ = loadingReducer(state: &state, action: .loadButtonTapped)
    XCTAssertEqual(
      state, .loading,
      "TODO(1): a second tap while loading changes nothing: the state stays .loading"
    )
  }

  func testLoadButtonTapped_WhileLoaded_GoesBackToLoading() {
    var state = LoadingState.loaded(items: ["tea", "coffee"])
    _ = loadingReducer(state: &state, action: .loadButtonTapped)
    XCTAssertEqual(
      state, .loading,
      "TODO(1): tapping load while items are shown reloads: set the state to .loading, "
        + "whatever it was"
    )
  }

  // MARK: - TODO(2) · .itemsLoaded

  func testItemsLoaded_WhileLoading_ShowsTheItemsAsReceived() {
    // NB: the samples include one item, a repeated item and no items at all.
    let samples: [[String]] = [["tea", "coffee", "cocoa"], ["tea"], ["mate", "tea", "mate"], []]
    for items in samples {
      var state = LoadingState.loading
      _ = loadingReducer(state: &state, action: .itemsLoaded(items))
      XCTAssertEqual(
        state, .loaded(items: items),
        "TODO(2): on .itemsLoaded(\(items)), set the state to .loaded(items: \(items)): "
          + "every item, in the order received"
      )
    }
  }

  func testItemsLoaded_FromAnyState_ShowsTheNewItems() {
    for start in everyState {
      var state = start
      _ = loadingReducer(state: &state, action: .itemsLoaded(["juice", "water"]))
      XCTAssertEqual(
        state, .loaded(items: ["juice", "water"]),
        "TODO(2): .itemsLoaded shows the new items whatever the state was (here: \(start))"
      )
    }
  }

  // MARK: - No effects in this step

  func testEveryAction_FromEveryState_ReturnsNoEffects() {
    let actions: [LoadingAction] = [.loadButtonTapped, .itemsLoaded(["tea"])]
    for start in everyState {
      for action in actions {
        var state = start
        let effects = loadingReducer(state: &state, action: action)
        XCTAssertTrue(
          effects.isEmpty,
          "Return [] for \(action) (from \(start)): this step's reducer runs no effects yet; "
            + "it returned \(effects.count)"
        )
      }
    }
  }

  // MARK: - The whole story, run by a Store

  func testUserStory_LoadThenRefresh_ThroughAStore() {
    // NB: the reducer has EffectKit's `Reducer` shape, so a `Store` can run it as the app would.
    let reducer: Reducer<LoadingState, LoadingAction> = loadingReducer
    let store = Store(initialState: LoadingState.initial, reducer: reducer)

    store.send(.loadButtonTapped)
    XCTAssertEqual(store.state, .loading, "TODO(1): after tapping load, the screen is .loading")

    store.send(.itemsLoaded(["tea", "coffee"]))
    XCTAssertEqual(
      store.state, .loaded(items: ["tea", "coffee"]),
      "TODO(2): once the items arrive, the screen shows them"
    )

    store.send(.loadButtonTapped)
    XCTAssertEqual(store.state, .loading, "TODO(1): tapping load again goes back to .loading")

    store.send(.itemsLoaded(["tea", "coffee", "cocoa"]))
    XCTAssertEqual(
      store.state, .loaded(items: ["tea", "coffee", "cocoa"]),
      "TODO(2): the refreshed items replace the old ones"
    )
    XCTAssertEqual(
      store.runningEffectCount, 0, localized("No effects should be running in this step"))
  }

  // MARK: - TODO(3) and TODO(4) · your tests

  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
