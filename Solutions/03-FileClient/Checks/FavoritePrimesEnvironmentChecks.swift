import EffectKit
import Foundation
import WorkshopChecks
import XCTest

// NB: step 08 links this file too; its module is PrimeTime.
#if canImport(FavoritePrimes)
  @testable import FavoritePrimes
#else
  @testable import PrimeTime
#endif

/// Checks that each environment carries the matching file client. Closures cannot be compared,
/// so each check compares what the clients do with a file that exists nowhere.
///
/// Steps 04 and 05 ship this code unchanged and link this file among their checks too (its TODO
/// numbers are step 03's), so that a slip in their copies is caught as well.
final class FavoritePrimesEnvironmentChecks: LocalizedTestCase {
  private let nowhere = "FavoritePrimesEnvironmentChecks-\(UUID().uuidString).json"

  func testMock_UsesTheMockFileClient() {
    let expected = runSynchronously(FileClient.mock.load(nowhere)).values
    guard expected.count == 1, (expected.first ?? nil) != nil else {
      return XCTFail("Finish TODO(3) first: FileClient.mock.load should emit its fixed bytes")
    }

    XCTAssertEqual(
      runSynchronously(FavoritePrimesEnvironment.mock.fileClient.load(nowhere)).values, expected,
      "TODO(4): FavoritePrimesEnvironment.mock should use FileClient.mock"
    )
  }

  func testMock_KeepsItsFixedDate() {
    XCTAssertEqual(
      FavoritePrimesEnvironment.mock.date(), Date(timeIntervalSince1970: 1_234_567_890),
      "TODO(4): FavoritePrimesEnvironment.mock should keep its stopped clock"
    )
  }

  func testLive_UsesTheLiveFileClient() {
    // NB: this only reads: it asks the user's documents directory for a file that isn't there.
    guard runSynchronously(FileClient.live.load(nowhere)).values == [nil] else {
      return XCTFail("Finish TODO(1) first: a live load of a missing file should emit nil")
    }

    let load = runSynchronously(FavoritePrimesEnvironment.live.fileClient.load(nowhere))

    XCTAssertEqual(
      load.values, [nil],
      "TODO(4): FavoritePrimesEnvironment.live should use FileClient.live, whose load of a "
        + "missing file emits nil (it emitted \(load.values))"
    )
  }
}
