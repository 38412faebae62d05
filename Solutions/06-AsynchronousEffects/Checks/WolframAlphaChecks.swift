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

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Checks of the code this step gives you: the network lookup, without ever using the network.

final class WolframAlphaChecks: LocalizedTestCase {
  override func setUp() {
    super.setUp()
    RecordingURLProtocol.reset()
  }

  func testWithoutAnAppID_AnswersNilAtOnceWithoutARequest() {
    var answers: [Int?] = []
    var didComplete = false
    let cancellable = wolframAlphaNthPrime(6, appID: nil, session: .recording)
      .sink(receiveCompletion: { _ in didComplete = true }, receiveValue: { answers.append($0) })
    cancellable.cancel()
    // NB: with no app id there is nothing to wait for, so the answer must already be there.
    XCTAssertEqual(answers, [nil], "with no app id the lookup should answer nil at once")
    XCTAssertTrue(didComplete, "with no app id the lookup should complete at once")
    XCTAssertEqual(RecordingURLProtocol.requests, [], "with no app id nothing may be sent")
  }

  func testWhenTheNetworkFails_AnswersNil() {
    var answers: [Int?] = []
    let completed = expectation(description: "the lookup completed")
    let cancellable = wolframAlphaNthPrime(6, appID: "CHECK", session: .recording)
      .receive(on: .main)
      .sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { answers.append($0) })
    wait(for: [completed], timeout: 5)
    cancellable.cancel()
    XCTAssertEqual(answers, [nil], "a failed request should answer nil")

