import EffectKit
import Foundation
import XCTest

final class DumpTests: XCTestCase {
  struct Alert: Equatable { let prime: Int }
  struct Screen {
    var count = 2
    var title = "Primes"
    var alert: Alert? = nil
  }
  enum Action {
    case tapped
    case loaded([Int])
    case moved(from: Int, to: Int)
    case showed(Alert)
    case opened(Screen)
  }
  enum Outer {
    struct Inner { var value = 1 }
  }
  enum Version_2 { struct Inner { var value = 1 } }
  struct Box<Value> {
    var value: Value
    struct Tag { var id = 1 }
  }
  class Animal { var legs = 4 }
  final class Dog: Animal { var name = "Rex" }
  final class Node { var next: Node? }

  func testStruct_ListsItsFieldsOnePerLine() {
    XCTAssertEqual(
      valueDump(Screen()),
      """
      DumpTests.Screen(
        count: 2,
        title: "Primes",
        alert: nil
      )
      """)
  }

  func testStructWithOneShortField_StaysOnOneLine() {
    XCTAssertEqual(valueDump(Alert(prime: 17)), "DumpTests.Alert(prime: 17)")
  }

  func testNestedStructs_AreIndented() {
    XCTAssertEqual(
      valueDump(Box(value: Screen(alert: Alert(prime: 3)))),
      """
      DumpTests.Box<DumpTests.Screen>(
        value: DumpTests.Screen(
          count: 2,
          title: "Primes",
          alert: DumpTests.Alert(prime: 3)
        )
      )
      """)
  }

  func testNestedTypes_KeepTheirOuterTypeButNotTheirModule() {
    XCTAssertEqual(valueDump(Outer.Inner()), "DumpTests.Outer.Inner(value: 1)")
    XCTAssertEqual(valueDump(Box(value: 1)), "DumpTests.Box<Int>(value: 1)")
  }

  func testLocalTypes_AreNamedAfterTheTypeThatHoldsThem() {
    struct Local { var flag = true }
    XCTAssertEqual(valueDump(Local()), "DumpTests.Local(flag: true)")
  }

  func testEnumCases_WithAndWithoutAssociatedValues() {
    XCTAssertEqual(valueDump(Action.tapped), "DumpTests.Action.tapped")
    XCTAssertEqual(valueDump(Action.loaded([2, 31])), "DumpTests.Action.loaded([2, 31])")
    XCTAssertEqual(
      valueDump(Action.moved(from: 1, to: 3)), "DumpTests.Action.moved(from: 1, to: 3)")
    XCTAssertEqual(
      valueDump(Action.showed(Alert(prime: 5))),
      "DumpTests.Action.showed(DumpTests.Alert(prime: 5))")
  }

  func testEnumWithAMultiLinePayload_IndentsIt() {
    XCTAssertEqual(
      valueDump(Action.opened(Screen())),
      """
      DumpTests.Action.opened(
        DumpTests.Screen(
          count: 2,
          title: "Primes",
          alert: nil
        )
      )
      """)
  }

  func testArrays_StayOnOneLineWhenShort_AndSplitWhenLong() {
    XCTAssertEqual(valueDump([Int]()), "[]")
    XCTAssertEqual(valueDump([2, 3, 5]), "[2, 3, 5]")
    XCTAssertEqual(
      valueDump(Array(repeating: "a long string", count: 5)),
      """
      [
        "a long string",
        "a long string",
        "a long string",
        "a long string",
        "a long string"
      ]
      """)
  }

  func testALine_StaysWhole_UpToSixtyCharacters() {
    // NB: `["…"]` is the string's length plus 4 characters.
    for length in 50...60 {
      let items = valueDump([String(repeating: "x", count: length)])
      XCTAssertEqual(
        items.contains("\n"), length + 4 > 60, "\(length + 4) characters:\n\(items)")
    }
  }

