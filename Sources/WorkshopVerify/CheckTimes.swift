import Foundation
import WorkshopCore

/// What `check` took on each step, measured: `Docs/check-times.json`,
/// `{"steps": {"01": {"checks": 10, "first": 55, "solved": 5}}}`. `first` is the seconds of the
/// first `check NN` of a fresh clone, the exercise as shipped and the steps in order; `solved`
/// those of `check NN` once the solution is copied over; `checks` how many checks that ran,
/// which `verify` holds against the checks the build lists.
public struct CheckTimes: Codable, Equatable, Sendable {
  /// One step's measurement.
  public struct Step: Codable, Equatable, Sendable {
    /// How many checks ran on the solved step.
    public var checks: Int
    /// Seconds of the first check, as shipped.
    public var first: Int
    /// Seconds of the check when solved.
    public var solved: Int

    /// A measurement.
    public init(checks: Int, first: Int, solved: Int) {
      self.checks = checks
      self.first = first
      self.solved = solved
    }
  }

  /// The measurements by step number (`01`).
  public var steps: [String: Step]

  /// The file's path, relative to the course root.
  public static let path = "Docs/check-times.json"

  /// The measurements of the course at `root`; none when the file is missing.
  /// - Throws: `CourseError` when the file exists but cannot be read.
  public static func load(root: URL) throws -> CheckTimes {
    let url = root.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else { return CheckTimes(steps: [:]) }
    do {
      return try JSONDecoder().decode(CheckTimes.self, from: Data(contentsOf: url))
    } catch {
      throw CourseError("\(path) is not a list of measured check times: \(error)")
    }
  }
}