    let request = RecordingURLProtocol.requests.first
    XCTAssertEqual(RecordingURLProtocol.requests.count, 1, "the lookup should send one request")
    XCTAssertEqual(request?.host, "api.wolframalpha.com")
    let items =
      request.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }?
      .queryItems ?? []
    XCTAssertTrue(items.contains(URLQueryItem(name: "input", value: "prime 6")))
    XCTAssertTrue(items.contains(URLQueryItem(name: "appid", value: "CHECK")))
    XCTAssertEqual(
      RecordingURLProtocol.timeouts, [5], "a request should give up after 5 seconds by default")
  }

  func testTheFirstPrime_IsAskedFor_AndNoPrimeBelowIt() {
    let completed = expectation(description: "the lookup of the 1st prime completed")
    let cancellable = wolframAlphaNthPrime(1, appID: "CHECK", session: .recording)
      .receive(on: .main)
      .sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { _ in })
    wait(for: [completed], timeout: 5)
    cancellable.cancel()
    XCTAssertEqual(RecordingURLProtocol.requests.count, 1, "the 1st prime is a question to ask")

    for n in [0, -1] {
      var answers: [Int?] = []
      _ = wolframAlphaNthPrime(n, appID: "CHECK", session: .recording)
        .sink { answers.append($0) }
      XCTAssertEqual(answers, [nil], "there is no prime number \(n): answer nil at once")
    }
    XCTAssertEqual(RecordingURLProtocol.requests.count, 1, "no request for a prime below the 1st")
  }

  func testCancellingTheLookup_CancelsItsRequest() {
    let started = expectation(description: "the request started")
    let stopped = expectation(description: "the request was cancelled")
    UnansweredURLProtocol.expect(started: started, stopped: stopped)
    // NB: a request that gives up on its own is stopped too; this one would wait a minute.
    let cancellable = wolframAlphaNthPrime(6, appID: "CHECK", session: .unanswered, timeout: 60)
      .sink { _ in }
    wait(for: [started], timeout: 5)

    cancellable.cancel()

    // NB: a cancelled effect's observer drops what it still sends; only the request shows it.
    wait(for: [stopped], timeout: 5)
  }

  func testAppID_ComesFromTheEnvironment_AndEmptyMeansNone() {
    let saved = ProcessInfo.processInfo.environment["WOLFRAM_APP_ID"]
    defer {
      if let saved { setenv("WOLFRAM_APP_ID", saved, 1) } else { unsetenv("WOLFRAM_APP_ID") }
    }
    setenv("WOLFRAM_APP_ID", "CHECK-ID", 1)
    XCTAssertEqual(wolframAlphaAppID(), "CHECK-ID")
    setenv("WOLFRAM_APP_ID", "", 1)
    XCTAssertNil(wolframAlphaAppID(), "an empty WOLFRAM_APP_ID means no app id")
    unsetenv("WOLFRAM_APP_ID")
    XCTAssertNil(wolframAlphaAppID())
  }

  func testAnswer_ReadsThePrimaryResult() {
    XCTAssertEqual(nthPrime(fromWolframAlphaAnswer: answer(primary: "13")), 13)
    XCTAssertEqual(nthPrime(fromWolframAlphaAnswer: answer(primary: "104,729")), 104_729)
  }

  func testAnswer_ReadsTheFirstSubpodOfThePrimaryPod() {
    let answer = Data(
      """
      {"queryresult": {"success": true, "pods": [
        {"title": "Result", "primary": true, "subpods": [
          {"plaintext": "13"}, {"plaintext": "the 6th prime number"}
        ]}
      ]}}
      """.utf8)
    XCTAssertEqual(
      nthPrime(fromWolframAlphaAnswer: answer), 13,
      "the number is in the first subpod of the primary pod: read that one, not a later one")
  }

  func testAnswer_IsNilWhenThereIsNoNumber() {
    XCTAssertNil(nthPrime(fromWolframAlphaAnswer: answer(primary: "(data not available)")))
    XCTAssertNil(nthPrime(fromWolframAlphaAnswer: Data(#"{"queryresult":{"success":false}}"#.utf8)))
    XCTAssertNil(nthPrime(fromWolframAlphaAnswer: Data("<html>Service Unavailable</html>".utf8)))
  }

  /// An answer shaped like the service's: an input pod, then the primary result pod.
  private func answer(primary text: String) -> Data {
    Data(
      """
      {"queryresult": {"success": true, "pods": [
        {"title": "Input interpretation", "subpods": [{"plaintext": "prime 6"}]},
        {"title": "Result", "primary": true, "subpods": [{"plaintext": "\(text)"}]}
      ]}}
      """.utf8)
  }
}

extension URLSession {
  /// A session whose every request is recorded and then fails as if there were no network.
  fileprivate static let recording: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [RecordingURLProtocol.self]
    return URLSession(configuration: configuration)
  }()
}

extension URLSession {
  /// A session whose every request waits for an answer that never comes, until it is cancelled.
  fileprivate static let unanswered: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [UnansweredURLProtocol.self]
    return URLSession(configuration: configuration)
  }()
}

/// Stands in for a network that never answers: tells a check when a request starts, and when it
/// is stopped, as cancelling its task stops it.
private final class UnansweredURLProtocol: URLProtocol {
  private static let lock = NSLock()
  private static var started: XCTestExpectation?
  private static var stopped: XCTestExpectation?

  /// The expectations the next request fulfils.
  static func expect(started: XCTestExpectation, stopped: XCTestExpectation) {
    lock.withLock { (self.started, self.stopped) = (started, stopped) }
  }

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    Self.lock.withLock { () -> XCTestExpectation? in
      defer { Self.started = nil }
      return Self.started
    }?.fulfill()
  }

  override func stopLoading() {
    Self.lock.withLock { () -> XCTestExpectation? in
      defer { Self.stopped = nil }
      return Self.stopped
    }?.fulfill()
  }
}

/// Stands in for the network: remembers each request's URL, then fails it.
private final class RecordingURLProtocol: URLProtocol {
  private static let lock = NSLock()
  private static var recorded: [URLRequest] = []

  static var requests: [URL] { lock.withLock { recorded.compactMap(\.url) } }

  static var timeouts: [TimeInterval] { lock.withLock { recorded.map(\.timeoutInterval) } }

  static func reset() { lock.withLock { recorded = [] } }

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    Self.lock.withLock { Self.recorded.append(request) }
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
  }

  override func stopLoading() {}
}
