import EffectKit
import XCTest

@testable import DataLoading

/// The list screen's reducer, tested as the pure function it is: no mocks, no waiting.
final class LoadingReducerTests: XCTestCase {
  func testItemsLoaded_WhileLoading_ShowsTheItems() {
    // TODO(3): Given a state, when one action arrives, then assert the new state and the
    // effects.
    XCTFail(
      "TODO(3): write a test: given .loading, when .itemsLoaded(some items), "
        + "then the state is .loaded(items:) with those items and there are no effects"
    )
  }

  func testUserStory_LoadThenRefresh() {
    // TODO(4): Play a whole visit to the screen, asserting the state and effects after
    // each step.
    XCTFail(
      "TODO(4): write a user story: initial, tap load, items arrive, tap load again, "
        + "new items arrive; assert the state and the effects after every step"
    )
  }
}

