import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopReaders
import WorkshopTestRuns

/// Turns a `CheckReport` into what the learner reads: each check with ✓ or ✗, the failing
/// message at the learner's file and line, compile errors without the compiler's noise, one
/// paragraph per crash or hang, and the planted-bug table.
public struct CheckReportRenderer {
  /// The course, for relative paths and TODO markers.
  public let course: Course
  /// Where the text goes, for colour.
  public let terminal: Terminal
  /// The idle limit that was used, to say how to raise it.
  public var idleTimeout: TimeInterval = ToolFacts.checkTimeout

  /// A renderer for `course` on `terminal`.
  public init(course: Course, terminal: Terminal) {
    self.course = course
    self.terminal = terminal
  }

  /// The report as lines of text, each within the terminal's width (a long one wrapped with a
  /// hanging indent, every character kept), paths into the course relative to its root.
  public func render(_ report: CheckReport) -> [String] {
    unfolded(report).flatMap(terminal.folding)
  }

  private func unfolded(_ report: CheckReport) -> [String] {
    let files = StepFiles(root: course.root, folder: report.step.exercisePath)
    let todos = scanTodos(in: files.learnerFiles, root: course.root)
    let paths = PathResolver(course: course, files: files, module: report.step.exerciseModules.app)
    var lines: [String] = []
    switch report.verdict {
    case .compileError(let errors):
      lines += renderCompileErrors(errors, files: files, paths: paths)
    case .couldNotRun(var reason):
      // NB: a reason may be a sentence of its own, full stop included.
      if reason.hasSuffix(".") { reason.removeLast() }
      lines.append(
        terminal.style(
          localized("✗ The checks of step \(report.step.number) could not run: \(reason)."), .red)
      )
    case .passed, .failed:
      if let run = report.run {
        lines += renderRun(run, of: report.step, todos: todos, paths: paths)
      }
    }
    // NB: once a run, where a failure kept the English of a test library.
    if lines.contains(where: { $0.contains(LibraryGloss.glossMark) }) {
      lines += ["", terminal.style(LibraryGloss.whyEnglish, .dim)]
    }
    lines += renderWarnings(in: report, paths: paths)
    lines += summary(of: report, todos: todos, paths: paths)
    return lines
  }

  // MARK: - Tests

  private func renderRun(
    _ run: ModuleRun, of step: Step, todos: [TodoMarker], paths: PathResolver
  ) -> [String] {
    var lines: [String] = []
    let tests = Self.readingOrder(run.tests)
    let notRun = tests.filter { $0.outcome == .notRun }
    for test in tests {
      if test.outcome == .notRun, notRun.count > 2 {
        if test == notRun[0] {
          lines.append(
            "  "
              + terminal.style(
                run.hangs.count > 1
                  ? localized(
                    """
                    · \(notRun.count) more checks did not run: the run stopped early, after \
                    \(run.hangs.count) checks hung
                    """
                  )
                  : localized("· \(notRun.count) more checks did not run: the run stopped early"),
                .dim))
        }
        continue
      }
      switch test.outcome {
      case .passed:
        lines.append("  " + terminal.style("✓", .green) + " " + test.name)
      case .failed:
        lines.append("  " + terminal.style("✗", .red) + " " + terminal.style(test.name, .bold))
        if isPlantedBugHunt(test.name), !run.plantedBugReports.isEmpty {
          lines.append(
            "      "
              + terminal.style(
                localized(
                  "see the planted-bug table below"), .dim))
          continue
        }
        // NB: a check that loops over cases fails once per case; two show the pattern.
        for failure in test.failures.prefix(2) {
          lines += renderFailure(failure, todos: todos, paths: paths)
        }
        if test.failures.count > 2 {
          let more = test.failures.count - 2
          lines.append(
            "      "
              + terminal.style(
                more == 1
                  ? localized("… and 1 more failure in this check: --verbose prints them")
                  : localized(
                    "… and \(more) more failures in this check: --verbose prints them"), .dim))
        }
      case .crashed:
        lines.append(
          "  " + terminal.style("✗", .red) + " " + terminal.style(test.name, .bold)
            + " " + localized("crashed"))
      case .hung:
        lines.append(
          "  " + terminal.style("✗", .red) + " " + terminal.style(test.name, .bold)
            + " " + localized("never finished"))
      case .skipped:
        lines.append(
          "  " + terminal.style("–", .dim) + " " + test.name
            + terminal.style(
              " " + localized("(skipped)"), .dim))
      case .notRun:
        lines.append(
          "  " + terminal.style("·", .dim) + " " + test.name
            + terminal.style(" " + localized("(did not run)"), .dim))
      }
    }
    for crashes in groupedCrashes(run.crashes, paths: paths) {
      lines += [""] + renderCrash(crashes, paths: paths)
    }
    for hang in run.hangs { lines += [""] + renderHang(hang, paths: paths) }
    // NB: the learner's failing tests are listed above with their messages: the table points
    // at them instead of printing every message (a state diff, a dump) a second time.
    let failuresShown = run.unsuccessful.contains { !isPlantedBugHunt($0.name) }
    for report in run.plantedBugReports {
      lines +=
        ["", terminal.style(localized("Planted bugs"), .bold)]
        + report.translated(step: step.id).lines(quotingFailures: !failuresShown).map {
          "  " + diffStyled($0)
        }
    }
    return lines
  }

