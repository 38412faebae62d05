import Foundation
import WorkshopChecks
import XCTest

final class StandardStreamTests: XCTestCase {
  private struct Thrown: Error {}

  func testCapturedOutput_HoldsWhatPrintWrote_AndNothingOfStandardError() throws {
    let printed = try captured(.output) {
      print("one")
      FileHandle.standardError.write(Data("not this\n".utf8))
      print("two", terminator: "")
    }
    XCTAssertEqual(printed, "one\ntwo")
  }

  func testCapturedError_HoldsWhatWasWrittenToStandardError() throws {
    let written = try captured(.error) {
      FileHandle.standardError.write(Data("Issue: it broke\n".utf8))
    }
    XCTAssertEqual(written, "Issue: it broke\n")
  }

  func testAfterwards_TheStreamWritesWhereItDidBefore_EvenWhenTheBodyThrew() throws {
    let before = try fileIdentity(of: STDERR_FILENO)

    XCTAssertThrowsError(
      try captured(.error) {
        FileHandle.standardError.write(Data("lost\n".utf8))
        throw Thrown()
      })

    XCTAssertEqual(try fileIdentity(of: STDERR_FILENO), before)
    XCTAssertEqual(
      try captured(.error) { FileHandle.standardError.write(Data("next".utf8)) }, "next",
      "a capture after a throw starts empty")
  }

  /// The device and inode the descriptor writes to.
  private func fileIdentity(of descriptor: Int32) throws -> [UInt64] {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Thrown() }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
  }
}
