import Foundation
import WorkshopChecks
import XCTest

@testable import FavoritePrimes

/// The app starts on the live environment. Every other check and test sets `Current` itself, so
/// this one looks at it in a fresh process, before anything touched it.
///
/// Steps 03 to 05 link this file among their checks too: their `Current` starts the same way.
final class CurrentChecks: LocalizedTestCase {
  func testCurrent_StartsOnTheLiveEnvironment() throws {
    try inAFreshProcess {
      // NB: a minute's slack: this asks which clock is used, not how fast the machine is.
      let told = Current.date()
      guard abs(told.timeIntervalSinceNow) > 60 else { return }
      if abs(FavoritePrimesEnvironment.live.date().timeIntervalSinceNow) > 60 {
        XCTFail(
          "Finish TODO(1) first: Current starts as FavoritePrimesEnvironment.live, whose clock"
            + " should tell the time now")
      } else {
        XCTFail(
          localized(
            """
            Current should start as FavoritePrimesEnvironment.live, whose clock tells the time \
            now; it told \(told)
            """))
      }
    }
  }
}
