import WorkshopChecks
import XCTest

@testable import FavoritePrimes

/// Step 02's checks on the environment itself: the live clock is real, the mock clock is stopped.
final class FavoritePrimesEnvironmentChecks: LocalizedTestCase {
  override func setUp() {
    super.setUp()
    Current = .live
  }

  override func tearDown() {
    Current = .live
    super.tearDown()
  }

  // MARK: - TODO(1) · live

  func testLive_TellsTheTimeNow() {
    let now = Date()
    let told = FavoritePrimesEnvironment.live.date()
    // NB: a minute's slack on purpose: this asks which clock is used, not how fast the machine is.
    XCTAssertLessThanOrEqual(
      abs(told.timeIntervalSince(now)), 60,
      "TODO(1): FavoritePrimesEnvironment.live.date should tell the real time now (\(now)), "
        + "a new Date on every call; it told \(told)"
    )
  }

  func testLive_MakesANewDateAtEveryCall() {
    let first = FavoritePrimesEnvironment.live.date()
    // NB: a pause well above the clock's resolution, so two honest readings always differ.
    Thread.sleep(forTimeInterval: 0.005)
    let second = FavoritePrimesEnvironment.live.date()
    guard second <= first else { return }
    XCTFail(
      "TODO(1): FavoritePrimesEnvironment.live.date told the same time twice, 5 ms apart"
        + " (\(first)): a date read once, outside the closure, is a stopped clock. Make a new"
        + " Date inside the closure, at every call")
  }

  // MARK: - TODO(2) · mock

  func testMock_TellsTheWorkshopsFixedTime() {
    XCTAssertEqual(
      FavoritePrimesEnvironment.mock.date(), Date(timeIntervalSince1970: 1_234_567_890),
      "TODO(2): FavoritePrimesEnvironment.mock.date should tell "
        + "Date(timeIntervalSince1970: 1_234_567_890), the date every later step's tests expect"
    )
  }

  func testMock_TellsTheSameTimeAtEveryCall() {
    let first = FavoritePrimesEnvironment.mock.date()
    let later = (1...3).map { _ in FavoritePrimesEnvironment.mock.date() }
    XCTAssertEqual(
      later, [first, first, first],
      "TODO(2): the mock's clock is stopped: every call to mock.date() tells the same date"
    )
  }
}
