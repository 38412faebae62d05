import Foundation
import WorkshopClassroom
import WorkshopCourse
import WorkshopJudge
import WorkshopTestRuns

extension VerifySession {
  /// The step's lesson and hints, in every language, state the course's facts and quote what
  /// really prints: the planted-bug hunts of the reference run just made, the messages of the
  /// code. No run of its own.
  func documentsItem(
    _ step: Step, in course: Course, listing: TestListing, reports: [PlantedBugReport]
  ) -> VerifyItem {
    .timed(
      "\(step.number) lesson's facts and quoted output",
      problems: {
        let facts = CourseFacts(
          course: course, timings: (try? Timings.load(root: course.root)) ?? .none,
          checkCounts: listing.checkCounts(of: course.steps))
        let outputs = QuotedOutputs(
          reports: [step.number: reports],
          templates: .of(step, in: course, library: libraryMessages),
          course: course, step: step)
        return documentProblems(of: step, in: course, facts: facts, outputs: outputs)
      })
  }

  /// README.md, Docs/TEACHING.md and the maintainers' pages state the course's facts and the
  /// tool's, and quote the planted-bug tables the steps' reference runs printed (`reports`, by
  /// step number).
  func courseDocumentsItem(
    _ course: Course, listing: TestListing?, reports: [String: [PlantedBugReport]]
  ) -> VerifyItem {
    .timed(
      "README.md, Docs/TEACHING.md and Docs/maintainers state the course's facts",
      problems: {
        let timings: Timings
        do {
          timings = try Timings.load(root: course.root)
        } catch {
          return ["\(error)"]
        }
        let facts = CourseFacts(
          course: course, timings: timings,
          checkCounts: listing?.checkCounts(of: course.steps) ?? [:])
        let outputs = QuotedOutputs(
          reports: reports, templates: libraryMessages, course: course, step: nil)
        return courseDocumentProblems(in: course, facts: facts, outputs: outputs)
      })
  }
}

/// The planted-bug reports of the steps' reference runs, gathered as the steps are verified side
/// by side, for the course's documents to quote.
final class ReferenceReports: @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [String: [PlantedBugReport]] = [:]

  /// Keeps the reports of step `number`.
  func keep(_ found: [PlantedBugReport], of number: String) {
    lock.withLock { reports[number] = found }
  }

  /// Every step's reports so far.
  var byStep: [String: [PlantedBugReport]] { lock.withLock { reports } }
}
