import Foundation

@testable import WorkshopClassroom
@testable import WorkshopCourse

/// The parts of Docs/TEACHING.md made from `Docs/timings.json`, each between a `begin` and an
/// `end` line that name it: each step's counts and times (`steps`), what a learner waits for
/// before class (`setup`), and the one-day plan (`one-day`). A test holds the document to them.
struct TeachingTimes {
  /// The course.
  let course: Course
  /// Its measured times.
  let timings: Timings

  /// The line before the part `name`.
  static func begin(_ name: String) -> String {
    "<!-- timings:\(name) (made from \(Timings.path); a test compares) -->"
  }

  /// The line after a part.
  static let end = "<!-- timings:end -->"

  /// The part `name`, or `nil` when there is none of that name.
  func part(_ name: String) -> [String]? {
    switch name {
    case "steps": return steps
    case "setup": return setup
    case "one-day": return (try? course.track(named: "one-day")).flatMap { $0 }.map(plan)
    default: return nil
    }
  }

  /// Each step: its words, tasks and planted bugs (`StepCounts`), the checks and the seconds of
  /// its check as shipped and once solved (the median of the runs in `timings`; once solved, of
  /// those that passed), the learner's minutes (`LearnerMinutes`) and its tracks.
  var steps: [String] {
    let header = [
      "| Step | Words | TODOs | Bugs | Checks | First check | Check when solved | Learner "
        + "| Tracks |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    return header
      + course.steps.map { step in
        let counts = StepCounts(step: step, course: course)
        let solved = timings.solvedRuns(of: step.number)
        let learner = LearnerMinutes(of: step, in: course, timings: timings)
        let cells = [
          step.number, "\(counts.words)", "\(counts.tasks)", "\(counts.bugs)",
          solved.compactMap(\.checks).last.map(String.init) ?? "–",
          Self.median(timings.runs(of: "check \(step.number) as shipped")),
          Self.median(solved),
          learner.isEstimate ? "~\(learner.minutes) min" : "\(learner.minutes) min",
          step.tracks.isEmpty ? "–" : step.tracks.joined(separator: ", "),
        ]
        return "| " + cells.joined(separator: " | ") + " |"
      }
  }

  /// The median seconds of `runs`, or `–` when there are none.
  private static func median(_ runs: [Timings.MachineRun]) -> String {
    let seconds = runs.map(\.seconds).sorted()
    return seconds.isEmpty ? "–" : "\(Int(ClassTimes.median(seconds).rounded())) s"
  }

  /// The setup runs: the first `swift run workshop` and `doctor`, each run with its load.
  var setup: [String] {
    let withDoctor = Set(timings.runs(of: "doctor").map(\.clone))
    // NB: whether `doctor` ran in the clone first tells a first check that builds the library
    // from one that finds it built.
    let rows: [(what: String, words: String, afterDoctor: Bool?)] = [
      (
        "first swift run workshop", "the first `swift run workshop` of a clone (builds the tool)",
        nil
      ),
      ("doctor", "`doctor` right after it (builds every step)", nil),
      ("check 01 as shipped", "the first `check 01`, after `doctor`", true),
      ("check 01 as shipped", "the first `check 01` without `doctor` (builds the library)", false),
      ("classroom build of the tool, cold", "the classroom workflow's build, first push", nil),
      ("classroom build of the tool, cache restored", "the same, next push, cached", nil),
      (
        "classroom build of the tool, cache restored, checkout file times",
        "the same, cached but without setting file times", nil
      ),
    ]
    let lines = rows.flatMap { row in
      timings.runs(of: row.what)
        .filter { run in row.afterDoctor.map { $0 == withDoctor.contains(run.clone) } ?? true }
        .map { run in
          "| \(row.words) | \(Int(run.seconds.rounded())) s | \(run.loadBefore.map(Self.load) ?? "–") → "
            + "\(Self.load(run.loadAfter)) | \(run.clone) |"
        }
    }
    let quietest = timings.machine.compactMap(\.loadBefore).min() ?? 0
    let quiet =
      quietest < 1
      ? "The quietest run started at a load of \(Self.load(quietest)): a quiet machine."
      : "None of these runs had a quiet machine: the quietest started at a load of "
        + "\(Self.load(quietest))."
    return ["| What | Took | Load before → after | Clone |", "| --- | --- | --- | --- |"] + lines
      + ["", quiet]
  }

  /// The day of `track`, with each step's minutes and what they rest on.
  func plan(_ track: Track) -> [String] {
    let minutes = Dictionary(
      uniqueKeysWithValues: track.steps.map {
        ($0.number, LearnerMinutes(of: $0, in: course, timings: timings))
      })
    let day = DayPlan(steps: track.steps) { minutes[$0.number]?.minutes ?? 0 }
    var lines = day.slots.map { slot -> String in
      let time = "\(DayPlan.clock(slot.start))–\(DayPlan.clock(slot.start + slot.minutes))"
      guard let step = slot.step, let entry = minutes[step.number] else {
        switch slot.label {
        case "welcome": return "- \(time) Welcome: every machine ran `doctor` the day before."
        case "lunch": return "- \(time) Lunch."
        default: return "- \(time) Break."
        }
      }
      return "- \(time) \(step.heading) (\(Self.basis(entry)))."
    }
    if day.leftOut.isEmpty {
      lines.append("- The day ends at \(DayPlan.clock(DayPlan.dayEnd)) with room to spare.")
    } else {
      let cut = day.leftOut.map { "\($0.step.number) (\($0.minutes) min)" }
        .joined(separator: ", ")
      lines.append(
        "- Does not fit before \(DayPlan.clock(DayPlan.dayEnd)): \(cut). "
          + (day.leftOut.count == 1 ? "Cut it, or give it" : "Cut them, or give them")
          + " as homework (see below).")
    }
    return lines
  }

  /// `55 min, estimate` or `42 min, median of 7 runs`.
  static func basis(_ entry: LearnerMinutes) -> String {
    entry.isEstimate
      ? "\(entry.minutes) min, estimate"
      : "\(entry.minutes) min, median of \(entry.runs) run\(entry.runs == 1 ? "" : "s")"
  }

  private static func load(_ value: Double) -> String { String(format: "%.1f", value) }
}