  /// The checks in the order they are read: what went wrong first (failed, crashed, hung), then
  /// what did not run, was skipped or passed; by name within each group, so that the same code
  /// prints the same report however the runner ordered the tests.
  static func readingOrder(_ tests: [TestResult]) -> [TestResult] {
    func rank(_ outcome: TestResult.Outcome) -> Int {
      switch outcome {
      case .failed, .crashed, .hung: return 0
      case .notRun: return 1
      case .skipped: return 2
      case .passed: return 3
      }
    }
    return tests.sorted { (rank($0.outcome), $0.name) < (rank($1.outcome), $1.name) }
  }

  private func renderFailure(
    _ failure: TestFailure, todos: [TodoMarker], paths: PathResolver
  )
    -> [String]
  {
    // NB: a message may name a file by its absolute path (a snapshot recorded at …): the report
    // names it as it names every place, from the course root.
    let details = failure.details.map(paths.relativePaths(in:))
    let (said, detail) = splitMessage(paths.relativePaths(in: failure.message), details: details)
    let place = paths.learnersView(failure.file)
    // NB: a message the workshop wrote reads in the learner's language: a check's, and, in the
    // learner's files, the failing placeholder of a test as shipped, which opens with its TODO.
    // Anything else the learner wrote stays as written, even where a catalogue has its words.
    let isWorkshops = !paths.isLearnerFile(place) || said.hasPrefix("TODO(")
    let shown = isWorkshops ? Localizer.shared.translated(message: said) : said
    var lines = ["      " + terminal.style(shown, .yellow)] + gloss(of: said)
    if let detail { lines += ["      " + terminal.style(detail, .dim)] + gloss(of: detail) }
    lines += messageBody(details.filter { $0 != said }, indent: "        ")
    if failure.line == 0 {
      // NB: XCTest records a test that throws at `<EXPR>:0`: the test itself is the place.
      if let declaration = failure.test.flatMap(paths.declaration(ofTest:)) {
        lines.append("      " + localized("at \(declaration)"))
      }
    } else if paths.isLearnerFile(place) {
      lines.append("      " + localized("at \(place):\(failure.line)"))
    } else if let number = todoNumbers(in: said).first,
      let marker = TodoMarkerMatch(root: course.root).marker(number, for: said, in: todos)
    {
      lines.append("      " + localized("at \(marker.location), your TODO(\(number))"))
    } else {
      lines.append(
        "      "
          + terminal.style(
            localized(
              "checked at \(place):\(failure.line)"), .dim))
    }
    return lines
  }

