// `install: { Current.favoritePrimes = $0 }`, and keep one test per flow.

final class FavoritePrimesTests: XCTestCase {
  func testSaveButtonTapped_StampsTheDateAndSavesTheListAsJSON() {
    XCTFail(
      "TODO(5): write a test that sends .saveButtonTapped, expects lastSavedAt to be "
        + "stamped, "
        + "and checks in a .do step what the mock file client saved")
  }
