import Foundation

/// How this platform starts a built test product: the only platform-specific part of running
/// tests. Everything else (listing, selecting, reading XCTest's output and Swift Testing's event
/// stream, time limits, crashes) is the same on every platform and lives with the callers.
///
/// On Linux the product (`<scratch>/debug/<Package>PackageTests.xctest`) is a program that runs
/// any selection of its tests with either library. On macOS it is a bundle, started as
/// `swift test` starts it: Xcode's `xctest` (`xcrun --sdk macosx --find xctest`) runs its XCTest
/// tests, the toolchain's `swiftpm-testing-helper` its Swift Testing tests, and
/// `swiftpm-xctest-helper` lists its XCTest tests.
///
/// ```swift
/// let launcher = try TestLauncher(product: binary)
/// let launch = launcher.xctest("Exercise01Checks.CounterChecks")
/// ```
public struct TestLauncher: Sendable {
  /// A program to start: what to run, with which arguments, with which variables added.
  public struct Launch: Sendable, Equatable {
    /// The program.
    public var executable: URL
    /// Its arguments.
    public var arguments: [String]
    /// Variables added to the environment.
    public var environment: [String: String] = [:]
  }

  /// The test product: an executable on Linux, a `.xctest` bundle on macOS.
  public let product: URL
  private let platform: Platform

  /// A launcher for the product at `product`.
  /// - Throws: `TestLauncherError` when this platform's runners cannot be found.
  public init(product: URL) throws {
    self.product = product
    self.platform = try Platform(product: product)
  }

  /// The launcher of the test product this process runs from (a planted-bug hunt starting its
  /// own tests again); `nil` outside a test product or where the runners cannot be found.
  public static var current: TestLauncher? {
    #if os(macOS)
      let bundle = Bundle.allBundles.first { $0.bundleURL.pathExtension == "xctest" }
      return bundle.flatMap { try? TestLauncher(product: $0.bundleURL) }
    #else
      return Bundle.main.executableURL.flatMap {
        try? TestLauncher(product: $0.resolvingSymlinksInPath())
      }
    #endif
  }

  /// Runs the XCTest tests `selection` (`Module.Class,Module.Class/test`).
  public func xctest(_ selection: String) -> Launch {
    platform.xctest(selection)
  }

  /// Runs Swift Testing with `arguments` (`--list-tests`, `--filter …`).
  public func swiftTesting(_ arguments: [String]) -> Launch {
    platform.swiftTesting(arguments)
  }

  /// Every XCTest test of the product, one `Module.Class/test` a line, as Linux's
  /// `--list-tests` prints them.
  /// - Throws: When the lister cannot be launched or fails.
  public func listXCTest(timeout: TimeInterval) throws -> String {
    try platform.listXCTest(timeout)
  }
}

/// Why tests cannot be started on this machine.
struct TestLauncherError: Error, CustomStringConvertible {
  /// What is missing.
  let description: String
}

