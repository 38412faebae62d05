import EffectKit
import Foundation
import WorkshopChecks
import XCTest

// NB: step 08 links this file too; its module is PrimeTime.
#if canImport(Counter)
  @testable import Counter
#else
  @testable import PrimeTime
#endif

// Checks of the code this step gives you: the offline lookup, the live choice, and the mock.

final class NthPrimeChecks: LocalizedTestCase {
  func testOffline_ComputesTheRightPrimes() {
    let expected = [1: 2, 2: 3, 6: 13, 1000: 7919]
    var answers: [Int: Int?] = [:]
    var cancellables: Set<Cancellable> = []
    let completions = expected.keys.map { n -> XCTestExpectation in
      let completed = expectation(description: "the offline lookup of prime \(n) completed")
      CounterEnvironment.offline.nthPrime(n)
        .receive(on: .main)
        .sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { answers[n] = $0 })
        .store(in: &cancellables)
      return completed
    }
    wait(for: completions, timeout: 5)
    for (n, prime) in expected {
      XCTAssertEqual(answers[n], prime, "the offline lookup of prime \(n)")
    }
  }

  func testOffline_AnswersNilWhenThereIsNoSuchPrime() {
    var answers: [Int?] = []
    let completed = expectation(description: "the offline lookup of prime 0 completed")
    let cancellable = CounterEnvironment.offline.nthPrime(0)
      .receive(on: .main)
      .sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { answers.append($0) })
    wait(for: [completed], timeout: 5)
    cancellable.cancel()
    XCTAssertEqual(answers, [nil], "there is no 0th prime: the lookup should answer nil, once")
  }

  func testOffline_AnswersOnABackgroundQueue() {
    var answers: [Int?] = []
    var answeredOnMainThread: Bool?
    let completed = expectation(description: "the offline lookup completed")
    let cancellable = CounterEnvironment.offline.nthPrime(6)
      .sink(
        receiveCompletion: { _ in completed.fulfill() },
        receiveValue: { prime in
          answers.append(prime)
          answeredOnMainThread = Thread.isMainThread
        }
      )
    wait(for: [completed], timeout: 5)
    cancellable.cancel()
    XCTAssertEqual(answers, [13])
    XCTAssertEqual(
      answeredOnMainThread, false,
      "the offline lookup should answer from a background queue, as a network request would")
  }

  func testLive_WithoutAnAppID_ComputesOffline() throws {
    try XCTSkipIf(wolframAlphaAppID() != nil, "WOLFRAM_APP_ID is set, so .live asks the network")
    var answers: [Int?] = []
    let completed = expectation(description: "the live lookup completed")
    let cancellable = CounterEnvironment.live.nthPrime(6)
      .receive(on: .main)
      .sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { answers.append($0) })
    wait(for: [completed], timeout: 5)
    cancellable.cancel()
    XCTAssertEqual(answers, [13], "with no app id, .live should compute the answer offline")
  }

  func testMock_AnswersSeventeenAtOnce() {
    var answers: [Int?] = []
    var didComplete = false
    let cancellable = CounterEnvironment.mock.nthPrime(6)
      .sink(receiveCompletion: { _ in didComplete = true }, receiveValue: { answers.append($0) })
    cancellable.cancel()
    XCTAssertEqual(answers, [17])
    XCTAssertTrue(didComplete)
  }

  func testOffline_TakesAMomentLikeARequest() {
    // NB: a lower bound only: a slow machine makes the wait longer, never shorter.
    let started = Date()
    let completed = expectation(description: "the offline lookup completed")
    let cancellable = CounterEnvironment.offline.nthPrime(1)
      .sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { _ in })
    wait(for: [completed], timeout: 5)
    cancellable.cancel()
    XCTAssertGreaterThanOrEqual(
      Date().timeIntervalSince(started), 0.2, "the offline lookup should pause about 250 ms")
  }
}