  /// The line under a test library's failure that says what it means, in the learner's
  /// language; none for any other line, or in English.
  private func gloss(of line: String, indent: String = "      ") -> [String] {
    LibraryGloss.gloss(of: line).map {
      [indent + terminal.style(LibraryGloss.glossMark + $0, .dim)]
    }
      ?? []
  }

  /// The lines of a failure message after its first, whole up to `maxMessageLines`: a state
  /// diff, a snapshot, an expected/printed block. Diff lines are coloured on a terminal.
  private func messageBody(_ body: [String], indent: String) -> [String] {
    let shown = body.prefix(Self.maxMessageLines)
    // NB: a check may quote a test library's failure under its own words: it gets its gloss.
    var lines = shown.flatMap { line in
      line.isEmpty
        ? [""]
        : [indent + diffStyled(line, markedAt: 0)]
          + (line.first == " " ? [] : gloss(of: line, indent: indent))
    }
    if body.count > shown.count {
      let more = body.count - shown.count
      lines.append(
        indent
          + terminal.style(
            localized(
              "… \(more) more lines: --verbose prints them"), .dim))
    }
    return lines
  }

  /// `line` in red when it is a diff's removed line (`−` or `-`), green when an added one (`+`):
  /// its mark first after its indentation, or, given `markedAt`, in that column (a line a diff
  /// keeps may itself start with a mark, as a debug entry does).
  private func diffStyled(_ line: String, markedAt column: Int? = nil) -> String {
    let content = column.map { line.dropFirst($0) } ?? line.drop { $0 == " " }
    if content.hasPrefix("−") || content.hasPrefix("- ") { return terminal.style(line, .red) }
    if content.hasPrefix("+") { return terminal.style(line, .green) }
    return line
  }

  /// How many lines of one failure message the report shows before pointing at `--verbose`.
  static let maxMessageLines = 40

  /// Puts the author's words first: `XCTAssertEqual failed: ("1") is not equal to ("2") - TODO(1):
  /// …` becomes `TODO(1): …` with the comparison as detail. A Swift Testing comment counts as the
  /// author's words too.
  private func splitMessage(_ message: String, details: [String]) -> (String, String?) {
    if let comment = details.first, !todoNumbers(in: comment).isEmpty,
      todoNumbers(in: message).isEmpty
    {
      return (comment, message)
    }
    let separators = occurrences(of: " - ", in: message)
    let isAssertion =
      message.hasPrefix("XCT") || message.hasPrefix("Expectation failed")
      || message.hasPrefix("Asynchronous wait failed")
    guard isAssertion, !separators.isEmpty else { return (message, nil) }
    let chosen =
      separators.first { todoNumbers(in: String(message[$0.upperBound...])).first != nil }
      ?? separators[separators.count - 1]
    let said = String(message[chosen.upperBound...]).trimmingCharacters(in: .whitespaces)
    guard !said.isEmpty else { return (message, nil) }
    let assertion = String(message[..<chosen.lowerBound])
    // NB: "XCTAssertTrue failed" says nothing the check's own message does not.
    let saysNothing = ["XCTAssertTrue failed", "XCTAssertFalse failed"].contains(assertion)
    return (said, saysNothing ? nil : assertion)
  }

  /// Crashes with the same message at the same place, together: one paragraph each.
  private func groupedCrashes(_ crashes: [CrashReport], paths: PathResolver) -> [[CrashReport]] {
    var groups: [[CrashReport]] = []
    for crash in crashes {
      let key = { (other: CrashReport) in
        other.message == crash.message && paths.crashPlace(other) == paths.crashPlace(crash)
      }
      if let index = groups.firstIndex(where: { key($0[0]) }) {
        groups[index].append(crash)
      } else {
        groups.append([crash])
      }
    }
    return groups
  }

