import EffectKit
import XCTest

final class DispatchQueueSchedulerTests: XCTestCase {
  func testSchedule_RunsOnTheQueueInOrder() {
    let queue = DispatchQueue(label: "dispatch-queue-scheduler-order")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let scheduler = DispatchQueueScheduler(queue: queue)
    let onQueue = Recording<Bool>()
    let order = Recording<Int>()
    let done = expectation(description: "all work ran")
    done.expectedFulfillmentCount = 50

    let tokens = (1...50).map { index in
      scheduler.schedule {
        onQueue.append(DispatchQueue.getSpecific(key: key) == true)
        order.append(index)
        done.fulfill()
      }
    }

    wait(for: [done], timeout: 5)
    XCTAssertEqual(order.values, Array(1...50))
    XCTAssertEqual(onQueue.values, Array(repeating: true, count: 50))
    _ = tokens
  }

  func testScheduleAfter_NeverRunsEarly() {
    let scheduler = DispatchQueueScheduler(queue: DispatchQueue(label: "dispatch-queue-delay"))
    let ran = expectation(description: "ran")
    let start = Date()
    let elapsed = Recording<TimeInterval>()

    let token = scheduler.schedule(after: 0.05) {
      elapsed.append(Date().timeIntervalSince(start))
      ran.fulfill()
    }

    wait(for: [ran], timeout: 5)
    XCTAssertGreaterThanOrEqual(elapsed.values.first ?? 0, 0.05)
    _ = token
  }

  func testCancel_BeforeTheWorkRuns_KeepsItFromRunning() {
    let queue = DispatchQueue(label: "dispatch-queue-cancel")
    let scheduler = DispatchQueueScheduler(queue: queue)
    let log = Recording<String>()
    queue.suspend()

    let cancelled = scheduler.schedule { log.append("cancelled") }
    let kept = scheduler.schedule { log.append("kept") }
    cancelled.cancel()
    queue.resume()
    queue.sync {}

    XCTAssertEqual(log.values, ["kept"])
    _ = kept
  }

  func testMain_RunsOnTheMainThread() {
    let ran = expectation(description: "ran on main")
    let token = DispatchQueueScheduler.main.schedule {
      XCTAssertTrue(Thread.isMainThread)
      ran.fulfill()
    }
    wait(for: [ran], timeout: 5)
    _ = token
  }
}
