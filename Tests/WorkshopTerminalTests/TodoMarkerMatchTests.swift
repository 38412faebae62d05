import Foundation
import XCTest

@testable import WorkshopCourse
@testable import WorkshopTerminal

/// A task with a marker in each `case` of a reducer: a failure points at the marker it is about.
final class TodoMarkerMatchTests: XCTestCase {
  func testAFailureAboutOneCase_PointsAtThatCasesMarker() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      """
      let reducer = Reducer { state, action, environment in
        switch action {
        case .addProductTapped:
          // TODO(3): append a new product (id from environment.uuid(), empty name),
          // then return the save of the whole list.
          return []

        case .product:
          // TODO(3): if a product in the list has this id, return the save of the list.
          return []

        case .loadTapped:
          // TODO(3): return environment.load(), its list sent back as `.loaded`.
          return []
        }
      }
      """, to: "Exercises/09-X/Reducer.swift", in: root)
    let todos = scanTodos(in: ["Exercises/09-X/Reducer.swift"], root: root)
    XCTAssertEqual(todos.map(\.line), [4, 9, 13])
    let match = TodoMarkerMatch(root: root)
    for (message, line) in [
      ("TODO(3): addProductTapped should ask environment.uuid() for the new product's id", 4),
      ("TODO(3): loadTapped should send the loaded list back", 13),
      ("TODO(3): after a product action for a product in the list, save the list once", 9),
    ] {
      XCTAssertEqual(match.marker(3, for: message, in: todos)?.line, line, message)
    }
    XCTAssertEqual(match.marker(3, for: "TODO(3): unrelated words", in: todos)?.line, 4)
    XCTAssertNil(match.marker(4, for: "TODO(4): anything", in: todos))
  }
}
