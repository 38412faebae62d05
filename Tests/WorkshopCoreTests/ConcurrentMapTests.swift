import Foundation
import WorkshopProcesses
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
