import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import XCTest

@testable import WorkshopMutation

/// The fixture course inside a copy of the workshop's package (its manifest and the library the
/// checks need), so that the real `workshop check` can build it. One copy serves every test of the
/// test process, whatever its class: the first check builds the library (the longest part of a
/// cold build), later ones only the step they change.
///
/// NB: one copy for the process, not a built template copied for each test: the build folder
/// holds absolute paths (the module cache refuses a moved one, and a copy elsewhere builds the
/// library all over again), so the course has to stay where it was built.
final class BuildableCourse: @unchecked Sendable {
  /// The copy's root.
  let root: URL

  private static let lock = NSLock()
  nonisolated(unsafe) private static var shared: BuildableCourse?

  /// The copy for this test process, made on first use and removed once the tests end.
  static func make() throws -> BuildableCourse {
    try lock.withLock {
      if let shared { return shared }
      let course = try BuildableCourse()
      shared = course
      XCTestObservationCenter.shared.addTestObserver(RemovalAtTheEnd())
      return course
    }
  }

  /// The copy for this test process with its exercises, solutions and planted-bug files as the
  /// fixture ships them (a test may rewrite the harness, Solutions/NN-Name/Checks/PlantedBugs.swift),
  /// and nothing else an earlier test added beside them (catalogues, progress): the package and
  /// its build folder alone stay.
  static func makeAsShipped() throws -> BuildableCourse {
    let course = try make()
    try course.removeAdditions()
    for folder in ["Exercises", "Solutions", "Tests"] { try course.restore(folder) }
    return course
  }

  /// Removes the copy; the next `make()` starts over.
  static func removeShared() {
    lock.withLock {
      if let shared { try? FileManager.default.removeItem(at: shared.root) }
      shared = nil
    }
  }

  private init() throws {
    let files = FileManager.default
    let package = Fixtures.testsFolder.deletingLastPathComponent()
    root = files.temporaryDirectory.appendingPathComponent("workshop-cli-course-\(UUID())")
    try files.createDirectory(at: root, withIntermediateDirectories: true)
    try files.copyItem(
      at: package.appendingPathComponent("Package.swift"),
      to: root.appendingPathComponent("Package.swift"))
    // NB: a check declares only the library its steps need (see Package.swift).
    try PackageLibrary.copy(from: package, to: root)
    for folder in ["Exercises", "Solutions", "Tests"] {
      try files.copyItem(
        at: Fixtures.courseFolder.appendingPathComponent(folder),
        to: root.appendingPathComponent(folder))
    }
  }

  /// Writes `text` to the course file at `path`.
  func write(_ text: String, to path: String) throws {
    forgetStepObjects(of: [path])
    try Fixtures.write(text, to: path, in: root)
    // NB: dated like `restore`, so that file times only ever move forward.
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(2)],
      ofItemAtPath: root.appendingPathComponent(path).path)
  }

  /// Removes what earlier tests added at the top of the copy: everything but the package's
  /// manifest, its library and the build folder (the course folders are restored after this).
  private func removeAdditions() throws {
    let files = FileManager.default
    let kept: Set<String> = ["Package.swift", "Sources", CheckRunner.scratchFolder]
    for name in try files.contentsOfDirectory(atPath: root.path) where !kept.contains(name) {
      try files.removeItem(at: root.appendingPathComponent(name))
    }
  }

  /// Puts the course files under `folder` back as the fixture ships them. Only what differs is
  /// written (or removed), and only the objects of the steps it belongs to are forgotten: a
  /// step that no test changed keeps its objects, and the next check does not compile it again.
  ///
  /// NB: a copy keeps the fixture's modification time, which is older than the last build (in a
  /// `git archive` all files share the commit's time); the compiler would then keep the objects
  /// of the files the copy replaces. The restored files are dated a moment ahead: the compiler
  /// counts a file as changed when it is newer than the last build's start, and this system
  /// may keep file times to the second.
  func restore(_ folder: String) throws {
    let files = FileManager.default
    let target = root.appendingPathComponent(folder)
    try files.createDirectory(at: target, withIntermediateDirectories: true)
    let mirror = FolderMirror(
      source: Fixtures.courseFolder.appendingPathComponent(folder), copy: target)
    let now = Date().addingTimeInterval(2)
    let changed = try mirror.mirror(mirror.sourceFiles(), keeping: []) { data, url in
      try data.write(to: url)
      try files.setAttributes([.modificationDate: now], ofItemAtPath: url.path)
    }
    forgetStepObjects(of: changed.map { "\(folder)/\($0)" })
  }

  /// Removes the compiled objects of the steps whose files are at `paths` (course-relative),
  /// both sides of each; of every step when a path belongs to none (`Tests/`, `steps.json`). The
  /// library's objects stay.
  ///
  /// NB: file dates alone did not always do it: under load, about one run in ten of the
  /// end-to-end tests checked a restored exercise against the objects of the solved one.
  private func forgetStepObjects(of paths: [String]) {
    let steps = paths.map { path -> String? in
      let parts = path.split(separator: "/")
      guard parts.count > 2, ["Exercises", "Solutions"].contains(parts[0]) else { return nil }
      return String(parts[1].prefix(2))
    }
    let prefixes =
      steps.contains(nil)
      ? ["Exercise", "Solution", "Decoy"]
      : Set(steps.compactMap { $0 }).flatMap { ["Exercise\($0)", "Solution\($0)", "Decoy\($0)"] }
    let files = FileManager.default
    let scratch = root.appendingPathComponent(".build-workshop")
    for triple in (try? files.contentsOfDirectory(atPath: scratch.path)) ?? [] {
      let debug = scratch.appendingPathComponent(triple).appendingPathComponent("debug")
      for name in (try? files.contentsOfDirectory(atPath: debug.path)) ?? []
      where name.hasSuffix(".build") && prefixes.contains(where: name.hasPrefix) {
        // NB: the objects and the dependency records only: the build plan stays, so the next
        // build compiles these modules again instead of trusting what it did before.
        let folder = debug.appendingPathComponent(name)
        for file in (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
        where [".o", ".swiftdeps", ".priors"].contains(where: file.hasSuffix) {
          try? files.removeItem(at: folder.appendingPathComponent(file))
        }
      }
    }
  }
}

