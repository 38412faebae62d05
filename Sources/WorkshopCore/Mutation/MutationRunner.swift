import Foundation
import WorkshopProcesses

/// Runs mutation tests: in a scratch copy of the course's working tree (the working tree itself is
/// only read), each mutant of each target is written, built with just that target declared, and
/// judged by the target's tests; the file is put back afterwards.
public struct MutationRunner: Sendable {
  /// The course whose working tree is copied.
  public let course: Course
  /// Where the scratch copy goes.
  public let scratch: URL
  /// Seconds one test may run without finishing before a mutant counts as killed by a hang.
  public var idleTimeout: TimeInterval = 10
  /// Called before each mutant is judged: the target, how many of its mutants are done, how many
  /// it has.
  public var onProgress: (@Sendable (MutationTarget, Int, Int) -> Void)?

  /// A runner for `course`, copying it into `scratch` (by default `.build-mutate` in the course).
  public init(course: Course, scratch: URL? = nil) {
    self.course = course
    self.scratch = scratch ?? Self.defaultScratch(for: course)
  }

  /// The scratch folder a run uses unless told otherwise: `.build-mutate` in the course.
  public static func defaultScratch(for course: Course) -> URL {
    course.root.appendingPathComponent(".build-mutate")
  }

  /// Every mutant of `target`, equivalent ones included.
  /// - Throws: When a file of the target cannot be read.
  public func mutants(of target: MutationTarget) throws -> [Mutant] {
    try target.files.flatMap { file in
      let text = try String(contentsOf: course.url(file), encoding: .utf8)
      return MutantGenerator(file: file, text: text).mutants
    }
  }

  /// Mutates and judges each target in turn, holding the scratch folder's lock throughout.
  /// - Throws: `UsageError` when the scratch folder is one the workshop must not empty;
  ///   `EnvironmentError` when another run holds it, the scratch copy cannot be made or git or
  ///   swift are missing.
  public func run(_ targets: [MutationTarget]) throws -> [MutationResult] {
    let folder = try ScratchFolder(
      claiming: scratch, for: course,
      isDefault: scratch.standardizedFileURL == Self.defaultScratch(for: course).standardizedFileURL
    )
    let lock = try folder.lock()
    defer { withExtendedLifetime(lock) {} }
    let equivalents = try EquivalentMutants(root: course.root)
    try copyWorkingTree(into: folder)
    let package = try SwiftPackage(root: scratch, scratch: scratch.appendingPathComponent(".build"))
    return try targets.map { target in
      let started = Date()
      var result = try run(target, package: package, equivalents: equivalents)
      result.duration = Date().timeIntervalSince(started)
      return result
    }
  }

  private func run(
    _ target: MutationTarget, package: SwiftPackage, equivalents: EquivalentMutants
  ) throws -> MutationResult {
    var result = MutationResult(target: target)
    let mutants = try mutants(of: target)
    onProgress?(target, 0, mutants.count)
    guard let runner = build(target, package: package) else {
      result.problem = "the reference does not build"
      return result
    }
    var listing: TestListing
    do {
      listing = try runner.listing()
    } catch {
      result.problem = "its tests cannot be listed: \(error)"
      return result
    }
    if case .killed(let test) = judge(target, runner: runner, listing: listing) {
      result.problem = "the reference fails its own tests (\(test))"
      return result
    }
    for (index, mutant) in mutants.enumerated() {
      onProgress?(target, index, mutants.count)
      if let reason = equivalents.reason(for: mutant) {
        result.outcomes.append((mutant, .equivalent(reason: reason)))
        continue
      }
      let file = scratch.appendingPathComponent(mutant.file)
      let original = try String(contentsOf: file, encoding: .utf8)
      try write(mutant.applied(to: original), to: file)
      defer { try? write(original, to: file) }
      guard let runner = build(target, package: package) else {
        result.outcomes.append((mutant, .stillborn))
        continue
      }
      result.outcomes.append((mutant, judge(target, runner: runner, listing: listing)))
    }
    onProgress?(target, mutants.count, mutants.count)
    return result
  }

  /// Builds what judges `target`; `nil` when it does not compile.
  private func build(_ target: MutationTarget, package: SwiftPackage) -> TestRunner? {
    guard
      let built = try? package.build(
        only: target.only, layout: course.layoutFingerprint, timeout: 900),
      built.succeeded, var runner = try? package.testRunner(directory: scratch)
    else { return nil }
    runner.idleTimeout = idleTimeout
    runner.timeout = 300
    runner.skipsPlantedBugHunts = true
    return runner
  }

  /// Killed by the first test that did not pass, or survived.
  private func judge(_ target: MutationTarget, runner: TestRunner, listing: TestListing)
    -> MutantOutcome
  {
    for module in target.testModules {
      let run = runner.run(module: module, listing: listing)
      if let reason = run.couldNotRun { return .killed(test: "\(module) could not run: \(reason)") }
      if let test = run.unsuccessful.first { return .killed(test: test.name) }
      if !run.isSuccess { return .killed(test: run.crashes.first?.test ?? module) }
    }
    return .survived
  }

  /// Writes `text` dated later than anything written before, so that every incremental build
  /// sees the change, however coarse the file system's clock.
  private func write(_ text: String, to file: URL) throws {
    try Data(text.utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.modificationDate: FileClock.shared.next()], ofItemAtPath: file.path)
  }

  /// Copies the course's working tree (tracked and untracked files, not ignored ones, symlinks
  /// as symlinks) into the scratch folder, replacing an earlier copy.
  private func copyWorkingTree(into folder: ScratchFolder) throws {
    let files = FileManager.default
    try folder.empty()
    for path in try Git(root: course.root).workingFiles() {
      let from = course.url(path)
      let to = scratch.appendingPathComponent(path)
      try files.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      if let link = try? files.destinationOfSymbolicLink(atPath: from.path) {
        try files.createSymbolicLink(atPath: to.path, withDestinationPath: link)
      } else if files.fileExists(atPath: from.path) {
        try files.copyItem(at: from, to: to)
      }
    }
  }
}

/// Modification dates that only move forward: each at least a second after the last, and two
/// seconds ahead of now, so that a build never mistakes a rewritten file for an unchanged one.
final class FileClock: @unchecked Sendable {
  static let shared = FileClock()
  private let lock = NSLock()
  private var last = Date.distantPast

  func next() -> Date {
    lock.withLock {
      last = max(Date().addingTimeInterval(2), last.addingTimeInterval(1))
      return last
    }
  }
}
