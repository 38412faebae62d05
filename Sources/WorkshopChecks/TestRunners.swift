import Foundation
import WorkshopProcesses
import XCTest

/// How this platform starts the package's tests. On Linux the test binary is a plain program
/// that runs any selection of its tests with either testing library. On macOS the tests are a
/// bundle: Xcode's `xctest` runs its XCTest tests and the toolchain's `swiftpm-testing-helper`
/// its Swift Testing tests, as `swift test` does.
struct TestRunners: Sendable {
  /// A program to start, with its arguments and the environment it adds.
  struct Launch: Sendable {
    var executable: URL
    var arguments: [String]
    var environment: [String: String] = [:]
  }

  /// Starts XCTest on `selection` (`Module.Class,Module.Class/test`).
  let xctest: @Sendable (_ selection: String) -> Launch
  /// Starts Swift Testing with `arguments` (`--list-tests`, `--filter …`).
  let swiftTesting: @Sendable (_ arguments: [String]) -> Launch
  /// The XCTest tests of a module, as `Module.Class/testMethod` names.
  let xctestTests: @Sendable (_ module: String) throws -> [String]

  /// The runners of the process running now.
  static var current: TestRunners? {
    #if os(macOS)
      return macOS()
    #else
      return Bundle.main.executableURL.map { linux(binary: $0.resolvingSymlinksInPath()) }
    #endif
  }

  /// One test program that takes a selection, `--list-tests` and `--testing-library`.
  static func linux(binary: URL) -> TestRunners {
    TestRunners(
      xctest: { Launch(executable: binary, arguments: [$0]) },
      swiftTesting: {
        Launch(executable: binary, arguments: ["--testing-library", "swift-testing"] + $0)
      },
      xctestTests: { module in
        let listing = try runProcess(binary, arguments: ["--list-tests"], timeout: 60)
        return TestSelection.testIDs(in: listing.output, module: module)
      })
  }

  #if os(macOS)
    /// The loaded `.xctest` bundle, run by `xcrun xctest -XCTest <selection> <bundle>` and by
    /// `swiftpm-testing-helper --test-bundle-path <bundle's binary> --testing-library
    /// swift-testing`. Its XCTest tests are read from the bundle itself.
    static func macOS() -> TestRunners? {
      guard
        let bundle = Bundle.allBundles.first(where: { $0.bundleURL.pathExtension == "xctest" }),
        let binary = bundle.executableURL,
        let xctest = xcrunFind("xctest"),
        let swift = xcrunFind("swift")
      else { return nil }
      let helper = swift.deletingLastPathComponent()
        .appendingPathComponent("../libexec/swift/pm/swiftpm-testing-helper").standardizedFileURL
      let bundlePath = bundle.bundlePath
      return TestRunners(
        xctest: {
          // NB: xctest would run the bundle's Swift Testing tests too; the helper runs those.
          Launch(
            executable: xctest, arguments: ["-XCTest", $0, bundlePath],
            environment: ["SWIFT_TESTING_ENABLED": "0"])
        },
        swiftTesting: {
          Launch(
            executable: helper,
            arguments: ["--test-bundle-path", binary.path, "--testing-library", "swift-testing"]
              + $0)
        },
        xctestTests: { module in
          // NB: XCTest runs a test, and so a hunt, on the main thread; its types may be bound
          // to the main actor.
          guard Thread.isMainThread else { return [] }
          return MainActor.assumeIsolated {
            var names: [String] = []
            collectTests(in: XCTestSuite(forBundlePath: bundlePath), into: &names)
            return names.filter { $0.hasPrefix(module + ".") }
          }
        })
    }

    /// The path `xcrun --find name` prints, if any.
    private static func xcrunFind(_ name: String) -> URL? {
      let result = try? runProcess(
        URL(fileURLWithPath: "/usr/bin/xcrun"), arguments: ["--find", name], timeout: 30)
      guard let result, result.termination == .exited(0) else { return nil }
      let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
      return path.isEmpty ? nil : URL(fileURLWithPath: path)
    }

    /// The `Module.Class/testMethod` name of every test case under `test`, once each.
    @MainActor
    private static func collectTests(in test: XCTest, into names: inout [String]) {
      if let suite = test as? XCTestSuite {
        for child in suite.tests { collectTests(in: child, into: &names) }
      } else {
        // NB: a test case's name is `-[Module.Class testMethod]` on macOS.
        let method = test.name.split(separator: " ").last.map { $0.dropLast() } ?? ""
        let name = "\(String(reflecting: type(of: test)))/\(method)"
        if !names.contains(name) { names.append(name) }
      }
    }
  #endif
}
