import EffectKit
import XCTest

final class CancellableTests: XCTestCase {
  func testCancel_RunsOnlyOnce() {
    var cancellations = 0
    let cancellable = Cancellable { cancellations += 1 }

    cancellable.cancel()
    cancellable.cancel()

    XCTAssertEqual(cancellations, 1)
  }

  func testRelease_Cancels() {
    var cancellations = 0
    var cancellable: Cancellable? = Cancellable { cancellations += 1 }

    cancellable = nil

    XCTAssertNil(cancellable)
    XCTAssertEqual(cancellations, 1)
  }

  func testStoreIn_KeepsItAliveUntilTheSetIsEmptied() {
    var cancellations = 0
    var set = Set<Cancellable>()

    Cancellable { cancellations += 1 }.store(in: &set)
    XCTAssertEqual(cancellations, 0)
    set.removeAll()

    XCTAssertEqual(cancellations, 1)
  }

  func testEquality_IsIdentity() {
    let first = Cancellable()
    let second = Cancellable()

    XCTAssertEqual(first, first)
    XCTAssertNotEqual(first, second)
    XCTAssertEqual(Set([first, first, second]).count, 2)
  }
}
