import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopTestRuns

/// Builds one step's checks in isolation and runs them: the command behind `workshop check`
/// and `workshop watch`.
///
/// Only the step is declared (`WORKSHOP_ONLY=NN`), so a broken step elsewhere cannot block it,
/// and everything happens in one scratch folder shared by all steps (`.build-workshop`), so the
/// learner's `.build` stays as it was. Sharing is measured to be the better trade: moving from
/// one step to the next recompiles only that step (2–5 s), while a folder per step would pay the
/// full cold build (about 35 s here) once per step.
public struct CheckRunner: Sendable {
  /// The course.
  public let course: Course
  /// The package, building into the shared scratch folder.
  public let package: SwiftPackage
  /// Seconds the build may take (a cold build on a busy machine takes minutes).
  var buildTimeout: TimeInterval = 1800
  /// Seconds a check may run without printing anything before it counts as hung.
  public var idleTimeout: TimeInterval = ToolFacts.checkTimeout
  /// Called as the check goes, to show progress.
  public var onEvent: (@Sendable (CheckEvent) -> Void)?
  /// Whether to leave the planted-bug hunts out (`check --part checks` grades the rest).
  public var skipsPlantedBugHunts = false

  /// The scratch folder `workshop check` uses, relative to the course root.
  public static let scratchFolder = ".build-workshop"

  /// A runner for `course`, building into `<root>/.build-workshop`.
  /// - Throws: `EnvironmentError` when the Swift toolchain is missing.
  public init(course: Course) throws {
    self.course = course
    self.package = try Self.package(of: course)
  }

  /// The package as checks build it: in `<root>/.build-workshop`, the exercises' side alone.
  /// `doctor` builds the same way, so that a first check after it compiles nothing again.
  /// - Throws: `EnvironmentError` when the Swift toolchain is missing.
  public static func package(of course: Course) throws -> SwiftPackage {
    var package = try SwiftPackage(
      root: course.root, scratch: course.root.appendingPathComponent(scratchFolder))
    package.exercisesOnly = true
    return package
  }

  /// Builds and runs the checks of `step`; never throws, whatever the learner's code does.
  public func check(_ step: Step) -> CheckReport {
    let hash = course.exerciseHash(step)
    let missing = course.missingFolders(of: step)
    guard missing.isEmpty else {
      return CheckReport(
        step: step, filesHash: hash,
        verdict: .couldNotRun(
          "this step is not available yet: \(missing.joined(separator: " and ")) is missing"))
    }
    let files = StepFiles(root: course.root, folder: step.exercisePath)
    if let path = files.irregularFiles.first {
      // NB: the compiler would wait for ever to read a named pipe, until the build timeout.
      return CheckReport(
        step: step, filesHash: hash,
        verdict: .couldNotRun(
          localized(
            """
            \(path) is a named pipe, a socket or a device, not a file: a build would wait on it \
            for ever. Remove it (`rm \(shellQuoted(path))`)
            """)))
    }
    let lock: ScratchLock
    do {
      lock = try ScratchLock(
        folder: package.scratch, timeout: buildTimeout, onWait: { onEvent?(.waitingForLock) })
    } catch {
      return CheckReport(step: step, filesHash: hash, verdict: .couldNotRun("\(error)"))
    }
    defer { withExtendedLifetime(lock) {} }

    onEvent?(.building(nil))
    let build: BuildResult
    do {
      build = try package.build(
        step, of: course, timeout: buildTimeout,
        onProgress: { progress in onEvent?(.building(progress)) },
        onWaitingForSwiftPM: { onEvent?(.waitingForSwiftPM) })
    } catch {
      return CheckReport(
        step: step, filesHash: hash,
        verdict: .couldNotRun("could not start `swift build`: \(error)"))
    }
    var report = CheckReport(step: step, filesHash: hash, verdict: .passed)
    report.buildDuration = build.duration
    report.buildOutput = build.output
    guard build.succeeded else {
      report.verdict =
        build.timedOut
        ? .couldNotRun("the build took longer than \(Int(buildTimeout)) s and was stopped")
        : .compileError(build.errors)
      return report
    }
    let found: TestRunner?
    do {
      found = try package.testRunner(directory: course.root)
    } catch {
      report.verdict = .couldNotRun("could not start the tests: \(error)")
      return report
    }
    guard var runner = found else {
      report.verdict = .couldNotRun(
        "the build produced no test executable in \(package.scratch.path)")
      return report
    }
    onEvent?(.running(nil))
    runner.idleTimeout = idleTimeout
    runner.skipsPlantedBugHunts = skipsPlantedBugHunts
    // NB: the checks write their messages in the learner's language.
    runner.environment[CheckEnvironment.language] = Localizer.shared.current.code
    runner.onTestStarted = { name in onEvent?(.running(name)) }
    let listing: TestListing
    do {
      listing = try runner.listing()
    } catch {
      report.verdict = .couldNotRun("could not list the tests: \(error)")
      return report
    }
    // NB: the checks, then the learner's own tests, which the checks never compile.
    let filesBefore = Set(StepFiles(root: course.root, folder: step.exercisePath).allFiles)
    let checks = runner.run(module: step.exerciseChecksModule, listing: listing)
    let tests = step.exerciseModules.tests
    var run =
      checks.couldNotRun == nil && listing.hasTests(inModule: tests)
      ? ModuleRun.merged([checks, runner.run(module: tests, listing: listing)]) ?? checks : checks
    report.recorded = Set(StepFiles(root: course.root, folder: step.exercisePath).allFiles)
      .subtracting(filesBefore).sorted()
    if !report.recorded.isEmpty {
      // NB: a check that reads what the learner's tests record (step 12's snapshots) ran before
      // they recorded it: those that failed run again, once it is there.
      let failed = Set(checks.tests.filter { $0.outcome == .failed }.map(\.name))
      let again = listing.selecting { test in
        !isPlantedBugHunt(test) && test.hasPrefix(step.exerciseChecksModule + ".")
          && failed.contains(printedName(of: test))
      }
      if again.hasTests {
        run.replaceResults(with: runner.run(module: step.exerciseChecksModule, listing: again))
      }
    }
    // NB: what the learner's code declares and calls, read from its source, fails checks too.
    run.tests += LearnerCodeAudit(course: course, step: step).failures(
      module: step.exerciseChecksModule)
    report.run = run
    if let reason = run.couldNotRun {
      report.verdict = .couldNotRun(reason)
    } else {
      report.verdict = run.isSuccess ? .passed : .failed
    }
    return report
  }
}
