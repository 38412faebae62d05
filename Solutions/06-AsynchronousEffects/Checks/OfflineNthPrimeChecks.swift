import Dispatch
import EffectKit
import Foundation
import XCTest

// NB: steps 08 and 10 link this file too; their modules are PrimeTime and Reminders.
#if canImport(Counter)
  @testable import Counter
#elseif canImport(Reminders)
  @testable import Reminders
#else
  @testable import PrimeTime
#endif

// Checks of the offline lookup this step gives you: what it computes, and that cancelling it
// stops the work as well as the answer.

final class OfflineNthPrimeChecks: XCTestCase {
  func testComputeNthPrime_CountsFromOne() {
    XCTAssertEqual((1...10).map { computeNthPrime($0) }, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29])
    XCTAssertNil(computeNthPrime(0))
    XCTAssertNil(computeNthPrime(-3))
  }

  func testOffline_Cancelled_NeverAnswers() {
    let answered = expectation(description: "a cancelled lookup answered")
    answered.isInverted = true
    let cancellable = offlineNthPrime(6, latency: .milliseconds(50))
      .sink(
        receiveCompletion: { _ in answered.fulfill() }, receiveValue: { _ in answered.fulfill() })
    cancellable.cancel()
    wait(for: [answered], timeout: 0.5)
  }

  func testOffline_Cancelled_StopsComputing() {
    // The 50 millionth prime would keep the queue busy for hours; cancelled, it frees the queue
    // at once. (What a cancelled effect still sends is dropped anyway: only the queue shows it.)
    let queue = DispatchQueue(label: "OfflineNthPrimeChecks.lookup")
    let cancellable = offlineNthPrime(50_000_000, latency: .milliseconds(0), queue: queue)
      .sink { _ in }

    cancellable.cancel()

    let free = expectation(description: "the lookup's queue is free again")
    queue.async { free.fulfill() }
    wait(for: [free], timeout: 10)
  }
}
