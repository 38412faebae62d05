import Foundation
import WorkshopChecks
import XCTest

/// Set by any test of this class that runs before another in the same process.
nonisolated(unsafe) private var anotherTestRanHere = false

final class FreshProcessTests: FailureCapturingTestCase {
  private var isChild: Bool {
    ProcessInfo.processInfo.environment["WORKSHOP_FRESH_PROCESS_TEST"] != nil
  }

  func testBody_RunsInAnotherProcessWhereNoOtherTestRan() throws {
    if isChild {
      return try inAFreshProcess {
        XCTAssertFalse(anotherTestRanHere, "another test ran in the fresh process")
        XCTFail("child \(getpid())")
      }
    }
    anotherTestRanHere = true
    let parent = getpid()
    let failures = try captureFailures { try inAFreshProcess {} }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    let child = failures.first?.text.split(separator: " ").last.flatMap { Int32($0) }
    XCTAssertNotNil(child, "\(failures)")
    XCTAssertNotEqual(child, parent)
  }

  func testAFailureInTheChild_IsReportedAtTheCaller() throws {
    if isChild { return try inAFreshProcess { XCTAssertEqual(1, 2, "one is not two") } }
    let failures = try captureFailures { try inAFreshProcess { XCTAssertEqual(1, 2) } }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, #line - 2)
    XCTAssertTrue(failures.first?.text.contains("one is not two") ?? false, "\(failures)")
  }

  func testAPassingBody_ReportsNothing() throws {
    anotherTestRanHere = true
    let failures = try captureFailures { try inAFreshProcess { XCTAssertTrue(true) } }
    XCTAssertEqual(failures, [])
  }

  func testACrashInTheChild_IsReportedAtTheCaller() throws {
    if isChild {
      return try inAFreshProcess {
        let empty: [Int] = []
        _ = empty[1]
      }
    }
    let failures = try captureFailures { try inAFreshProcess {} }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.text.contains("crashed in a fresh process") ?? false, "\(failures)")
  }
}
