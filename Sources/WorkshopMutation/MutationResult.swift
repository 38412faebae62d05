/// How the tests fared against one mutant.
public enum MutantOutcome: Equatable, Sendable {
  /// A test failed, crashed or hung: `test` is the first that did.
  case killed(test: String)
  /// Every test passed: the tests cannot tell this mistake from the reference.
  case survived
  /// No test runs the mutated line at all: a survivor that a new test, not a stronger
  /// assertion, would kill.
  case notReached
  /// The mutant did not compile, so it says nothing about the tests.
  case stillborn
  /// Listed as equivalent: no test could tell; the reason is in the list.
  case equivalent(reason: String)
}

/// The result of mutating one target.
public struct MutationResult: Equatable, Sendable {
  /// What was mutated.
  public let target: MutationTarget
  /// Each mutant with its outcome, in file order.
  public var outcomes: [(mutant: Mutant, outcome: MutantOutcome)] = []
  /// Why the run could not judge any mutant (the reference does not build or pass), if so.
  public var problem: String?
  /// Seconds the target took.
  public var duration: Double = 0
  /// Seconds each phase took, in order: `reference`, `schema builds`, `schema runs`, `one build
  /// each (n)`.
  public var phases: [(name: String, seconds: Double)] = []
  /// Why the schema judged none of the mutants it held, which were then built one at a time.
  public var schemaFallback: String?
  /// How many mutants were judged from a build that held many (a schema), not one build each.
  public var fromSchemata = 0

  /// The mutants that count: they compiled and are not listed as equivalent.
  public var judged: [(mutant: Mutant, outcome: MutantOutcome)] {
    outcomes.filter {
      switch $0.outcome {
      case .killed, .survived, .notReached: return true
      case .stillborn, .equivalent: return false
      }
    }
  }

  /// The mutants every test passed with, or that no test reached.
  public var survivors: [Mutant] {
    outcomes.filter { $0.outcome == .survived || $0.outcome == .notReached }.map(\.mutant)
  }

  /// The survivors that no test reached.
  public var unreached: [Mutant] {
    outcomes.filter { $0.outcome == .notReached }.map(\.mutant)
  }

  /// Killed mutants as a share of judged ones (1 when none were judged).
  var score: Double {
    judged.isEmpty ? 1 : Double(judged.count - survivors.count) / Double(judged.count)
  }

  /// Whether the target reached its threshold without a problem.
  public var passes: Bool { problem == nil && score >= target.threshold }

  /// `killed 27/30 (90 %)`.
  public var summary: String {
    "killed \(judged.count - survivors.count)/\(judged.count) (\(Int((score * 100).rounded(.down))) %)"
  }

  /// Results are equal when their targets, outcomes and problems are.
  public static func == (lhs: MutationResult, rhs: MutationResult) -> Bool {
    lhs.target == rhs.target && lhs.problem == rhs.problem
      && lhs.outcomes.map(\.mutant) == rhs.outcomes.map(\.mutant)
      && lhs.outcomes.map(\.outcome) == rhs.outcomes.map(\.outcome)
  }
}
