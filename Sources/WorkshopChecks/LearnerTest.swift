import Foundation
import WorkshopTestRuns

/// One of the learner's tests, as the test binary lists it.
struct LearnerTest: Hashable, Sendable {
  /// The library it is written with.
  let library: TestingLibrary
  /// What selects it alone: XCTest's `Module.Class/testMethod`, Swift Testing's
  /// `Module.Suite/test()` (`Module.test()` outside any suite).
  let id: String

  /// The name a run's output gives it: `Class.testMethod`, `Suite.test()`, `test()`.
  var name: String {
    if library == .swiftTesting { return TestOutput.swiftTestingName(id: id) }
    let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
    let type = parts[0].split(separator: ".").dropFirst().joined(separator: ".")
    return "\(type).\(parts.count > 1 ? parts[1] : "")"
  }

  /// The function as written: `testMethod`, `test`.
  var function: String {
    String(name.prefix { $0 != "(" }.split(separator: ".").last ?? "")
  }

  /// The same test compiled into `module` (the hunt's decoy): its id with `module` for its own.
  func compiled(into module: String) -> LearnerTest {
    let own = id.prefix { $0 != "." && $0 != "/" }
    return LearnerTest(library: library, id: module + id.dropFirst(own.count))
  }
}

/// The learner's tests in one step's tests module, as the test binary lists them.
struct TestSelection: Equatable {
  /// The tests, XCTest's first.
  var tests: [LearnerTest]

  var isEmpty: Bool { tests.isEmpty }

  /// The tests written with `library`.
  func only(_ library: TestingLibrary) -> TestSelection {
    TestSelection(tests: tests.filter { $0.library == library })
  }

  /// The Swift Testing arguments that run only `tests`.
  static func swiftTestingArguments(selecting tests: [LearnerTest]) -> [String] {
    tests.flatMap { test in
      ["--filter", "^" + NSRegularExpression.escapedPattern(for: test.id) + "(/|$)"]
    }
  }

  /// The tests of `module` in a listing, as ids: `Module.Class/test` and `Module.test()` stay,
  /// `Module.Suite/test()/File.swift:3:4` loses its source location.
  static func testIDs(in listing: String, module: String) -> [String] {
    var seen = Set<String>()
    var ids: [String] = []
    for line in listing.split(separator: "\n")
    where line.hasPrefix(module + ".") || line.hasPrefix(module + "/") {
      let parts: [Substring] = line.split(separator: "/")
      // NB: Swift Testing lists a test outside any suite as `Module.test()`.
      let id: String
      if parts[0].hasSuffix(")") {
        id = String(parts[0])
      } else if parts.count >= 2 {
        id = "\(parts[0])/\(parts[1])"
      } else {
        continue
      }
      if seen.insert(id).inserted { ids.append(id) }
    }
    return ids
  }
}
