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

  /// The side of a step that `module` belongs to: `Exercise05` or `Solution05Checks`, also when
  /// followed by `.Type` names; `nil` for any other name.
  public init?(module: String) {
    let name = module.prefix { $0 != "." }
    let number = name.drop { !$0.isNumber }.prefix { $0.isNumber }
    let side = Side.allCases.first { name.contains($0.rawValue) }
    guard number.count == 2, let side else { return nil }
    self.init(number: String(number), side: side)
  }

  /// The step's app code, e.g. `Exercise05`.
  public var app: String { "\(side.rawValue)\(number)" }
  /// The step's checks, the learner's tests and the planted bugs, e.g. `Exercise05Checks`.
  public var checks: String { app + Self.checkSuffix }

  /// How the workshop's checks are named: `Exercise05Checks`, and every check type inside it
  /// (`FavoritePrimesReducerChecks`). The learner's test types share the module; a planted-bug
  /// hunt runs every test type not so named.
  public static let checkSuffix = "Checks"
}
