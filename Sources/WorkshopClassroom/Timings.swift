import Foundation
import WorkshopCourse

/// What the workshop's times rest on, measured: `Docs/timings.json`. Docs/TEACHING.md states
/// its times from it, and the classroom workflow weighs each step's points by it.
///
/// - `machine`: runs of the tool on a fresh clone (`.ci/measure-times`), each with its seconds
///   and the machine's load average before and after, since a busy machine is slower;
/// - `learners`: minutes from a step's first check to its first green one, by step number, as
///   learners' reports carry them when they choose to (`report --times`, collected with
///   `class --times`).
public struct Timings: Codable, Equatable, Sendable {
  /// One timed run of a command.
  public struct MachineRun: Codable, Equatable, Sendable {
    /// What ran: `first swift run workshop`, `doctor`, `check 05 as shipped`, `check 05 solved`.
    public var what: String
    /// Wall-clock seconds.
    public var seconds: Double
    /// Its exit status.
    public var status: Int
    /// The one-minute load average before it started, where it was recorded.
    var loadBefore: Double?
    /// The one-minute load average when it ended.
    var loadAfter: Double
    /// The clone it ran in, by name.
    public var clone: String
    /// How many checks a check ran, where it was recorded (`✓ All 10 checks of step 01 pass.`):
    /// `verify` holds a solved step's against the checks the build lists.
    public var checks: Int?

    enum CodingKeys: String, CodingKey {
      case what, seconds, status, clone, checks
      case loadBefore = "load_before"
      case loadAfter = "load_after"
    }

  }

  /// One fresh clone that runs were measured in: the machine, and what was done in it.
  public struct Clone: Codable, Equatable, Sendable {
    /// Its name, as runs name it.
    public var name: String
    /// The day, `2026-11-28`.
    public var date: String
    /// The commit measured.
    public var commit: String
    /// The machine, in words (`Linux x86_64, 2 cores, shared with other builds`).
    public var machine: String
    /// `swift --version`'s first line.
    public var swift: String
    /// What was done in it, in words, e.g. whether `doctor` ran before the checks.
    public var note: String
  }

  /// What the file is, in words.
  public var about: String
  /// The clones measured in.
  public var clones: [Clone]
  /// The runs, in the order they were made.
  public var machine: [MachineRun]
  /// Learners' minutes from a step's first check to green, by step number.
  public var learners: [String: [Double]]

  /// The file's path, relative to the course root.
  public static let path = "Docs/timings.json"

  /// The timings of the course at `root`; none when the file is missing.
  /// - Throws: `CourseError` when the file is there but is not timings.
  public static func load(root: URL) throws -> Timings {
    let url = root.appendingPathComponent(path)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .none
    }
    do {
      return try JSONDecoder().decode(Timings.self, from: data)
    } catch {
      throw CourseError("\(path) is not the workshop's timings: \(error)")
    }
  }

  /// No measurements at all.
  public static let none = Timings(about: "", clones: [], machine: [], learners: [:])

  /// The runs of `what`.
  public func runs(of what: String) -> [MachineRun] { machine.filter { $0.what == what } }

  /// The runs of step `number`'s check once solved (`check 08 solved`, or a variant of it such
  /// as `check 08 solved, after rm -rf .build-workshop`): those that passed, else all of them.
  public func solvedRuns(of number: String) -> [MachineRun] {
    let name = "check \(number) solved"
    let runs = machine.filter { $0.what == name || $0.what.hasPrefix(name + ",") }
    let passed = runs.filter { $0.status == 0 }
    return passed.isEmpty ? runs : passed
  }
}
