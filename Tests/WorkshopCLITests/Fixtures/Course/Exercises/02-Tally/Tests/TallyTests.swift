import XCTest
@testable import Tally

final class TallyTests: XCTestCase {
  func testAdd_CountsOne() {
    XCTFail("TODO(1): write a test that sends .add and checks the tally")
  }
}
