import EffectKit
import Foundation
import XCTest

@testable import PrimeTime

// Rewrite step 05's tests with the TestStore. Build each store with
// `install: { Current.favoritePrimes = $0 }`, and keep one test per flow.

final class FavoritePrimesTests: XCTestCase {
  func testSaveButtonTapped_StampsTheDateAndSavesTheListAsJSON() {
    XCTFail(
      "TODO(5): write a test that sends .saveButtonTapped, expects lastSavedAt to be "
        + "stamped, "
        + "and checks in a .do step what the mock file client saved")
  }

  func testLoadButtonTapped_FeedsTheLoadedPrimesBack() {
    XCTFail(
      "TODO(5): write a test that sends .loadButtonTapped and receives "
        + ".loadedFavoritePrimes "
        + "with the primes the mock file client loaded")
  }
}