/// Removes the shared course once every test of the process has run.
private final class RemovalAtTheEnd: NSObject, XCTestObservation {
  func testBundleDidFinish(_ testBundle: Bundle) {
    BuildableCourse.removeShared()
  }
}

/// What one run of the `workshop` binary did.
struct WorkshopRun {
  let status: Int32
  let output: String
  let seconds: TimeInterval
  /// The workshop process's peak resident memory in kB, where the system reports it (Linux).
  let peakMemoryKB: Int?

  /// The seconds the checks took, from the report's last line `(build 1.2 s, checks 3.4 s)`.
  var checkSeconds: Double? {
    guard let range = output.range(of: #"checks [0-9.]+ s\)"#, options: .regularExpression)
    else { return nil }
    return Double(output[range].dropFirst("checks ".count).prefix { $0 != " " })
  }
}

extension WorkshopCLI {
  /// Runs `workshop arguments…` in `directory`, with `environment` added, watching its peak
  /// memory while it runs.
  static func runWatchingMemory(
    _ arguments: [String], in directory: URL, timeout: TimeInterval,
    environment: [String: String] = [:]
  ) throws -> WorkshopRun {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw XCTSkip("the workshop executable is not built next to the tests: \(executable.path)")
    }
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID()).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    // NB: in English, whatever the machine's locale; `--lang` in `arguments` still chooses.
    process.environment = ProcessInfo.processInfo.environment.merging([
      "NO_COLOR": "1", "WORKSHOP_LANG": "en",
    ]) { $1 }.merging(environment) { $1 }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    let started = Date()
    try process.run()
    var peak: Int?
    while process.isRunning {
      peak = max(peak ?? 0, peakMemoryKB(of: process.processIdentifier) ?? 0)
      if Date().timeIntervalSince(started) > timeout {
        process.terminate()
        XCTFail("workshop \(arguments.joined(separator: " ")) ran past \(Int(timeout)) s")
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    process.waitUntilExit()
    try handle.close()
    let output = try String(contentsOf: log, encoding: .utf8)
    return WorkshopRun(
      status: process.terminationStatus, output: output,
      seconds: Date().timeIntervalSince(started), peakMemoryKB: peak == 0 ? nil : peak)
  }

  /// `VmHWM` of `/proc/<pid>/status`: the peak resident memory so far, in kB (Linux only).
  private static func peakMemoryKB(of pid: Int32) -> Int? {
    guard
      let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }
}

/// A test case on the shared buildable course, restored as the fixture ships it before each
/// test.
class BuildableCourseTestCase: XCTestCase {
  /// The course, as shipped when the test starts.
  var course: BuildableCourse!

  override func setUpWithError() throws {
    course = try BuildableCourse.makeAsShipped()
  }

  /// Runs `workshop check arguments…` on the course.
  func check(_ arguments: String...) throws -> WorkshopRun {
    // NB: the first check of a run builds the library: minutes on a busy machine.
    try WorkshopCLI.runWatchingMemory(["check"] + arguments, in: course.root, timeout: 900)
  }
}

extension FolderMirror {
  /// The files and links under `source`, as relative paths (folders are not listed).
  fileprivate func sourceFiles() -> [String] {
    let files = FileManager.default
    guard let walk = files.enumerator(atPath: source.path) else { return [] }
    return walk.compactMap { $0 as? String }.filter { path in
      let url = source.appendingPathComponent(path)
      return (try? files.destinationOfSymbolicLink(atPath: url.path)) != nil
        || (try? files.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType)
          != .typeDirectory
    }
  }
}
