import Dispatch
import EffectKit
import Foundation
import WorkshopChecks
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

final class OfflineNthPrimeChecks: LocalizedTestCase {
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

  func testOffline_AnswersOnTheQueueItIsGiven() {
    let queue = DispatchQueue(label: "OfflineNthPrimeChecks.given")
    let given = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: given, value: true)
    var onTheGivenQueue: [Bool] = []
    let answered = expectation(description: "the lookup answered")
    let cancellable = offlineNthPrime(6, latency: .milliseconds(0), queue: queue)
      .sink(
        receiveCompletion: { _ in answered.fulfill() },
        receiveValue: { _ in onTheGivenQueue.append(DispatchQueue.getSpecific(key: given) == true) }
      )
    wait(for: [answered], timeout: 10)
    cancellable.cancel()
    XCTAssertEqual(onTheGivenQueue, [true], "the lookup should work, and answer, on its queue")
  }

  func testOffline_WaitsTheLatencyItIsGiven() {
    let answered = expectation(description: "a lookup that waits half a minute answered")
    answered.isInverted = true
    let cancellable = offlineNthPrime(6, latency: .seconds(30))
      .sink(
        receiveCompletion: { _ in answered.fulfill() }, receiveValue: { _ in answered.fulfill() })
    wait(for: [answered], timeout: 1)
    cancellable.cancel()
  }

  func testOffline_EachSubscriptionIsALookupOfItsOwn_CancellingOneLeavesTheNext() {
    let lookup = offlineNthPrime(6, latency: .milliseconds(50))
    lookup.sink { _ in }.cancel()

    var answers: [Int?] = []
    let answered = expectation(description: "the second lookup answered")
    let cancellable = lookup.sink(
      receiveCompletion: { _ in answered.fulfill() }, receiveValue: { answers.append($0) })
    wait(for: [answered], timeout: 10)
    cancellable.cancel()
    XCTAssertEqual(
      answers, [13], "cancelling one subscription must not cancel the next one of the same effect")
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