  private func renderCrash(_ crashes: [CrashReport], paths: PathResolver) -> [String] {
    let tests = crashes.compactMap(\.test)
    let headline =
      tests.count > 1
      ? localized("✗ \(tests.count) checks crashed the same way, first \(tests[0]).")
      : tests.first.map { localized("✗ The checks crashed while running \($0).") }
        ?? localized("✗ The checks crashed.")
    var lines =
      [terminal.style(headline, .red, .bold), "  " + readable(crashes[0].message)]
      + gloss(of: crashes[0].message, indent: "  ")
    if let place = paths.crashPlace(crashes[0]) { lines.append("  " + localized("at \(place)")) }
    let advice =
      crashes[0].message.hasPrefix("Stack overflow")
      ? localized(
        """
        Every call at that line calls the same function again, until the stack runs out. Make \
        sure each path through it reaches a case that returns without calling it again.
        """
      )
      : localized(
        """
        Look at that line for a force unwrap (!), an index out of range, a try! or a fatalError, \
        and replace it with code that cannot trap.
        """
      )
    lines.append(
      "  "
        + localized(
          "A crash ends the test process, so the checks after it were run again in a fresh one.")
        + sentenceSpace + advice)
    return lines
  }

  /// A crash message in the learner's language where the workshop wrote it (an endless
  /// recursion); the Swift runtime's own stays as it is.
  private func readable(_ message: String) -> String {
    guard let function = TestOutput.recursingFunction(in: message) else { return message }
    return localized("Stack overflow: \(function) calls itself without end (endless recursion)")
  }

  private func renderHang(_ hang: HangReport, paths: PathResolver) -> [String] {
    let test =
      hang.test.map { localized("\($0) never finished") }
      ?? localized("The checks never finished")
    let reason =
      hang.wasSilent
      ? localized("it ran \(Int(hang.seconds)) s without finishing, so it was stopped")
      : localized("it ran for \(Int(hang.seconds)) s and was stopped")
    let place =
      paths.place(in: hang.backtrace).map { ["  " + localized("It was busy at \($0).")] } ?? []
    return [terminal.style("✗ \(test): \(reason).", .red, .bold)] + place + [
      "  "
        + localized(
          """
          Look for a loop that never ends, or an effect that never finishes while a test waits \
          for it. If the code is just slow, allow more time with --timeout \
          \(Int((idleTimeout * 2).rounded(.up))).
          """
        )
    ]
  }

  // MARK: - Compile errors and warnings

  /// The compiler's warnings about the learner's files: a lesson may rely on one (code after
  /// `absurd` "will never be executed"), and they often point at the slip behind a failure.
  private func renderWarnings(in report: CheckReport, paths: PathResolver) -> [String] {
    let warnings = compilerWarnings(in: report.buildOutput).filter {
      $0.file.map { paths.isLearnerFile(paths.relative($0)) } ?? false
    }
    guard !warnings.isEmpty else { return [] }
    var lines = ["", terminal.style(localized("Compiler warnings in your files"), .bold, .yellow)]
    for warning in warnings.prefix(8) {
      let place =
        paths.relative(warning.file ?? "") + ":\(warning.line ?? 0):\(warning.column ?? 0)"
      lines.append("  " + terminal.style(place, .bold) + ": " + warning.message)
      if let source = warning.sourceLine { lines.append("      " + terminal.style(source, .cyan)) }
      // NB: the compiler's note says why (`a call to a never-returning function`, lines above).
      for note in warning.notes {
        lines.append("      " + localized("note, line \(note.line ?? 0):") + " " + note.message)
        if let source = note.sourceLine {
          lines.append("          " + terminal.style(source, .cyan))
        }
      }
    }
    if warnings.count > 8 {
      lines.append(
        "  "
          + localized(
            "… and \(warnings.count - 8) more warnings"))
    }
    return lines
  }

