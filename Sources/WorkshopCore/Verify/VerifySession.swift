import Foundation
import WorkshopProcesses
import WorkshopResults

/// The state of one verify run.
struct VerifySession {
  let root: URL
  let package: SwiftPackage
  let settings: Verifier
  let deadline: Date
  var items: [VerifyItem] = []

  /// How many steps are verified at once: their checks mostly wait (for timeouts, for the
  /// planted-bug hunts' runs), so a few side by side keep the cores busy.
  static let stepsAtOnce = 3
  /// How many library and tooling test modules run at once.
  static let modulesAtOnce = 2

  mutating func verifyAll() {
    lint()
    let course: Course
    do {
      course = try Course.load(root: root)
    } catch {
      record(VerifyItem(name: "steps.json", passed: false, duration: 0, details: ["\(error)"]))
      verifyLibrary(layout: "none")
      return
    }
    for check in settings.checks { run(check, on: course) }
    let layout = course.layoutFingerprint
    let everything = (["none"] + course.steps.map(\.number)).joined(separator: ",")
    // NB: one build of everything saves a build and a link per step; when it fails, the steps
    // are built one by one, so that only the broken one fails.
    guard let runner = buildTogether(everything, name: "build everything", layout: layout),
      let listing = list(runner, name: "list the tests")
    else {
      verifyLibrary(layout: layout)
      for step in course.steps { verifyAlone(step, in: course) }
      return
    }
    let libraryModules = listing.modules.filter { StepModules(module: $0) == nil }
    // NB: the modules that run alongside get a copy of the test product, which the build with
    // the solutions copied over, below, links again while they run.
    let alongside = libraryModules.filter(VerifySession.runAlongside.contains).map {
      BackgroundRun(configured(runner.runningACopy()), module: $0, listing: listing)
    }
    runLibraryTests(
      runner, listing: listing,
      modules: libraryModules.filter { !VerifySession.runAlongside.contains($0) })
    let session = self
    let shipped = recordInStepOrder(course.steps) { step in
      session.lessonAndShippedItems(step, in: course, runner: runner, listing: listing)
    }
    let ready = zip(course.steps, shipped).filter { $1 }.map(\.0)
    let copied = ready.filter { copySolution(of: $0, in: course) }
    if let rebuilt = buildTogether(
      everything, name: "build everything with the solutions copied over", layout: layout),
      let relisted = list(rebuilt, name: "list the tests")
    {
      _ = recordInStepOrder(copied) { step in
        (session.copiedOverItems(step, runner: rebuilt, listing: relisted), true)
      }
    } else {
      for step in copied { verifyCopiedOver(step, in: course) }
    }
    for background in alongside {
      record(libraryItem(background.wait()))
    }
  }

  // MARK: - Library and tooling

  mutating func lint() {
    settings.onStart?("format lint")
    let started = Date()
    let (formatted, notes) = FormatLint(root: root, swift: package.swift).run()
    record(
      VerifyItem(
        name: "format lint (.swift-format)", passed: formatted,
        duration: Date().timeIntervalSince(started), details: notes))
  }

  mutating func run(_ check: VerifyCheck, on course: Course) {
    settings.onStart?(check.name)
    let started = Date()
    let (passed, details) = check.run(course)
    record(
      VerifyItem(
        name: check.name, passed: passed, duration: Date().timeIntervalSince(started),
        details: details))
  }

  /// Builds the library and tools alone and runs their tests.
  mutating func verifyLibrary(layout: String) {
    guard
      let runner = build(
        "none", name: "build the library and tooling", layout: layout, timeout: 1800),
      let listing = list(runner, name: "list the library's tests")
    else { return }
    runLibraryTests(runner, listing: listing, modules: listing.modules)
  }

  /// Runs the test `modules`, `modulesAtOnce` at a time, recording their items in order.
  mutating func runLibraryTests(_ runner: TestRunner, listing: TestListing, modules: [String]) {
    let session = self
    _ = recordInStepOrder(modules, limit: Self.modulesAtOnce) { module in
      let name = "tests of \(module)"
      if let skipped = session.skippedIfLate(name) { return ([skipped], false) }
      session.settings.onStart?(name)
      return (
        [session.libraryItem(session.configured(runner).run(module: module, listing: listing))],
        true
      )
    }
  }

  /// Test modules that run side by side with the steps' checks: they spend their time building
  /// a fixture course, while the checks mostly wait (for timeouts, for planted-bug runs).
  static let runAlongside: Set<String> = ["WorkshopCLITests"]

  /// The item of a library or tooling test module.
  func libraryItem(_ run: ModuleRun) -> VerifyItem {
    VerifyItem(
      name: "tests of \(run.module)", passed: run.isSuccess, duration: run.duration,
      details: run.isSuccess ? ["\(run.tests.count) tests"] : problems(in: run))
  }

  // MARK: - Recording

  /// Runs `work` on each of `elements`, `limit` at a time, and records the items each returns
  /// in the order of `elements` as soon as those before it are recorded; returns the flag each
  /// returned.
  mutating func recordInStepOrder<Element: Sendable>(
    _ elements: [Element], limit: Int = VerifySession.stepsAtOnce,
    _ work: @escaping @Sendable (Element) -> ([VerifyItem], Bool)
  ) -> [Bool] {
    let inOrder = InOrder(onItem: settings.onItem)
    let flags = elements.enumerated().map { $0 }.concurrentMap(limit: limit) { index, element in
      let (items, flag) = work(element)
      inOrder.deliver(items, at: index)
      return flag
    }
    items += inOrder.delivered
    return flags
  }

  mutating func record(_ item: VerifyItem) {
    items.append(item)
    settings.onItem?(item)
  }
}

/// Groups of items that end in any order, handed on group by group in their order.
private final class InOrder: @unchecked Sendable {
  private let lock = NSLock()
  private let onItem: (@Sendable (VerifyItem) -> Void)?
  private var waiting: [Int: [VerifyItem]] = [:]
  private var next = 0
  private var handedOn: [VerifyItem] = []

  init(onItem: (@Sendable (VerifyItem) -> Void)?) { self.onItem = onItem }

  /// Takes group `index`, and hands on every group whose turn has come.
  func deliver(_ items: [VerifyItem], at index: Int) {
    lock.withLock {
      waiting[index] = items
      while let group = waiting.removeValue(forKey: next) {
        for item in group { onItem?(item) }
        handedOn += group
        next += 1
      }
    }
  }

  /// The items handed on so far, in order.
  var delivered: [VerifyItem] { lock.withLock { handedOn } }
}

/// One test module run on a thread of its own, while the caller goes on.
final class BackgroundRun: @unchecked Sendable {
  private let done = DispatchGroup()
  // NB: written once on the run's thread before `done` is left, read after waiting on it.
  private var result: ModuleRun?

  init(_ runner: TestRunner, module: String, listing: TestListing) {
    done.enter()
    Thread.detachNewThread {
      self.result = runner.run(module: module, listing: listing)
      self.done.leave()
    }
  }

  /// Waits for the run to end, and returns it.
  func wait() -> ModuleRun {
    done.wait()
    return result ?? ModuleRun(module: "")
  }
}
