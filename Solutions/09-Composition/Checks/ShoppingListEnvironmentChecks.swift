import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import ShoppingList

/// Checks of the environments the step gives you: the live one, against a fresh temporary
/// directory (what it saves it loads back, and a missing or broken file loads as nothing), and
/// the mock, whose ids each test counts from zero.
///
/// Steps 11 and 12 ship the same code and link this file among their checks too.
final class ShoppingListEnvironmentChecks: LocalizedTestCase {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("ShoppingListEnvironmentChecks-\(UUID().uuidString)/nested")
  private let products = [
    Product(id: UUID(number: 1), name: "Milk", isInBox: false),
    Product(id: UUID(number: 2), name: "Eggs", isInBox: true),
  ]

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    super.tearDown()
  }

  func testSaveThenLoad_BringsTheListBack_CreatingTheDirectory() {
    let environment = ShoppingListEnvironment.live(directory: directory)
    run(environment.save(products))
    XCTAssertEqual(loaded(by: environment), [products])
  }

  func testLoad_WithNothingSaved_EmitsNothingAndFinishes() {
    XCTAssertEqual(loaded(by: .live(directory: directory)), [])
  }

  func testLoad_OfABrokenFile_EmitsNothingAndFinishes() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: directory.appendingPathComponent("shopping-list.json"))
    XCTAssertEqual(loaded(by: .live(directory: directory)), [])
  }

  func testEachMock_CountsItsIDsFromZero_WhateverOtherMocksMade() {
    let first = ShoppingListEnvironment.mock
    let second = ShoppingListEnvironment.mock

    XCTAssertEqual([first.uuid(), first.uuid()], [UUID(number: 0), UUID(number: 1)])
    XCTAssertEqual(
      second.uuid(), UUID(number: 0),
      "every .mock should get a generator of its own, counting from zero: one shared by all "
        + "mocks makes a test's ids depend on the tests before it")
    XCTAssertEqual(first.uuid(), UUID(number: 2), "the first mock counts on from where it was")
  }

  /// Runs `effect` to its end.
  private func run(_ effect: Effect<Never>) {
    let finished = expectation(description: "the save finished")
    let cancellable = effect.sink(
      receiveCompletion: { _ in finished.fulfill() }, receiveValue: { _ in })
    wait(for: [finished], timeout: 5)
    cancellable.cancel()
  }

  /// What `environment`'s load emits before it finishes.
  private func loaded(by environment: ShoppingListEnvironment) -> [[Product]] {
    var values: [[Product]] = []
    let finished = expectation(description: "the load finished")
    let cancellable = environment.load().sink(
      receiveCompletion: { _ in finished.fulfill() }, receiveValue: { values.append($0) })
    wait(for: [finished], timeout: 5)
    cancellable.cancel()
    return values
  }
}
