import WorkshopTestRuns

/// How a planted-bug hunt starts the package's tests again: through the launcher of the running
/// test product (`TestLauncher`, the only platform-specific part of running tests, shared with
/// `workshop check` and `verify`), with a module's XCTest tests read from its listing.
struct TestRunners: Sendable {
  /// A program to start, with its arguments and the environment it adds.
  typealias Launch = TestLauncher.Launch

  /// The launcher of the running test product.
  let launcher: TestLauncher

  /// The runners of the process running now.
  static var current: TestRunners? { TestLauncher.current.map(TestRunners.init) }

  /// Starts XCTest on `selection` (`Module.Class,Module.Class/test`).
  func xctest(_ selection: String) -> Launch { launcher.xctest(selection) }

  /// Starts Swift Testing with `arguments` (`--list-tests`, `--filter …`).
  func swiftTesting(_ arguments: [String]) -> Launch { launcher.swiftTesting(arguments) }

  /// The XCTest tests of a module, as `Module.Class/testMethod` names.
  func xctestTests(_ module: String) throws -> [String] {
    TestSelection.testIDs(in: try launcher.listXCTest(timeout: 60), module: module)
  }
}
