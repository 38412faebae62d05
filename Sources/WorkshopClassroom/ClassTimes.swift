import Foundation
import WorkshopLocalization

/// The check-to-green minutes a room's reports share (`report --times`), step by step: what
/// `class --times` prints, to plan the next class from and to add to `Docs/timings.json`.
public struct ClassTimes: Sendable {
  /// Each step's minutes, from every report that carries them, by step number.
  public let minutes: [String: [Double]]

  /// The minutes of `reports`.
  public init(reports: [LearnerReport]) {
    var minutes: [String: [Double]] = [:]
    for report in reports {
      for step in report.steps {
        if let value = step.minutesToGreen { minutes[step.number, default: []].append(value) }
      }
    }
    self.minutes = minutes.mapValues { $0.sorted() }
  }

  /// A table of each step's runs and median, then the minutes as `Docs/timings.json`'s
  /// `learners` holds them.
  public var lines: [String] {
    guard !minutes.isEmpty else {
      return [
        localized(
          "No report carries times: each learner adds theirs with `report --format json --times`.")
      ]
    }
    let rows = minutes.keys.sorted().map { number -> [String] in
      let values = minutes[number] ?? []
      return [number, "\(values.count)", String(format: "%.1f", Self.median(values))]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = (try? encoder.encode(minutes)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return [
      localized("Minutes from a step's first check to green, from the reports that share them:")
    ]
      + textTable(header: [localized("Step"), localized("Runs"), localized("Median")], rows: rows)
      + ["", localized("For the learners of \(Timings.path):"), json]
  }

  /// The median of `sorted`, values in increasing order; 0 when there are none.
  public static func median(_ sorted: [Double]) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
