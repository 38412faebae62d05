import WorkshopLocalization
import WorkshopTestRuns

/// One step of the course, as `Exercises/steps.json` lists it.
public struct Step: Equatable, Sendable, Decodable {
  /// The stable key used in the progress file, e.g. `file-client`.
  public let id: String
  /// The folder under `Exercises/` and `Solutions/`, e.g. `03-FileClient`.
  public let folder: String
  /// The title shown in lists, e.g. `A FileClient whose save is Effect<Never>`.
  public let title: String
  /// The module name the step's tests import, e.g. `FavoritePrimes`.
  public let module: String
  /// The named tracks the step belongs to besides the whole course, e.g. `["one-day"]`.
  @OrEmpty public var tracks: [String] = []
  /// The files of `Tests/` that hold test helpers the checks call, compiled with the app code
  /// (step 07's `XCTestCase+AwaitOutput.swift`).
  @OrEmpty public var testHelpers: [String] = []

  /// The two-digit number at the start of the folder, e.g. `03`.
  public var number: String { String(folder.prefix(2)) }

  /// `03 · A FileClient whose save is Effect<Never>`.
  public var heading: String { "\(number) · \(localizedTitle)" }

  /// The title in the learner's language (the English one until it is translated).
  public var localizedTitle: String { Localizer.shared.stepTitle(id: id, english: title) }

  /// The modules of the learner's side: `Exercise03`, `Exercise03Checks`, ….
  public var exerciseModules: StepModules { StepModules(number: number, side: .exercise) }

  /// The modules of the reference side: `Solution03`, `Solution03Checks`, ….
  public var solutionModules: StepModules { StepModules(number: number, side: .solution) }

  /// The test module holding the step's checks on the learner's side, e.g. `Exercise03Checks`.
  public var exerciseChecksModule: String { exerciseModules.checks }

  /// The test module holding the step's checks on the reference side, e.g. `Solution03Checks`.
  public var solutionChecksModule: String { solutionModules.checks }

  /// The file that plants the step's bugs, relative to the course root (it may not exist).
  public var plantedBugHarnessPath: String { "\(solutionPath)/Checks/PlantedBugs.swift" }

  /// The step's planted-bug catalogue, relative to the course root (it may not exist).
  public var plantedBugCataloguePath: String {
    "Tests/PlantedBugs/\(folder)/\(PlantedBugCatalogue.fileName)"
  }

  /// `Exercises/03-FileClient`, relative to the course root.
  public var exercisePath: String { "Exercises/\(folder)" }

  /// `Solutions/03-FileClient`, relative to the course root.
  public var solutionPath: String { "Solutions/\(folder)" }
}
