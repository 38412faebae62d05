import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import TextEditor

/// Checks TODO(2), `PublishedValue.collectNext(_:)`, by subscribing to it directly (not through
/// awaitOutput, so that each TODO is judged on its own).
final class CollectNextChecks: LocalizedTestCase {
  func testCollectNext_SkipsTheCurrentValueAndEmitsTheNextOnesAsOneArray() {
    let number = PublishedValue(0)
    var emitted: [[Int]] = []
    var finished = false

    let subscription = number.collectNext(2).sink(
      receiveCompletion: { _ in finished = true },
      receiveValue: { emitted.append($0) }
    )
    number.value = 1
    number.value = 2
    number.value = 3

    XCTAssertNotEqual(
      emitted, [[0, 1]],
      "TODO(2): skip the value the published value holds when you subscribe; only changes count")
    XCTAssertEqual(
      emitted, [[1, 2]],
      "TODO(2): after changes to 1, 2 and 3, collectNext(2) must emit [1, 2], once")
    XCTAssertTrue(finished, "TODO(2): collectNext(2) must finish once it has emitted its array")
    subscription.cancel()
  }

  func testCollectNext_WaitsUntilEnoughChangesHaveHappened() {
    let number = PublishedValue(0)
    var emitted: [[Int]] = []
    var finished = false

    let subscription = number.collectNext(3).sink(
      receiveCompletion: { _ in finished = true },
      receiveValue: { emitted.append($0) }
    )
    number.value = 1
    number.value = 2

    XCTAssertEqual(emitted, [], "TODO(2): collectNext(3) must not emit before the third change")
    XCTAssertFalse(finished, "TODO(2): collectNext(3) must not finish before the third change")
    subscription.cancel()
  }

  func testCollectNext_CollectsChangesMadeOnAnotherThread() {
    let number = PublishedValue(0)
    let finished = expectation(description: "collectNext(3) finishes")
    var emitted: [[Int]] = []

    let subscription = number.collectNext(3).sink(
      receiveCompletion: { _ in finished.fulfill() },
      receiveValue: { emitted.append($0) }
    )
    DispatchQueue.global().async {
      for value in 1...4 { number.value = value }
    }
    wait(for: [finished], timeout: 5)

    XCTAssertEqual(
      emitted, [[1, 2, 3]],
      "TODO(2): collectNext(3) must emit the next three values, however they arrive")
    subscription.cancel()
  }

  func testCollectNext_StopsObservingOnceItHasFinished() {
    let number = PublishedValue(0)
    var emitted: [[Int]] = []

    let subscription = number.collectNext(1).sink(receiveValue: { emitted.append($0) })
    number.value = 1

    XCTAssertEqual(emitted, [[1]], "TODO(2): collectNext(1) must emit the next value, [1]")
    XCTAssertEqual(
      number.subscriberCount, 0,
      "TODO(2): once collectNext has its values it must stop observing the published value")
    subscription.cancel()
  }
}