  private func renderCompileErrors(
    _ errors: [Diagnostic], files: StepFiles, paths: PathResolver
  )
    -> [String]
  {
    var lines = [
      terminal.style(
        localized("✗ The code of step \(paths.stepNumber) does not compile yet."), .red, .bold)
    ]
    if Localizer.shared.current != .english {
      lines.append(
        "  "
          + terminal.style(
            localized(
              "The compiler's messages are in English, as the Swift toolchain writes them."),
            .dim))
    }
    let shown = errors.prefix(8)
    for error in shown {
      lines.append("")
      if let file = error.file {
        let place = paths.relative(file) + ":\(error.line ?? 0):\(error.column ?? 0)"
        lines.append("  " + terminal.style(place, .bold) + ": " + error.message)
      } else {
        lines.append("  " + error.message)
      }
      if let source = error.sourceLine { lines.append("      " + terminal.style(source, .cyan)) }
    }
    if errors.count > shown.count {
      lines += ["", "  " + localized("… and \(errors.count - shown.count) more errors")]
    }
    let places = errors.compactMap(\.file).map(paths.relative)
    if places.contains(where: { files.checkFiles.contains($0) }) {
      lines += [
        "",
        "  "
          + localized(
            """
            The checks call your code by the names the lesson gives. If an error is in a Checks/ \
            file, compare your function names and types with the lesson's.
            """
          ),
      ]
    } else if errors.isEmpty
      || places.contains(where: { !$0.hasPrefix("Exercises/") && !$0.hasPrefix("Tests/") })
    {
      lines += [
        "",
        "  "
          + localized(
            """
            Not every error is in your files. If the workshop itself fails to build, update it \
            (`git pull`) or ask your instructor; `--verbose` prints the full build log.
            """
          ),
      ]
    }
    return lines
  }

  // MARK: - Summary

  private func summary(of report: CheckReport, todos: [TodoMarker], paths: PathResolver) -> [String]
  {
    switch report.verdict {
    case .passed:
      let count = report.run?.tests.count ?? 0
      return [
        "",
        terminal.style(
          localized("✓ All \(count) checks of step \(report.step.number) pass."), .green, .bold),
      ]
    case .failed:
      let tests = report.run?.tests ?? []
      let passing = tests.filter { $0.outcome == .passed }.count
      var lines = [
        "",
        terminal.style(
          localized(
            "\(passing) of \(tests.count) checks pass."), .bold),
      ]
      if !report.recorded.isEmpty {
        // NB: what the learner's tests record is theirs to look at before anything compares
        // with it; the checks that failed before it existed ran again.
        lines.append(localized("Your tests recorded in this run:"))
        lines += report.recorded.map { "  " + $0 }
        lines.append(
          localized(
            """
            Next: look at each file your tests recorded, then check again: from then on, they \
            compare with it.
            """))
      } else if let crash = report.run?.crashes.first, let place = paths.crashPlace(crash),
        !place.hasPrefix("Swift/")
      {
        lines.append(localized("Next: fix the crash at \(place)."))
      } else if let hang = report.run?.hangs.first, let place = paths.place(in: hang.backtrace) {
        lines.append(localized("Next: find out why the code at \(place) never finishes."))
      } else if let next = nextTodo(in: report, todos: todos, paths: paths) {
        // NB: the task as the lesson words it in the learner's language; the comment is English.
        let text = (try? course.lesson(of: report.step))?.taskText(next.number, english: next.text)
        lines.append(
          localized("Next: TODO(\(next.number)) at \(next.location): \(text ?? next.text)"))
      } else if let run = firstMissedBug(in: report.run) {
        let bug = run.bug.number
        lines.append(
          run.todoTests.isEmpty
            ? localized(
              """
              Next: write a test that catches planted bug \(bug); `\(Context.invocation) hint \
              \(report.step.number) --bug \(bug)` gives a hint.
              """
            )
            : localized(
              """
              Next: make \(run.todoTests.joined(separator: localized(", "))) catch planted bug \
              \(bug); `\(Context.invocation) hint \(report.step.number) --bug \(bug)` gives a hint.
              """))
      } else if let test = firstFailingCheck(in: report.run) {
        // NB: never a place in a check, a support file or the solution: only the learner's own.
        let place =
          test.failures.first.flatMap { failure in
            failure.line == 0
              ? paths.declaration(ofTest: test.name)
              : paths.isLearnerFile(paths.relative(failure.file))
                ? "\(paths.relative(failure.file)):\(failure.line)" : nil
          }.map { " (\($0))" } ?? ""
        let todo = todoNamed(by: test).map { "TODO(\($0)): " } ?? ""
        lines.append(localized("Next: \(todo)make \(test.name) pass\(place)."))
      }
      return lines
    case .compileError:
      return [
        "",
        localized(
          "Fix the first error and check again: later errors often follow from it."),
      ]
    case .couldNotRun:
      return []
    }
  }

