import Foundation
import WorkshopVerify

/// What `workshop verify` checks of the docs: that every step's questions have one right answer
/// each and that, across the course, neither length nor position gives it away; that the
/// committed tutorial is what the steps generate, that the committed catalogs build into a site
/// with no `docc` warning, and, on a machine without Chromium, one line saying the browser
/// check was skipped.
public enum DocsVerifyChecks {
  /// The checks for this machine (whose `PATH` is in `environment`); the site's build and the
  /// browser's look at it only in a `full` run.
  public static func all(
    full: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [VerifyCheck] {
    guard full else { return [questions, upToDate] }
    return [questions, upToDate, siteBuilds]
      + (findChromium(environment: environment) == nil ? [browserSkipped] : [])
  }

  /// Builds the site from the committed catalogs into `DocsSiteBuilder.checkFolder`, where the
  /// browser check (Tests/WorkshopDocsTests) then finds the build done; fails on any warning.
  static let siteBuilds = VerifyCheck(name: "docs: the site builds with no docc warning") {
    course in
    guard (try? findDocC()) != nil else {
      return (true, ["skipped: this toolchain has no docc"])
    }
    do {
      let builder = DocsSiteBuilder(course: course, work: course.url(DocsSiteBuilder.checkFolder))
      let report = try builder.buildUnlessUpToDate()
      return (report.warnings.isEmpty, report.warnings.isEmpty ? [] : report.warnings)
    } catch {
      return (false, ["\(error)"])
    }
  }

  /// Fails when a generated tutorial file differs from what the steps generate now.
  static let upToDate = VerifyCheck(name: "docs: the tutorial matches the steps") {
    course in
    do {
      let stale = try TutorialCatalog(course: course).staleFiles()
      guard !stale.isEmpty else { return (true, []) }
      let shown = stale.prefix(5).map { "out of date: \($0)" }
      let more = stale.count > 5 ? ["… \(stale.count - 5) more"] : []
      return (
        false,
        shown + more + [
          "Run `swift run workshop docs --generate` and commit \(TutorialCatalog.folder)."
        ]
      )
    } catch {
      return (false, ["\(error)"])
    }
  }

  /// Fails when a step's `QUESTIONS.md` is missing, differs between `Exercises/` and
  /// `Solutions/`, or has a question without exactly one right choice (or without 3–4 choices,
  /// each explained); or when, across the course, the right choice is too often the longest or
  /// in the same position (`StepQuestions.giveaways(in:)`).
  public static let questions = VerifyCheck(
    name: "docs: the questions have one right answer each and give none away"
  ) { course in
    var all: [StepQuestions] = []
    let details = course.steps.filter(course.isAvailable).flatMap { step -> [String] in
      let exercise = "\(step.exercisePath)/\(StepQuestions.fileName)"
      let solution = "\(step.solutionPath)/\(StepQuestions.fileName)"
      let read = { (path: String) in FileManager.default.contents(atPath: course.url(path).path) }
      guard let data = read(exercise) else { return ["\(exercise) is missing"] }
      let questions = StepQuestions(markdown: String(decoding: data, as: UTF8.self))
      all.append(questions)
      return questions.problems.map { "\(exercise): \($0)" }
        + (read(solution) == data
          ? []
          : [
            "\(StepQuestions.fileName) of step \(step.number) "
              + "differs between Exercises and Solutions"
          ])
    }
    let giveaways = StepQuestions.giveaways(in: all).map {
      "the questions give answers away: \($0)"
    }
    return (details.isEmpty && giveaways.isEmpty, details + giveaways)
  }

  /// A passing line that says the browser check did not run here.
  static let browserSkipped = VerifyCheck(name: "docs: browser check") { _ in
    (true, ["skipped: Chromium is not installed (`apt-get install chromium` runs it)"])
  }
}
