import Foundation
import WorkshopCourse
import WorkshopTestRuns

/// The workshop's Swift package, built in a scratch folder of its own with only some steps
/// declared (`WORKSHOP_ONLY`), so that one broken step cannot block another and the learner's
/// own `.build` is never touched.
public struct SwiftPackage: Sendable {
  /// The folder holding `Package.swift`.
  public let root: URL
  /// The `--scratch-path` of every build.
  public let scratch: URL
  /// The `swift` executable.
  public let swift: URL
  /// Whether builds carry debug information. Only a learner's crash report needs it (the line
  /// a backtrace points at); `verify` and `mutate` build faster and link smaller without it.
  public var debugInfo = true
  /// Whether a module that imports a module of the package it does not depend on fails the
  /// build (a clean build may compile them in either order), as `verify`'s builds do.
  public var checksImports = false
  /// Whether builds declare only the solutions' side of each step (`WORKSHOP_REFERENCE_ONLY`):
  /// a mutation run judges the reference alone.
  public var referenceOnly = false
  /// Whether builds declare only the exercises' side of each step (`WORKSHOP_EXERCISES_ONLY`):
  /// a check judges the learner's code, and needs neither the reference nor its checks' copy.
  var exercisesOnly = false

  /// The `TMPDIR` of every `swift` this package runs: SwiftPM's lock files and the compiler's
  /// temporary folders stay in the scratch folder, not in the system's, after every build.
  var temporaryFolder: URL { scratch.appendingPathComponent("tmp") }

  /// `variables` and the `TMPDIR` of `temporaryFolder`, made if it is missing.
  public func environment(_ variables: [String: String]) -> [String: String] {
    try? FileManager.default.createDirectory(
      at: temporaryFolder, withIntermediateDirectories: true)
    return variables.merging(["TMPDIR": temporaryFolder.path + "/"]) { _, folder in folder }
  }

  /// A package at `root` building into `scratch`.
  /// - Throws: `EnvironmentError` when no `swift` is on the `PATH`.
  public init(
    root: URL, scratch: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    guard let swift = findExecutable("swift", environment: environment) else {
      throw EnvironmentError(
        "The Swift toolchain is not on your PATH (no `swift` found). Install Swift 6 from "
          + "swift.org, or run the workshop with `swift run workshop` from a shell that has it.")
    }
    self.root = root
    self.scratch = scratch
    self.swift = swift
  }

  /// Builds the sources and tests of the steps in `only` (`03`, `03,05`, or `none`).
  /// - Parameters:
  ///   - layout: A fingerprint of the files the manifest reads (see `Course.layoutFingerprint`).
  ///   - onProgress: Called with each `[12/84] Compiling …` line as the build goes.
  ///   - onWaitingForSwiftPM: Called when the build waits for another SwiftPM process that uses
  ///     the same build folder (an editor's build, say).
  public func build(
    only: String, layout: String, timeout: TimeInterval,
    onProgress: (@Sendable (BuildProgress) -> Void)? = nil,
    onWaitingForSwiftPM: (@Sendable () -> Void)? = nil
  ) throws -> BuildResult {
    let lines = LineSplitter()
    let result = try runProcess(
      swift,
      arguments: ["build", "--build-tests", "--scratch-path", scratch.path]
        + (debugInfo ? [] : ["-debug-info-format", "none"])
        + (checksImports ? ["--explicit-target-dependency-import-check", "error"] : []),
      // NB: SwiftPM caches the evaluated manifest keyed on its environment, but the manifest also
      // reads steps.json and lists folders, which SwiftPM does not track. Passing a fingerprint
      // of those in the environment makes a changed layout re-evaluate the manifest, and an
      // unchanged one keep the cache (about a second per build).
      environment: environment([
        "WORKSHOP_ONLY": only, "WORKSHOP_LEAN": "1", "WORKSHOP_LAYOUT": layout,
        "WORKSHOP_REFERENCE_ONLY": referenceOnly ? "1" : "0",
        "WORKSHOP_EXERCISES_ONLY": exercisesOnly ? "1" : "0",
      ]),
      directory: root, timeout: timeout,
      onOutput: { chunk in
        for line in lines.lines(in: chunk) {
          if let progress = BuildProgress(line: line) { onProgress?(progress) }
          if BuildProgress.isWaitingForAnotherSwiftPM(line) { onWaitingForSwiftPM?() }
        }
      }, isMarked: false)
    let succeeded = result.termination == .exited(0)
    return BuildResult(
      succeeded: succeeded, timedOut: result.termination == .timedOut,
      errors: succeeded ? [] : compilerErrors(in: result.output), output: result.output,
      duration: result.duration)
  }

  /// The test executable the last build produced, if it is there.
  var testBinary: URL? {
    let debug = scratch.appendingPathComponent("debug")
    let candidates = ((try? FileManager.default.contentsOfDirectory(atPath: debug.path)) ?? [])
      .filter { $0.hasSuffix("PackageTests.xctest") }
    return candidates.first.map { debug.appendingPathComponent($0) }
  }

  /// A runner for the tests of the last build, working in `directory`, started the way this
  /// platform starts a test product (`TestLauncher`).
  /// - Throws: `TestLauncherError` when this system's test runners cannot be found.
  public func testRunner(directory: URL) throws -> TestRunner? {
    guard let binary = testBinary else { return nil }
    return TestRunner(launcher: try TestLauncher(product: binary), directory: directory)
  }
}

/// How a build ended.
public struct BuildResult: Sendable {
  /// Whether everything compiled and linked.
  public let succeeded: Bool
  /// Whether the build was stopped for taking too long.
  public let timedOut: Bool
  /// The errors, noise removed; empty on success.
  public let errors: [Diagnostic]
  /// Everything the build printed.
  public let output: String
  /// Seconds the build took.
  public let duration: TimeInterval
}

/// One `[12/84] Compiling Exercise03 FileClient.swift` line of a build.
public struct BuildProgress: Equatable, Sendable {
  /// Tasks done.
  public let done: Int
  /// Tasks known so far (it grows as the build plans).
  public let total: Int
  /// What is happening, e.g. `Compiling Exercise03 FileClient.swift`.
  public let activity: String

  /// Reads a progress line, or `nil` for any other line.
  public init?(line: String) {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
    let numbers = line[line.index(after: line.startIndex)..<close].split(separator: "/")
    guard numbers.count == 2, let done = Int(numbers[0]), let total = Int(numbers[1]) else {
      return nil
    }
    self.done = done
    self.total = total
    self.activity = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
  }

  /// Whether `line` is SwiftPM saying that it waits for another of its processes to finish with
  /// the build folder (`Another instance of SwiftPM is already running using '…', waiting …`).
  static func isWaitingForAnotherSwiftPM(_ line: String) -> Bool {
    line.contains("Another instance of SwiftPM is already running")
  }
}