  func testTypeNames_DropTheModuleOfEveryPart_AndKeepTupleLabels() {
    XCTAssertEqual(
      valueDump(Box(value: (count: 1, flag: true))),
      """
      DumpTests.Box<(count: Int, flag: Bool)>(
        value: (count: 1, flag: true)
      )
      """)
    XCTAssertEqual(
      valueDump(Box(value: [Version_2.Inner()])),
      """
      DumpTests.Box<Array<DumpTests.Version_2.Inner>>(
        value: [DumpTests.Version_2.Inner(value: 1)]
      )
      """)
    XCTAssertEqual(valueDump(Box<Int>.Tag()), "DumpTests.Box<Int>.Tag(id: 1)")
    // NB: a module whose name starts with an underscore: `_StringProcessing.Regex`.
    XCTAssertEqual(
      valueDump(Box<Regex<Substring>?>(value: nil)),
      "DumpTests.Box<Optional<Regex<Substring>>>(value: nil)")
  }

  func testArraysOfStructs_ShareALineOnlyWhileShort() {
    XCTAssertEqual(
      valueDump([Alert(prime: 2), Alert(prime: 3)]),
      "[DumpTests.Alert(prime: 2), DumpTests.Alert(prime: 3)]")
    XCTAssertEqual(
      valueDump([Screen()]),
      """
      [
        DumpTests.Screen(
          count: 2,
          title: "Primes",
          alert: nil
        )
      ]
      """)
  }

  func testDictionaries_AreSortedByKey() {
    XCTAssertEqual(valueDump([String: Int]()), "[:]")
    XCTAssertEqual(valueDump(["b": 2, "a": 1, "c": 3]), #"["a": 1, "b": 2, "c": 3]"#)
    XCTAssertEqual(valueDump([10: "ten", 9: "nine"]), #"[9: "nine", 10: "ten"]"#)
  }

  func testSets_AreSorted() {
    XCTAssertEqual(valueDump(Set([13, 2, 7])), "Set([2, 7, 13])")
    XCTAssertEqual(valueDump(Set<Int>()), "Set([])")
  }

  func testOptionals_ShowTheWrappedValueOrNil() {
    XCTAssertEqual(valueDump(Optional(3) as Any), "3")
    XCTAssertEqual(valueDump(Int?.none as Any), "nil")
    XCTAssertEqual(valueDump([1, nil, 3] as [Int?]), "[1, nil, 3]")
  }

  func testStrings_AreQuotedAndEscaped() {
    XCTAssertEqual(valueDump("primes"), #""primes""#)
    XCTAssertEqual(valueDump("two\nlines \"quoted\""), #""two\nlines \"quoted\"""#)
  }

  func testTuples_KeepTheirLabels() {
    XCTAssertEqual(valueDump((1, name: "two")), #"(1, name: "two")"#)
  }

  func testClasses_ListInheritedFieldsFirst() {
    XCTAssertEqual(
      valueDump(Dog()),
      """
      DumpTests.Dog(
        legs: 4,
        name: "Rex"
      )
      """)
  }

  func testCycles_AreCutShort() {
    let node = Node()
    node.next = node
    XCTAssertEqual(valueDump(node), "DumpTests.Node(next: DumpTests.Node(↩︎ cycle))")
  }

  func testAnObjectReachedTwiceWithoutACycle_IsShownInFullBothTimes() {
    let node = Node()
    XCTAssertEqual(
      valueDump((node, node)), "(DumpTests.Node(next: nil), DumpTests.Node(next: nil))")
  }

  func testFoundationValues_ReadAsTheirMeaning() {
    XCTAssertEqual(
      valueDump(Date(timeIntervalSince1970: 1_234_567_890)), "Date(2009-02-13 23:31:30 +0000)")
    XCTAssertEqual(valueDump(IndexSet([1, 3])), "IndexSet([1, 3])")
    XCTAssertEqual(valueDump(Data([1, 2, 3])), "Data(3 bytes)")
    XCTAssertEqual(
      valueDump(URL(fileURLWithPath: "/tmp/primes.json")), "URL(file:///tmp/primes.json)")
  }
}
