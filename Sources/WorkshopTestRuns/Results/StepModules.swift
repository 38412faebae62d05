/// The module names of one side of a step, computed here and nowhere else (`Package.swift`, which
/// cannot import a module, spells the same names).
public struct StepModules: Equatable, Sendable {
  /// The learner's side or the reference side.
  public enum Side: String, Sendable, CaseIterable {
    /// `Exercises/NN-Name`.
    case exercise = "Exercise"
    /// `Solutions/NN-Name`.
    case solution = "Solution"
  }

  /// The step's two-digit number, e.g. `05`.
  public let number: String
  /// Which side.
  public let side: Side

  /// The modules of step `number` on `side`.
  public init(number: String, side: Side) {
    self.number = number
    self.side = side
  }

  /// The side of a step that `module` belongs to: `Exercise05`, `Solution05Checks` or
  /// `Decoy05Exercise`, also when followed by `.Type` names; `nil` for any other name.
  public init?(module: String) {
    let name = module.prefix { $0 != "." }
    let number = name.drop { !$0.isNumber }.prefix { $0.isNumber }
    let side = Side.allCases.first { name.contains($0.rawValue) }
    guard number.count == 2, let side else { return nil }
    self.init(number: String(number), side: side)
  }

  /// The step's app code, e.g. `Exercise05`.
  public var app: String { "\(side.rawValue)\(number)" }
  /// The step's checks, e.g. `Exercise05Checks`: the workshop's alone.
  public var checks: String { app + "Checks" }
  /// The learner's tests with the planted bugs that shadow the app code they call, e.g.
  /// `Exercise05Tests`: what a planted-bug hunt runs.
  public var tests: String { app + "Tests" }
  /// The same tests without the planted bugs, e.g. `Decoy05Exercise`: a hunt runs them with
  /// each bug's variable set, to find the tests that read it. No `Exercise05` in its name, so
  /// that `swift test --filter Exercise05` leaves this second run of the tests out.
  public var decoy: String { "Decoy\(number)\(side.rawValue)" }
  /// The test modules `workshop check` runs: the checks, then the learner's tests.
  public var judged: [String] { [checks, tests] }
}
