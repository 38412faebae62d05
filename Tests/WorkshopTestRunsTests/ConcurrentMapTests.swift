import Foundation
import WorkshopTestRuns
import XCTest

final class ConcurrentMapTests: XCTestCase {
  func testResults_KeepTheOrderOfTheElements() {
    let squares = Array(1...20).concurrentMap(limit: 4) { n -> Int in
      usleep(useconds_t((20 - n) * 500))
      return n * n
    }
    XCTAssertEqual(squares, (1...20).map { $0 * $0 })
  }

  func testNoMoreThanTheLimit_RunAtOnce() {
    let counter = Counter()
    _ = Array(1...12).concurrentMap(limit: 3) { _ in
      counter.enter()
      usleep(5_000)
      counter.leave()
    }
    XCTAssertLessThanOrEqual(counter.peak, 3)
    XCTAssertGreaterThanOrEqual(counter.peak, 1)
  }
}

/// `bothAtOnce`: two jobs at the same time, both results, either's error.
final class BothAtOnceTests: XCTestCase {
  func testBothRunAtOnce_AndBothResultsComeBack() {
    // Each job waits for the other to start: run one after the other, they would wait forever.
    let firstStarted = DispatchSemaphore(value: 0)
    let secondStarted = DispatchSemaphore(value: 0)
    let (first, second) = bothAtOnce(
      { () -> String in
        firstStarted.signal()
        return secondStarted.wait(timeout: .now() + 60) == .success ? "first" : "alone"
      },
      { () -> Int in
        secondStarted.signal()
        return firstStarted.wait(timeout: .now() + 60) == .success ? 2 : -1
      })
    XCTAssertEqual(first, "first")
    XCTAssertEqual(second, 2)
  }

  func testAnErrorOfEitherJob_IsThrown() {
    struct Failure: Error, Equatable { let job: Int }
    XCTAssertThrowsError(try bothAtOnce({ throw Failure(job: 1) }, { 2 })) {
      XCTAssertEqual($0 as? Failure, Failure(job: 1))
    }
    XCTAssertThrowsError(try bothAtOnce({ 1 }, { () -> Int in throw Failure(job: 2) })) {
      XCTAssertEqual($0 as? Failure, Failure(job: 2))
    }
  }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var running = 0
  private(set) var peak = 0

  func enter() {
    lock.withLock {
      running += 1
      peak = max(peak, running)
    }
  }

  func leave() { lock.withLock { running -= 1 } }
}
