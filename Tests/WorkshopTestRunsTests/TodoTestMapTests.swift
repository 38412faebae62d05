import Foundation
import WorkshopTestRuns
import XCTest

final class TodoTestMapTests: XCTestCase {
  func testFromSources_MapsEachTodoToTheTestsMarkedWithIt_NotToOtherFunctions() {
    let map = TodoTestMap(testSources: [
      """
      final class CounterTests: XCTestCase {
        // TODO(1): the happy flow
        func testHappyFlow() {}
        func helper() { /* TODO(3) */ }
      }
      """,
      """
      @Suite struct CounterSuite {
        @Test func unhappyFlow() { Issue.record("TODO(2): write it; TODO(1) helps") }
      }
      """,
    ])
    XCTAssertEqual(map.functions, [1: ["testHappyFlow", "unhappyFlow"], 2: ["unhappyFlow"]])
  }

  func testItsFile_ReadsBackAsTheSameMap() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("map-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let map = TodoTestMap(functions: [2: ["testSave"], 10: ["testA", "testB"]])
    try map.json.write(to: url, atomically: true, encoding: .utf8)
    XCTAssertEqual(try TodoTestMap(contentsOf: url), map)
    XCTAssertTrue(map.json.hasSuffix("]\n}\n"), map.json)
  }

  func testAFileThatIsNotAMap_IsAnErrorNamingIt() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("map-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    for text in [#"{"two": ["testSave"]}"#, #"["testSave"]"#] {
      try text.write(to: url, atomically: true, encoding: .utf8)
      XCTAssertThrowsError(try TodoTestMap(contentsOf: url)) {
        XCTAssertEqual(
          "\($0)",
          "\(url.path) is not a JSON object of TODO numbers to test function names.")
      }
    }
    XCTAssertThrowsError(try TodoTestMap(contentsOf: url.appendingPathExtension("gone")))
  }
}
