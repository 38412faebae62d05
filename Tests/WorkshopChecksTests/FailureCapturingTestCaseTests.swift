import XCTest

@testable import WorkshopChecks

final class FailureCapturingTestCaseTests: FailureCapturingTestCase {
  func testCapture_ReturnsEachFailureWithMessageFileAndLine() {
    let failures = captureFailures {
      XCTFail("first")
      XCTAssertEqual(1, 2, "second")
    }

    XCTAssertEqual(failures.count, 2)
    XCTAssertEqual(failures.first?.message.hasSuffix("first"), true)
    XCTAssertEqual(failures.first?.line, #line - 6)
    XCTAssertEqual(failures.first?.file, #filePath)
    XCTAssertEqual(failures.last?.message.contains("second"), true)
  }

  func testCapture_OfPassingCodeIsEmpty() {
    XCTAssertEqual(captureFailures { XCTAssertTrue(true) }, [])
  }

  func testCapture_Nests() {
    var inner: [CapturedFailure] = []
    let outer = captureFailures {
      inner = captureFailures { XCTFail("inner") }
      XCTFail("outer")
    }

    XCTAssertEqual(inner.map { $0.message.hasSuffix("inner") }, [true])
    XCTAssertEqual(outer.map { $0.message.hasSuffix("outer") }, [true])
  }

  func testDescription_NamesFileAndLineAndDropsXCTFailsPrefix() {
    let failure = CapturedFailure(message: "failed - boom", file: "/a/b/File.swift", line: 3)

    XCTAssertEqual(failure.text, "boom")
    XCTAssertEqual(failure.description, "File.swift:3: boom")
  }

  func testCapture_CollectsFailuresReportedFromOtherThreads() {
    let failures = captureFailures {
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        XCTFail("from the background")
        done.signal()
      }
      done.wait()
    }

    XCTAssertEqual(failures.map(\.text), ["from the background"])
  }
}