  /// The lowest-numbered TODO that a failure is about: one a failing check names, or the one
  /// whose marker stands above a failure in the learner's own file (their failing test of
  /// TODO(5) is about TODO(5)). NB: never just the first TODO left in the files: the markers stay
  /// in finished code, so one no failure is about says nothing.
  private func nextTodo(in report: CheckReport, todos: [TodoMarker], paths: PathResolver)
    -> TodoMarker?
  {
    let match = TodoMarkerMatch(root: course.root)
    // NB: a hunt's failure repeats its table, which names the TODOs of the bugs it missed: the
    // table has a Next of its own, for the test that should catch the bug.
    let hasTable = !(report.run?.plantedBugReports.isEmpty ?? true)
    let failures = (report.run?.unsuccessful ?? [])
      .filter { !(hasTable && isPlantedBugHunt($0.name)) }.flatMap(\.failures)
    let markers = failures.compactMap { failure -> TodoMarker? in
      let said = ([failure.message] + failure.details).first { todoNumbers(in: $0).first != nil }
      if let said, let number = todoNumbers(in: said).first {
        return match.marker(number, for: said, in: todos)
      }
      let file = paths.relative(failure.file)
      guard paths.isLearnerFile(file) else { return nil }
      return todos.filter { $0.file == file && $0.line <= failure.line }.max { $0.line < $1.line }
    }
    return markers.min { $0.number < $1.number }
  }

  /// The failing check to name next: one whose failure names a TODO, else the first that did
  /// not pass; the planted-bug hunt last, since it fails whenever the tests it runs do, so the
  /// learner's own failing test is the one to fix first.
  private func firstFailingCheck(in run: ModuleRun?) -> TestResult? {
    let unsuccessful = Self.readingOrder(run?.unsuccessful ?? [])
    let checks = unsuccessful.filter { !isPlantedBugHunt($0.name) }
    return checks.first { todoNamed(by: $0) != nil } ?? checks.first ?? unsuccessful.first
  }

  /// The first TODO a failure of `test` names.
  private func todoNamed(by test: TestResult) -> Int? {
    test.failures.flatMap { [$0.message] + $0.details }.lazy.compactMap {
      todoNumbers(in: $0).first
    }.first
  }

  /// The run of the first planted bug that the learner's tests missed.
  private func firstMissedBug(in run: ModuleRun?) -> PlantedBugReport.BugRun? {
    (run?.plantedBugReports ?? []).lazy.compactMap { report in
      report.runs.first { $0.bug.number == report.missed.first?.number }
    }.first
  }
}

/// The ranges of every occurrence of `needle` in `text`, left to right.
func occurrences(of needle: String, in text: String) -> [Range<String.Index>] {
  var result: [Range<String.Index>] = []
  var start = text.startIndex
  while let range = text.range(of: needle, range: start..<text.endIndex) {
    result.append(range)
    start = range.upperBound
  }
  return result
}