#if os(macOS)
  /// macOS: `xctest`, `swiftpm-testing-helper` and `swiftpm-xctest-helper`, found as SwiftPM
  /// finds them (`Sources/Commands/Utilities/TestingSupport.swift`, `UserToolchain.swift`).
  private struct Platform: Sendable {
    let xctest: @Sendable (String) -> TestLauncher.Launch
    let swiftTesting: @Sendable ([String]) -> TestLauncher.Launch
    let listXCTest: @Sendable (TimeInterval) throws -> String

    init(product bundle: URL) throws {
      guard let xctestTool = Self.xcrun(["--sdk", "macosx", "--find", "xctest"]),
        let swift = Self.xcrun(["--find", "swift"]),
        let platform = Self.xcrun(["--sdk", "macosx", "--show-sdk-platform-path"])
      else { throw TestLauncherError(description: "Xcode's xctest was not found (xcrun)") }
      let helpers = URL(fileURLWithPath: swift).deletingLastPathComponent()
        .appendingPathComponent("../libexec/swift/pm").standardizedFileURL
      let name = bundle.deletingPathExtension().lastPathComponent
      let binary = bundle.appendingPathComponent("Contents/MacOS/\(name)").path
      // NB: as SwiftPM's test environment: the products' folder, and the platform's XCTest.
      let environment = [
        "DYLD_LIBRARY_PATH": [
          bundle.deletingLastPathComponent().path, platform + "/Developer/usr/lib",
        ]
        .joined(separator: ":"),
        "DYLD_FRAMEWORK_PATH": [
          platform + "/Developer/Library/Frameworks",
          platform + "/Developer/Library/PrivateFrameworks",
        ].joined(separator: ":"),
      ]
      let tool = URL(fileURLWithPath: xctestTool)
      xctest = { selection in
        // NB: xctest would run the bundle's Swift Testing tests too; the helper runs those.
        TestLauncher.Launch(
          executable: tool, arguments: ["-XCTest", selection, bundle.path],
          environment: environment.merging(["SWIFT_TESTING_ENABLED": "0"]) { $1 })
      }
      let testingHelper = helpers.appendingPathComponent("swiftpm-testing-helper")
      swiftTesting = { arguments in
        TestLauncher.Launch(
          executable: testingHelper,
          arguments: ["--test-bundle-path", binary] + arguments
            + [binary, "--testing-library", "swift-testing"],
          environment: environment)
      }
      let xctestHelper = helpers.appendingPathComponent("swiftpm-xctest-helper")
      listXCTest = { timeout in
        let file = FileManager.default.temporaryDirectory
          .appendingPathComponent("workshop-tests-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runProcess(
          xctestHelper, arguments: [bundle.path, file.path], environment: environment,
          timeout: timeout)
        guard result.termination == .exited(0),
          let data = FileManager.default.contents(
            atPath: file.path)
        else { throw TestLauncherError(description: "swiftpm-xctest-helper: \(result.output)") }
        return try XCTestListing.lines(fromHelperJSON: data)
      }
    }

    private static func xcrun(_ arguments: [String]) -> String? {
      let result = try? runProcess(
        URL(fileURLWithPath: "/usr/bin/xcrun"), arguments: arguments, timeout: 30)
      guard let result, result.termination == .exited(0) else { return nil }
      let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
      return path.isEmpty ? nil : path
    }
  }
#else
  /// Linux: the product is the test program itself.
  private struct Platform: Sendable {
    let binary: URL

    init(product: URL) throws {
      guard FileManager.default.isExecutableFile(atPath: product.path) else {
        throw TestLauncherError(description: "\(product.path) is not an executable")
      }
      binary = product
    }

    func xctest(_ selection: String) -> TestLauncher.Launch {
      TestLauncher.Launch(executable: binary, arguments: [selection])
    }

    func swiftTesting(_ arguments: [String]) -> TestLauncher.Launch {
      TestLauncher.Launch(
        executable: binary, arguments: ["--testing-library", "swift-testing"] + arguments)
    }

    func listXCTest(_ timeout: TimeInterval) throws -> String {
      try runProcess(binary, arguments: ["--list-tests"], timeout: timeout).output
    }
  }
#endif

/// The JSON `swiftpm-xctest-helper` writes, read into `Module.Class/test` lines.
enum XCTestListing {
  /// `{"tests": [{"name": …, "tests": [{"name": "Module.Class", "tests": [{"name": "test"}]}]}]}`
  /// as lines; the format SwiftPM reads (`TestSuite.parse` in `SwiftTestCommand.swift`).
  /// - Throws: When the data is not that JSON.
  static func lines(fromHelperJSON data: Data) throws -> String {
    struct Node: Decodable {
      var name: String
      var tests: [Node]?
    }
    struct Root: Decodable { var tests: [Node] }
    let root = try JSONDecoder().decode(Root.self, from: data)
    var lines: [String] = []
    for suite in root.tests {
      for testCase in suite.tests ?? [] {
        lines += (testCase.tests ?? []).map { "\(testCase.name)/\($0.name)" }
      }
    }
    return lines.joined(separator: "\n")
  }
}
