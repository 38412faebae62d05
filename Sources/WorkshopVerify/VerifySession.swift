import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTestRuns

/// The state of one verify run.
struct VerifySession {
  let root: URL
  let package: SwiftPackage
  let settings: Verifier
  let deadline: Date
  var items: [VerifyItem] = []
  /// The messages the library and the tools can print, read once for every step's lesson.
  var libraryMessages = MessageTemplates()
  /// The planted-bug reports of the steps' reference runs, for the course's documents.
  let referenceReports = ReferenceReports()

  /// How many steps are verified at once: their checks mostly wait (for timeouts, for the
  /// planted-bug hunts' runs), so a few side by side keep the cores busy.
  static let stepsAtOnce = 3
  /// How many library and tooling test modules run at once.
  static let modulesAtOnce = 2

  mutating func verifyAll() {
    // NB: the lint reads files while the build compiles them: it runs alongside.
    let linting = self
    var lint: Background<VerifyItem>? = Background { linting.lintItem() }
    func recordLint() {
      if let item = lint?.wait() { record(item) }
      lint = nil
    }
    defer { recordLint() }
    let course: Course
    do {
      course = try Course.load(root: root)
    } catch {
      record(VerifyItem(name: "steps.json", passed: false, duration: 0, details: ["\(error)"]))
      verifyLibrary(layout: "none")
      return
    }
    libraryMessages = MessageTemplates.library(of: course)
    // NB: the course's own checks (the docs site's build among them) run while it builds.
    let checks = settings.checks.map { check in
      settings.onStart?(check.name)
      return Background { VerifyItem.timed(check.name) { check.run(course) } }
    }
    let layout = course.layoutFingerprint
    let everything = (["none"] + course.steps.map(\.number)).joined(separator: ",")
    // NB: one build of everything saves a build and a link per step; when it fails, the steps
    // are built one by one, so that only the broken one fails.
    let built = buildTogether(everything, name: "build everything", layout: layout)
    for check in checks { record(check.wait()) }
    guard let runner = built, let listing = list(runner, name: "list the tests")
    else {
      verifyLibrary(layout: layout)
      for step in course.steps { verifyAlone(step, in: course) }
      record(courseDocumentsItem(course, listing: nil, reports: referenceReports.byStep))
      return
    }
    recordLint()
    let libraryModules = listing.modules.filter { StepModules(module: $0) == nil }
    // NB: the modules that run alongside get a copy of the test product, which the build with
    // the solutions copied over, below, links again while they run.
    let copy = configured(runner.runningACopy())
    let alongside = libraryModules.filter(VerifySession.runAlongside.contains).flatMap { module in
      let parts = settings.full ? Self.parts(of: module, in: listing) : [Self.coreRuns(in: listing)]
      return parts.enumerated().map { index, part in
        let name =
          parts.count > 1
          ? "tests of \(module), part \(index + 1) of \(parts.count)"
          : settings.full ? "tests of \(module)" : "core end-to-end runs of \(module)"
        return Background { Self.libraryItem(copy.run(module: module, listing: part), name: name) }
      }
    }
    runLibraryTests(
      runner, listing: settings.full ? listing : listing.selecting { !Self.isFullOnly($0) },
      modules: libraryModules.filter { !VerifySession.runAlongside.contains($0) })
    let session = self
    let shipped = recordInOrder(course.steps) { step in
      session.lessonAndShippedItems(step, in: course, runner: runner, listing: listing)
    }
    record(courseDocumentsItem(course, listing: listing, reports: referenceReports.byStep))
    let ready = zip(course.steps, shipped).filter { $1 }.map(\.0)
    if settings.full {
      let copied = ready.filter { copySolution(of: $0, in: course) }
      if let rebuilt = buildTogether(
        everything, name: "build everything with the solutions copied over", layout: layout),
        let relisted = list(rebuilt, name: "list the tests")
      {
        _ = recordInOrder(copied) { step in
          ([session.copiedOverItem(step, runner: rebuilt, listing: relisted)], true)
        }
      } else {
        for step in copied { verifyCopiedOver(step, in: course) }
      }
      verifyLessonMistakes(ready, in: course, only: everything, layout: layout)
    } else {
      for step in ready { record(solutionCoversItem(step, in: course)) }
    }
    for background in alongside { record(background.wait()) }
  }

  // MARK: - Library and tooling

  /// Whether every Swift file follows `.swift-format`.
  func lintItem() -> VerifyItem {
    settings.onStart?("format lint")
    return .timed("format lint (.swift-format)") {
      FormatLint(root: root, swift: package.swift).run()
    }
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
    _ = recordInOrder(modules, limit: Self.modulesAtOnce) { module in
      let name = "tests of \(module)"
      if let skipped = session.skippedIfLate(name) { return ([skipped], false) }
      session.settings.onStart?(name)
      return (
        [Self.libraryItem(session.configured(runner).run(module: module, listing: listing))],
        true
      )
    }
  }

  /// The test classes only a full run runs: the site built with `docc`, looked at in Chromium.
  static let fullOnlyClasses: Set<String> = ["SiteBuildTests", "BrowserCheckTests"]

