import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopTestRuns

/// What the sources of a step's quotations of output printed, or can print: the planted-bug
/// hunts of its reference run (each bug's failures, the table's first line), the messages its
/// code, its checks, the library and the CLI can print, and its solution's files.
struct QuotedOutputs {
  /// The reports of the planted-bug hunts of each step's reference run, by step number.
  let reports: [String: [PlantedBugReport]]
  /// The messages the code can print, in English.
  let templates: MessageTemplates
  /// The course.
  let course: Course
  /// The step whose documents quote, or `nil` for the course's own documents.
  let step: Step?
  /// What the compiler says of some Swift code, as `diagnostics(compiling:)` reads it.
  var compiler: @Sendable (String) -> [String] = diagnostics(compiling:)

  /// The reports of the documents' own step.
  private var ownReports: [PlantedBugReport] { step.flatMap { reports[$0.number] } ?? [] }

  /// What the quotations of `markdown` (a lesson, or its hints, in `language`) get wrong: each
  /// names the file, the line and what the source really prints.
  func problems(in markdown: String, path: String, language: Language) -> [String] {
    let markers = LessonMarkers(markdown)
    let catalogue =
      language == .english
      ? nil : try? Catalog(contentsOf: course.url(Catalog.path(for: language)))
    return markers.quotes.compactMap { quote -> String? in
      let excerpt = Excerpt(quote.lines)
      let place = "\(path):\(quote.line)"
      switch quote.source {
      case .bug(let number):
        let runs = ownReports.flatMap(\.runs).filter { $0.bug.number == number }
        guard !runs.isEmpty else {
          return "\(place): quotes planted bug \(number), but the reference run's hunt has no "
            + "report of it to compare with"
        }
        let printed = runs.flatMap { printedLines(of: $0.outcome) }
        return excerpt.isTaken(from: printed, asBlock: quote.isBlock)
          ? nil
          : "\(place): is not what the reference tests print with planted bug \(number), which "
            + "is:\n" + printed.joined(separator: "\n")
      case .caught:
        let headlines = ownReports.map { $0.allCaughtHeadline.text(in: catalogue) }
        guard !headlines.isEmpty else {
          return "\(place): quotes the planted-bug table, but the reference run has no hunt"
        }
        return headlines.contains(where: { excerpt.isTaken(from: [$0], asBlock: true) })
          ? nil
          : "\(place): the planted-bug table of a solved step opens with "
            + headlines.map { "\"\($0)\"" }.joined(separator: " or ")
      case .table(let number):
        guard let number = number ?? step?.number, let found = reports[number], !found.isEmpty
        else {
          return "\(place): quotes a planted-bug table, but no reference run of that step has one"
        }
        // NB: the table in English, as the CLI of an English run prints it.
        let printed = found.flatMap { report in
          report.lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map(String.init)
        }
        return excerpt.isTaken(from: printed, asBlock: quote.isBlock)
          ? nil
          : "\(place): is not the planted-bug table of step \(number)'s reference run, which is:\n"
            + printed.joined(separator: "\n")
      case .message:
        var templates = self.templates
        if let catalogue {
          templates.add(MessageTemplates(catalogue: Array(catalogue.strings.values)))
        }
        return templates.canPrint(quote.lines)
          ? nil
          : "\(place): quotes a message that neither the step's code and checks nor the library"
            + " or the CLI can print: \"\(quote.lines.joined(separator: "\n"))\""
      case .compile(let code):
        let printed = compiler(code)
        return excerpt.isTaken(from: printed, asBlock: quote.isBlock)
          ? nil
          : "\(place): is not what the compiler says of `\(code)`, which is:\n"
            + printed.joined(separator: "\n")
      case .file(let file):
        let path = step.map { "\($0.solutionPath)/\(file)" } ?? file
        guard let text = try? String(contentsOf: course.url(path), encoding: .utf8) else {
          return "\(place): quotes \(path), which does not exist"
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return excerpt.isTaken(from: lines, asBlock: quote.isBlock)
          ? nil : "\(place): is not part of \(path)"
      }
    }
  }

  /// The lines a run of the reference tests printed, as the hunt records them.
  private func printedLines(of outcome: TestRunOutcome) -> [String] {
    switch outcome {
    case .failed(let failures):
      return failures.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        .map(String.init)
    case .crashed(let signal): return ["(the tests crashed, signal \(signal))"]
    case .timedOut(let seconds): return ["(the tests ran \(seconds) s and were stopped)"]
    case .couldNotRun(let reason): return ["(the tests could not run: \(reason))"]
    case .passed: return ["(every test passed)"]
    }
  }
}

/// What `swiftc` says of `code` in the Swift 6 language mode: each diagnostic as
/// `error: message`, without the file, line and column before it or the group after it. Each
/// piece of code is compiled once a run, however many translations quote it.
@Sendable func diagnostics(compiling code: String) -> [String] {
  compiledQuotes.value(for: code) { compile(code) }
}

private let compiledQuotes = Memo<String, [String]>()

/// Values worked out once each, from any thread.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  /// The value for `key`, worked out by `make` the first time.
  func value(for key: Key, _ make: () -> Value) -> Value {
    if let known = lock.withLock({ values[key] }) { return known }
    let made = make()
    lock.withLock { values[key] = made }
    return made
  }
}

private func compile(_ code: String) -> [String] {
  guard let swiftc = findExecutable("swiftc") else { return ["(no swiftc to compile with)"] }
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("workshop-quote-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("Quote.swift")
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(code.utf8).write(to: file)
    let result = try runProcess(
      swiftc, arguments: ["-typecheck", "-swift-version", "6", "-parse-as-library", file.path],
      timeout: 120)
    return result.output.split(separator: "\n").compactMap { line -> String? in
      guard let place = line.range(of: #"\.swift:\d+:\d+: "#, options: .regularExpression) else {
        return nil
      }
      var text = String(line[place.upperBound...])
      if let group = text.range(of: #" \[#\w+\]$"#, options: .regularExpression) {
        text.removeSubrange(group)
      }
      return text
    }
  } catch {
    return ["(could not compile: \(error))"]
  }
}

extension MessageTemplates {
  /// The messages that the library, the checks' helpers, the CLI and the step's solution (its
  /// code, checks and tests) can print.
  static func of(_ step: Step, in course: Course, library: MessageTemplates) -> MessageTemplates {
    var templates = library
    let files = StepFiles(root: course.root, folder: step.solutionPath)
    templates.add(
      MessageTemplates(
        swiftSources: (files.appFiles + files.checkFiles + files.testFiles).filter {
          $0.hasSuffix(".swift")
        }.compactMap { try? String(contentsOf: course.url($0), encoding: .utf8) }))
    return templates
  }

  /// The messages of the library and the tools, the same for every step: the Swift files of
  /// `Sources/` (the DocC tutorials' code aside).
  static func library(of course: Course) -> MessageTemplates {
    let sources = course.url("Sources")
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var texts: [String] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift", !url.path.contains(".docc/") else { continue }
      if let text = try? String(contentsOf: url, encoding: .utf8) { texts.append(text) }
    }
    return MessageTemplates(swiftSources: texts)
  }
}
