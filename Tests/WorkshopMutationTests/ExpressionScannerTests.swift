import Foundation
import XCTest

@testable import WorkshopMutation

final class ExpressionScannerTests: XCTestCase {
  /// The expression the scanner finds around the first `change` on the last line of `code`.
  private func expression(around change: String, in code: String) -> String? {
    let generator = MutantGenerator(file: "F.swift", text: code)
    let text = generator.source.text(0..<generator.source.characters.count)
    let lines = generator.lines
    guard let line = lines.last(where: { !$0.text.isEmpty }),
      let found = text.range(of: change, options: .backwards)
    else { return nil }
    let start = text.distance(from: text.startIndex, to: found.lowerBound)
    let scanner = ExpressionScanner(source: generator.source, line: line.range)
    return scanner.expression(around: start..<(start + change.count)).map {
      generator.source.text($0)
    }
  }

  func testAClauseOfACondition_RunsBetweenItsCommas() {
    XCTAssertEqual(
      expression(around: "==", in: "  if i < old.count, j < new.count, old[i] == new[j] {"),
      "old[i] == new[j]")
    XCTAssertEqual(
      expression(around: "||", in: "  guard let m = r.first, m == \"@\" || m == \"#\" else {"),
      "m == \"@\" || m == \"#\"")
  }

  func testAnArgumentOrAReturnedValue_RunsToItsSeparators() {
    XCTAssertEqual(expression(around: ">", in: "  return a > b"), "a > b")
    XCTAssertEqual(expression(around: "+", in: "  f(&x, label: a + 1)"), "a + 1")
    XCTAssertEqual(expression(around: "==", in: "  xs.filter { $0.count == 1 }"), "$0.count == 1")
    XCTAssertEqual(expression(around: ">", in: "  let y = c ? a > b : d"), "a > b")
  }

  func testWhatATernaryCannotHold_IsNoExpression() {
    XCTAssertNil(expression(around: ">", in: "  x = try a > b"), "try")
    XCTAssertNil(expression(around: "+", in: "  let s = \"a\" + name"), "text joined with +")
    XCTAssertNil(
      expression(around: "+", in: "  f(\n    + \"more\")"), "goes on from the line before")
    XCTAssertNil(expression(around: "==", in: "extension Effect where Output == Never {"))
    XCTAssertNil(expression(around: "<", in: "  for i in 0..<n {"), "a range changes type")
    XCTAssertNil(expression(around: "+", in: "  total + 1 = x"), "an assignment's target")
    XCTAssertNil(expression(around: ">", in: "  let y = a > b &&\n"), "goes on to the next line")
  }

  func testDefaultArgumentsAndRawValues_AreDeclarations() {
    let lines = [
      ("    latency: DispatchTimeInterval = .milliseconds(250),", "250", true),
      ("  func f(timeout: Double = 5) {", "5", true),
      ("  case answer = 42", "42", true),
      ("  var timeout: Double = 5", "5", false),
      ("  store.send(.tick, count: 5)", "5", false),
    ]
    for (code, value, isDeclaration) in lines {
      let generator = MutantGenerator(file: "F.swift", text: code)
      let text = generator.source.text(0..<generator.source.characters.count)
      let found = text.range(of: value, options: .backwards)!
      let start = text.distance(from: text.startIndex, to: found.lowerBound)
      let scanner = ExpressionScanner(
        source: generator.source, line: generator.lines[0].range)
      XCTAssertEqual(
        scanner.isInADeclaration(start..<(start + value.count)), isDeclaration, code)
    }
  }
}
