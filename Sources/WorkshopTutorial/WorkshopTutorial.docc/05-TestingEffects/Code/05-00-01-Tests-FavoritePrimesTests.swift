import EffectKit
import Foundation
import XCTest

@testable import FavoritePrimes

// The tests of this step. The app code is complete: the workshop runs these tests on it,
// then again with bugs planted in it, and checks that they notice each one.

final class FavoritePrimesTests: XCTestCase {
  /// Keeps every effect a test starts alive until the test ends.
  var cancellables: Set<Cancellable> = []

  override func setUp() {
    super.setUp()
    // TODO(1): start every test from the mock environment, then delete the line below.
    XCTFail("TODO(1): in setUp, replace Current with the mock environment")
  }

  func testSaveButtonTapped_RunsTheSaveEffectWhichEmitsNothing() throws {
    // TODO(2): record in a flag that the mock's save ran; run the save effect; assert
    // that it emits nothing, completes, and flipped the flag.
    XCTFail("TODO(2): write a test that runs the save effect: it saves, emits nothing, "
      + "completes")
  }

  func testSaveButtonTapped_SavesTheFavoritePrimesAsJSON() throws {
    // TODO(3): keep the bytes the mock's save receives; assert they decode to the state's
    // primes.
    XCTFail("TODO(3): write a test that decodes the bytes the save effect wrote")
  }

  func testLoadButtonTapped_FeedsTheLoadedPrimesBack() throws {
    // TODO(4): make the mock's load return primes of your choosing; run the load effect;
    // capture its action; wait for completion; feed the action back and assert the new
    // state.
    XCTFail("TODO(4): write a test that runs the load effect and feeds its action back")
  }
}

