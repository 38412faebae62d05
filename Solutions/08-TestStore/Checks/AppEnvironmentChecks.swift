import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import PrimeTime

/// Checks that each of the app's environments carries the matching one of every feature, and
/// that the app starts on the live one (looked at in a fresh process, before any test set it).
final class AppEnvironmentChecks: LocalizedTestCase {
  private let mockDate = Date(timeIntervalSince1970: 1_234_567_890)

  func testLive_IsTheLiveEnvironmentOfEveryFeature() throws {
    try XCTSkipIf(wolframAlphaAppID() != nil, "WOLFRAM_APP_ID is set, so .live asks the network")
    XCTAssertLessThanOrEqual(
      abs(AppEnvironment.live.favoritePrimes.date().timeIntervalSinceNow), 60)
    XCTAssertEqual(answers(of: AppEnvironment.live.counter, for: 6), [13])
  }

  func testMock_IsTheMockOfEveryFeature() {
    XCTAssertEqual(AppEnvironment.mock.favoritePrimes.date(), mockDate)
    XCTAssertEqual(answers(of: AppEnvironment.mock.counter, for: 6), [17])
  }

  func testTheApp_StartsOnTheLiveEnvironment() throws {
    try XCTSkipIf(wolframAlphaAppID() != nil, "WOLFRAM_APP_ID is set, so .live asks the network")
    try inAFreshProcess {
      XCTAssertLessThanOrEqual(
        abs(Current.favoritePrimes.date().timeIntervalSinceNow), 60,
        localized("Current should start as AppEnvironment.live"))
      XCTAssertEqual(
        answers(of: Current.counter, for: 6), [13],
        localized("Current should start as AppEnvironment.live"))
    }
  }

  /// What `environment` answers for the nth prime, waiting for it on the main queue.
  private func answers(of environment: CounterEnvironment, for n: Int) -> [Int?] {
    var answers: [Int?] = []
    let completed = expectation(description: "the lookup of prime \(n) completed")
    let cancellable = environment.nthPrime(n)
      .receive(on: .main)
      .sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { answers.append($0) })
    wait(for: [completed], timeout: 5)
    cancellable.cancel()
    return answers
  }
}
