import Foundation
import WorkshopTestRuns

/// The tests a test executable holds, as its `--list-tests` options print them.
public struct TestListing: Equatable, Sendable {
  /// XCTest tests as `Module.Class/method`.
  public let xctest: [String]
  /// Swift Testing tests as `Module.Suite/test()/File.swift:3:4` or `Module.test()`.
  public let swiftTesting: [String]
  /// Whether this is a part of a product's tests (`selecting(_:)`), so that a module's Swift
  /// Testing tests run by name rather than all at once.
  public private(set) var isSelection = false

  /// Reads the two listings.
  public init(xctestListing: String, swiftTestingListing: String) {
    func entries(_ text: String, orFunctions: Bool) -> [String] {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter {
          $0.contains(".") && !$0.contains(" ")
            && ($0.contains("/") || orFunctions && $0.hasSuffix(")"))
        }
    }
    self.xctest = entries(xctestListing, orFunctions: false)
    // NB: Swift Testing lists a test outside any suite as `Module.test()`.
    self.swiftTesting = entries(swiftTestingListing, orFunctions: true)
  }

  /// The same listing with only the tests `keeps` keeps (given as listed).
  public func selecting(_ keeps: (String) -> Bool) -> TestListing {
    var selection = TestListing(
      xctestListing: xctest.filter(keeps).joined(separator: "\n"),
      swiftTestingListing: swiftTesting.filter(keeps).joined(separator: "\n"))
    selection.isSelection = true
    return selection
  }

  /// Whether it holds any test.
  public var hasTests: Bool { !xctest.isEmpty || !swiftTesting.isEmpty }

  /// Whether `module` holds tests of either library.
  public func hasTests(inModule module: String) -> Bool {
    !xctestTests(inModule: module).isEmpty || hasSwiftTestingTests(inModule: module)
  }

  /// The XCTest tests of `module`, as `Module.Class/method` selections.
  public func xctestTests(inModule module: String) -> [String] {
    xctest.filter { $0.hasPrefix(module + ".") }
  }

  /// Whether `module` holds Swift Testing tests.
  func hasSwiftTestingTests(inModule module: String) -> Bool {
    !swiftTestingTests(inModule: module).isEmpty
  }

  /// The Swift Testing tests of `module`, in the order listed.
  public func swiftTestingTests(inModule module: String) -> [SwiftTestingTest] {
    swiftTesting.filter { $0.hasPrefix(module + ".") || $0.hasPrefix(module + "/") }
      .map(SwiftTestingTest.init(id:))
  }

  /// `Suite.test()` for a Swift Testing test that runs print only as `test()`, when one suite of
  /// `module` holds a test of that name; else `name` as it is.
  public func swiftTestingName(_ name: String, inModule module: String) -> String {
    let suites = swiftTesting.filter { $0.hasPrefix(module + ".") }.compactMap { entry -> String? in
      let parts = entry.dropFirst(module.count + 1).split(separator: "/")
      guard parts.count >= 2, parts[1] == name else { return nil }
      return String(parts[0])
    }
    guard suites.count == 1, let suite = suites.first else { return name }
    return "\(suite).\(name)"
  }

  /// Every module with tests, in the order first listed.
  public var modules: [String] {
    var seen = Set<String>()
    return (xctest + swiftTesting).compactMap { $0.split(separator: ".").first.map(String.init) }
      .filter { seen.insert($0).inserted }
  }
}

/// One Swift Testing test as listed: its id, and its name as the workshop prints it.
public struct SwiftTestingTest: Equatable, Sendable {
  /// `Module.Suite/test()/File.swift:3:4`.
  public let id: String
  /// `Suite.test()`.
  public var name: String { TestOutput.swiftTestingName(id: id) }

  /// The `--filter` pattern that selects this test alone: its id up to the function's name.
  var filter: String {
    let path = id.split(separator: "/", omittingEmptySubsequences: false).prefix(2)
      .joined(separator: "/")
    return "^" + NSRegularExpression.escapedPattern(for: path) + "(/|$)"
  }
}

/// `Module.Class/method` as XCTest prints it while running: `Class.method`.
func printedName(of selection: String) -> String {
  let withoutModule = selection.drop { $0 != "." }.dropFirst()
  return withoutModule.replacingOccurrences(of: "/", with: ".")
}

/// Whether a test is a planted-bug hunt, which runs the learner's tests once per bug and so
/// needs a longer time limit and prints nothing while it works.
public func isPlantedBugHunt(_ name: String) -> Bool {
  name.contains("PlantedBug")
}

extension TestListing {
  /// The entries of the test a run printed as `name` (`Class.method`, `Suite.test()`).
  public func entries(printedAs name: String) -> [String] {
    xctest.filter { printedName(of: $0) == name }
      + swiftTesting.filter { entry in
        let test = SwiftTestingTest(id: entry).name
        return test == name || test.hasSuffix("." + name)
      }
  }
}