  /// The end-to-end runs of the real `workshop` a quick run makes, one of each thing `check`
  /// and `watch` must get right whatever the learner's code does: pass, fail, a compile error,
  /// a crash, a hang, a planted-bug hunt, `kill -9`, a closed terminal, `watch` stopped with
  /// Ctrl-C, and the hand-off to the maintainers' executable. The full run runs every one.
  static let coreEndToEndRuns: Set<String> = [
    "CLICheckEndToEndTests/testCheck_Solved_PassesAndExits0",
    "CLICheckEndToEndTests/testCheck_AsShipped_FailsNamingTheTodoAndExits1",
    "CLICheckEndToEndTests/testCheck_CompileError_IsShownOnceWithItsLine",
    "CLITestRunEndToEndTests/testCheck_ACrashAfterPassingChecks_FailsTheStepWithTheCrash",
    "CLICheckEndToEndTests/testHunt_ATestThatHangsUnderAPlantedBug_IsStoppedAfterTheTimeout",
    "CLICheckEndToEndTests/testHunt_RunsTheLearnersTestsOnTheirOwnCode",
    "CLITestRunEndToEndTests/testCheck_KilledWithSIGKILL_LeavesNothingTheLearnersCodeStarted",
    "CLITestRunEndToEndTests/testCheck_WhenTheTerminalCloses_StopsTheTestsAndRemovesItsResultsFolder",
    "CLICheckEndToEndTests/testWatch_ChecksAgainOnEverySave_MarkingEachRun_AndStopsOnCtrlC",
    "CLIMaintainerHandOffEndToEndTests/testFirstUse_BuildsTheMaintainersExecutableOnce_ThenHandsItTheWordsAndItsStatus",
    "CLIEndToEndTests/testList_ShowsEveryStepTheProgressAndTheNextStep",
    "CLIEndToEndTests/testUsageErrors_ExitWith2AndSuggest",
  ]

  /// Whether `test` (`Module.Class/method`) runs only in a full run.
  static func isFullOnly(_ test: String) -> Bool {
    let type = test.prefix { $0 != "/" }.split(separator: ".").last.map(String.init) ?? ""
    return fullOnlyClasses.contains(type)
  }

  /// The core end-to-end runs in `listing`.
  static func coreRuns(in listing: TestListing) -> TestListing {
    listing.selecting { test in
      Self.coreEndToEndRuns.contains { test.hasSuffix("." + $0) }
    }
  }

  /// Test modules that run side by side with the steps' checks: they spend their time building
  /// a fixture course, while the checks mostly wait (for timeouts, for planted-bug runs).
  static let runAlongside: Set<String> = ["WorkshopCLITests"]
  /// How many processes a module that runs alongside is split into, its tests dealt out in turn
  /// (not class by class: a class's tests cost alike, and its slow ones would weigh on one part).
  /// Each builds a fixture course of its own; together they keep both cores busy.
  static let partsAlongside = 2
  /// Classes that run as a part of their own: their tests share a fixture that every process
  /// holding one of them would build again (a copy of the real course, checked in three
  /// languages).
  static let classesApart: Set<String> = ["CLICourseLanguageEndToEndTests"]

  /// The tests of `module` in parts: its XCTest tests dealt out in turn into `partsAlongside`
  /// parts (its Swift Testing tests go with the first), and each class of `classesApart` in a
  /// part of its own; no part is empty.
  static func parts(of module: String, in listing: TestListing) -> [TestListing] {
    let tests = listing.xctestTests(inModule: module)
    let className = { (test: String) in String(test.prefix { $0 != "/" }) }
    let isApart = { (test: String) in
      classesApart.contains(String(className(test).split(separator: ".").last ?? ""))
    }
    let dealt = tests.filter { !isApart($0) }
    let count = max(1, min(partsAlongside, dealt.count))
    var selections = (0..<count).map { part in
      Set(dealt.indices.filter { $0 % count == part }.map { dealt[$0] })
    }
    var classes: [String] = []
    for test in tests where isApart(test) && !classes.contains(className(test)) {
      classes.append(className(test))
    }
    selections += classes.map { name in Set(tests.filter { className($0) == name }) }
    return selections.enumerated().map { index, mine in
      listing.selecting { entry in
        mine.contains(entry)
          || index == 0 && !tests.contains(entry)
            && (entry.hasPrefix(module + ".") || entry.hasPrefix(module + "/"))
      }
    }.filter { !$0.xctest.isEmpty || !$0.swiftTesting.isEmpty }
  }

  /// The item of a library or tooling test module's run, named `tests of <module>` unless
  /// `name` says otherwise.
  static func libraryItem(_ run: ModuleRun, name: String? = nil) -> VerifyItem {
    let (passed, details) = verdictOfPassing([run])
    return VerifyItem(
      name: name ?? "tests of \(run.module)", passed: passed, duration: run.duration,
      details: details)
  }

  // MARK: - Recording

  /// Runs `work` on each of `elements`, `limit` at a time, and records the items each returns
  /// in the order of `elements` as soon as those before it are recorded; returns the flag each
  /// returned.
  mutating func recordInOrder<Element: Sendable>(
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

/// Work done on a thread of its own while the caller goes on.
final class Background<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchGroup()
  // NB: written once on the work's thread before `done` is left, read after waiting on it.
  private var value: Value?

  /// Starts `work`.
  init(_ work: @escaping @Sendable () -> Value) {
    done.enter()
    Thread.detachNewThread {
      self.value = work()
      self.done.leave()
    }
  }

  /// Waits for the work to end, and returns what it gave.
  func wait() -> Value {
    done.wait()
    // NB: set before `done` was left.
    return value!
  }
}
