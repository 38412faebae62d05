import Foundation
import WorkshopChecks
import XCTest

@testable import ShoppingList

/// Checks of the made-up UUIDs the step gives you for tests: they read back as written, and the
/// generator counts up from zero.
///
/// Steps 11 and 12 ship the same code and link this file among their checks too.
final class UUIDChecks: LocalizedTestCase {
  func testNumber_ReadsBackInTheLastTwelveDigits() {
    let cases = [
      (0, "00000000-0000-0000-0000-000000000000"),
      (42, "00000000-0000-0000-0000-000000000042"),
      (123_456_789_012, "00000000-0000-0000-0000-123456789012"),
      (9_123_456_789_012, "00000000-0000-0000-0000-123456789012"),
      (-5, "00000000-0000-0000-0000-000000000000"),
    ]
    for (number, expected) in cases {
      XCTAssertEqual(UUID(number: number).uuidString, expected, "UUID(number: \(number))")
    }
  }

  func testIncrementing_CountsUpFromZero_AndEachGeneratorStartsAgain() {
    let uuid = UUID.incrementing()
    XCTAssertEqual([uuid(), uuid(), uuid()], [UUID(number: 0), UUID(number: 1), UUID(number: 2)])
    XCTAssertEqual(UUID.incrementing()(), UUID(number: 0))
  }
}
