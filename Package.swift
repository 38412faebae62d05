// swift-tools-version:6.0
// The workshop's targets come from one list, `Exercises/steps.json`. For every step `NN-Name`
// there are two sides, `Exercises/NN-Name` (the learner's) and `Solutions/NN-Name` (the
// reference), and for each side:
//   - `ExerciseNN` / `SolutionNN`: the step's app code, every file of the folder except the
//     Markdown files, Checks/ and Tests/ (but the test helpers the checks call, `testHelpers`);
//   - `ExerciseNNChecks` / `SolutionNNChecks`: Checks/, the workshop's checks (one file shared by
//     both sides through symlinks), and nothing the learner writes but the app code they test;
//   - `ExerciseNNTests` / `SolutionNNTests`, where the step ships Tests/: the learner's own tests,
//     with Checks/PlantedBugs.swift, which shadows the app code those tests call: the planted-bug
//     hunt runs this module's tests again with an environment variable that switches one bug on
//     (each bug's summary and hint: Tests/PlantedBugs/NN-Name/PlantedBugs.json);
//   - `DecoyNNExercise` / `DecoyNNSolution`: the same tests without the planted bugs, compiled
//     from the link Tests/PlantedBugs/NN-Name/ExerciseTests (SolutionTests): the hunt runs them
//     with each bug's variable set, and a test that fails there reads the variable, not the code.
//     Its name holds no `ExerciseNN`, so that `swift test --filter ExerciseNN` leaves it out.
//   All import the app code as `@testable import <module>`, the step's module name in
//   steps.json, so that copying a solution over an exercise never breaks an import.
// `WORKSHOP_ONLY=03` (or `03,05`) declares only those steps, so one step that does not compile
// cannot block another; the learner's tool stays declared, so an exported `WORKSHOP_ONLY` never
// hides `swift run workshop`, but the maintainers' engines do not (`workshop` builds their
// executable with `WORKSHOP_ONLY=none`). The workshop's own builds add `WORKSHOP_LEAN=1`, which
// leaves out the learner's tool too.
import Foundation
import PackageDescription

struct Step: Decodable {
  let id: String
  let folder: String
  let module: String
  /// The Swift language mode of the step's code: 5 unless the manifest says 6.
  let languageMode: Int?
  /// The test stores the step's checks and tests may import (`EffectKitTesting`,
  /// `EffectKitAsyncTesting`), beyond EffectKit and the checks' helpers every step has.
  let testLibraries: [String]?
  /// Files of Tests/ holding test helpers the learner writes and the checks call (step 07's
  /// `awaitOutput`): compiled with the app code, since the checks never compile Tests/.
  let testHelpers: [String]?
  var number: String { String(folder.prefix(2)) }
}

let root = URL(fileURLWithPath: Context.packageDirectory)
let fileManager = FileManager.default

func exists(_ path: String) -> Bool {
  fileManager.fileExists(atPath: root.appendingPathComponent(path).path)
}

func entries(_ path: String) -> [String] {
  (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? []
}

// NB: a missing or corrupt steps.json declares no steps; `swift run workshop` explains why.
let allSteps =
  (try? JSONDecoder().decode(
    [Step].self, from: Data(contentsOf: root.appendingPathComponent("Exercises/steps.json"))
  )) ?? []
let only = Context.environment["WORKSHOP_ONLY"].map { $0.split(separator: ",").map(String.init) }
let steps = allSteps.filter { step in
  exists("Exercises/\(step.folder)") && exists("Solutions/\(step.folder)")
    && only.map { $0.contains(step.number) || $0.contains(step.id) } ?? true
}

/// Step code is written in the Swift 5 language mode unless the manifest says otherwise: the early
/// architecture's global, mutable `var Current` is exactly what Swift 6's strict concurrency
/// rejects, and the step that shows the fix is written in Swift 6.
func settings(for step: Step) -> [SwiftSetting] {
  [.swiftLanguageMode(step.languageMode == 6 ? .v6 : .v5)]
}

func aliasing(_ step: Step, to target: String) -> [SwiftSetting] {
  settings(for: step) + [.unsafeFlags(["-module-alias", "\(step.module)=\(target)"])]
}

func targets(for step: Step, side: String, folder: String) -> [Target] {
  let path = "\(folder)/\(step.folder)"
  let library = "\(side)\(step.number)"
  let helpers = (step.testHelpers ?? []).map { "Tests/\($0)" }
  // NB: every entry of Tests/ is the learner's tests' but the helpers, which the app code holds.
  let tests = entries("\(path)/Tests").map { "Tests/\($0)" }
  let harness = ["Checks/PlantedBugs.swift"].filter { exists("\(path)/\($0)") }
  let testing: [Target.Dependency] =
    ["EffectKit", .target(name: library)] + (step.testLibraries ?? []).map { .target(name: $0) }
  // NB: Tests/__Snapshots__ holds reference snapshots (step 12): text, not sources.
  let snapshots = ["Tests/__Snapshots__"].filter { exists("\(path)/\($0)") }
  let app = Target.target(
    name: library,
    dependencies: ["EffectKit"],
    path: path,
    // NB: every Markdown file (the lesson, its hints, their translations) is text, not code.
    exclude: entries(path).filter { $0.hasSuffix(".md") }
      + ["Checks"].filter { exists("\(path)/\($0)") } + tests.filter { !helpers.contains($0) },
    swiftSettings: settings(for: step)
  )
  // NB: a target with `sources` must still exclude every other file of its folder.
  let outside = { (kept: String) in entries(path).filter { $0 != kept } }
  let checks = Target.testTarget(
    name: "\(library)Checks",
    dependencies: testing + ["WorkshopChecks", "WorkshopTestRuns", "WorkshopReaders"],
    path: path,
    exclude: outside("Checks") + harness,
    sources: ["Checks"],
    swiftSettings: aliasing(step, to: library)
  )
  // NB: the learner's tests are the reference's kind: a Tests/ folder a learner adds to a step
  // that ships none is compiled nowhere, so it cannot change what the step's build does.
  guard exists("Solutions/\(step.folder)/Tests"), !tests.isEmpty else {
    return [app] + (exists("\(path)/Checks") ? [checks] : [])
  }
  let decoy = "Tests/PlantedBugs/\(step.folder)/\(side)Tests"
  return [
    app, checks,
    .testTarget(
      name: "\(library)Tests",
      dependencies: testing + ["WorkshopTestRuns"],
      path: path,
      exclude: outside("Tests").filter { $0 != "Checks" } + helpers + snapshots
        + entries("\(path)/Checks").map { "Checks/\($0)" }.filter { !harness.contains($0) },
      sources: ["Tests"] + harness,
      swiftSettings: aliasing(step, to: library)
    ),
  ]
    + (exists(decoy)
      ? [
        .testTarget(
          name: "Decoy\(step.number)\(side)",
          dependencies: testing + ["WorkshopTestRuns"],
          path: decoy,
          exclude: (helpers + snapshots).map { String($0.dropFirst("Tests/".count)) },
          swiftSettings: aliasing(step, to: library)
        )
      ] : [])
}

/// `WORKSHOP_REFERENCE_ONLY=1` declares only the solutions' side of each step: `workshop mutate`
/// mutates and judges the reference alone, and need not compile the exercises.
/// `WORKSHOP_EXERCISES_ONLY=1` declares only the exercises' side: `workshop check` and `doctor`
/// judge the learner's code, and need not compile the reference and a second copy of the checks.
let referenceOnly = Context.environment["WORKSHOP_REFERENCE_ONLY"] == "1"
let exercisesOnly = Context.environment["WORKSHOP_EXERCISES_ONLY"] == "1"
let stepTargets = steps.flatMap { step in
  (referenceOnly ? [] : targets(for: step, side: "Exercise", folder: "Exercises"))
    + (exercisesOnly ? [] : targets(for: step, side: "Solution", folder: "Solutions"))
}

/// With `WORKSHOP_ONLY` naming steps, the maintainers' engines, the tooling's own tests and the
/// demo app stay out (a learner's `WORKSHOP_ONLY=03 swift test` builds the step, the library and
/// the learner's tool); with `WORKSHOP_LEAN=1` as well (as `workshop check` sets it), the learner's
/// tool too, so a first check builds
/// only what the step's checks need. Without `WORKSHOP_ONLY`, or with `WORKSHOP_ONLY=none`, all of
/// the tooling is declared.
let namesSteps = only.map { !$0.contains("none") } ?? false
let isLean = namesSteps && Context.environment["WORKSHOP_LEAN"] == "1"
/// `WORKSHOP_ONLY=library` declares the effect library and its tests (`workshop mutate
/// --library`), with the CLI unless `WORKSHOP_LEAN=1` is set too; `WORKSHOP_ONLY=08,library`
/// declares the library's tests beside step 08 (`workshop mutate 08`: its solution links a file
/// of the library that its exercise has its own copy of).
let isLibraryOnly = only == ["library"]
let withLibraryTests = namesSteps && (only?.contains("library") ?? false)

let library: [Target] = [
  .target(name: "EffectKit"),
  .target(name: "EffectKitTesting", dependencies: ["EffectKit"]),
  // TCA 1.x's async TestStore (step 14). Its own module: its `TestStore` would clash with the
  // 2020 one of EffectKitTesting, whose failure wording it shares.
  .target(name: "EffectKitAsyncTesting", dependencies: ["EffectKit", "EffectKitTesting"]),
  // What a step's checks link: their helpers, and what they share with the learner's tool.
  .target(
    name: "WorkshopChecks",
    dependencies: ["EffectKit", "WorkshopTestRuns", "WorkshopReaders", "WorkshopLocalization"]),
  .target(
    name: "WorkshopTestRuns", dependencies: ["WorkshopLocalization", "WorkshopReaders"]),
  .target(name: "WorkshopLocalization", dependencies: ["WorkshopReaders"]),
  .target(name: "WorkshopReaders"),
]

/// The learner's tool, `workshop`, and the modules it is made of: what `swift run workshop`
/// builds. Declared whenever the steps are not built lean.
let learnerTool: [Target] = [
  .target(name: "WorkshopPaths", dependencies: ["WorkshopLocalization"]),
  .target(
    name: "WorkshopCourse",
    dependencies: ["WorkshopPaths", "WorkshopTestRuns", "WorkshopLocalization", "WorkshopReaders"]),
  .target(
    name: "WorkshopJudge",
    dependencies: [
      "WorkshopCourse", "WorkshopTestRuns", "WorkshopLocalization", "WorkshopReaders",
    ]),
  .target(
    name: "WorkshopTerminal",
    dependencies: [
      "WorkshopCourse", "WorkshopJudge", "WorkshopTestRuns", "WorkshopLocalization",
      "WorkshopReaders",
    ]),
  .target(
    name: "WorkshopClassroom",
    dependencies: [
      "WorkshopCourse", "WorkshopJudge", "WorkshopTestRuns",
      "WorkshopLocalization", "WorkshopReaders", "WorkshopPaths",
    ]),
  .executableTarget(
    name: "workshop",
    dependencies: [
      "WorkshopCourse", "WorkshopJudge", "WorkshopTerminal", "WorkshopClassroom",
      "WorkshopLocalization", "WorkshopPaths", "WorkshopTestRuns", "WorkshopReaders",
    ]),
]

/// The maintainers' engines, each a module of its own, and `workshop-maintainer`, the executable
/// that runs them. The learner's `workshop` links none of them: it builds `workshop-maintainer`
/// when a maintainers' command is first typed, and hands the command over.
let engines: [Target] = [
  .target(
    name: "WorkshopVerify",
    dependencies: [
      "WorkshopCourse", "WorkshopJudge", "WorkshopTerminal", "WorkshopClassroom", "WorkshopPaths",
      "WorkshopTestRuns", "WorkshopLocalization", "WorkshopReaders", "WorkshopMutation",
    ]),
  .target(
    name: "WorkshopMutation",
    dependencies: [
      "WorkshopCourse", "WorkshopJudge", "WorkshopPaths", "WorkshopTestRuns", "WorkshopReaders",
    ]),
  .target(
    name: "WorkshopDocs",
    dependencies: [
      "WorkshopCourse", "WorkshopJudge", "WorkshopClassroom", "WorkshopPaths", "WorkshopTestRuns",
      "WorkshopVerify", "WorkshopReaders",
    ]),
  .executableTarget(
    name: "workshop-maintainer",
    dependencies: [
      "WorkshopCourse", "WorkshopTerminal", "WorkshopVerify", "WorkshopMutation", "WorkshopDocs",
      "WorkshopLocalization",
    ]),
]

/// Each module's tests, `Tests/<Module>Tests`, linking the module and what it builds on.
func tests(of module: String, _ dependencies: [Target.Dependency] = [], exclude: [String] = [])
  -> Target
{
  .testTarget(
    name: "\(module)Tests", dependencies: [.target(name: module)] + dependencies,
    exclude: exclude)
}

let tooling: [Target] =
  learnerTool + engines + [
    tests(of: "EffectKit"),
    tests(of: "EffectKitTesting"),
    tests(of: "EffectKitAsyncTesting"),
    tests(of: "WorkshopReaders"),
    tests(of: "WorkshopTestRuns", ["WorkshopLocalization"]),
    tests(of: "WorkshopChecks", ["WorkshopTestRuns"]),
    tests(of: "WorkshopLocalization", ["WorkshopTestRuns", "WorkshopReaders"]),
    tests(of: "WorkshopPaths"),
    tests(of: "WorkshopCourse", ["WorkshopTestRuns", "WorkshopReaders"]),
    tests(of: "WorkshopJudge", ["WorkshopCourse", "WorkshopTestRuns"]),
    // NB: the library's own failure texts, which the check report glosses.
    tests(
      of: "WorkshopTerminal",
      [
        "WorkshopCourse", "WorkshopJudge", "WorkshopTestRuns", "WorkshopLocalization",
        "WorkshopReaders", "EffectKitTesting",
      ]),
    tests(
      of: "WorkshopClassroom",
      ["WorkshopCourse", "WorkshopJudge", "WorkshopTerminal", "WorkshopTestRuns"]),
    tests(
      of: "WorkshopVerify",
      [
        "WorkshopCourse", "WorkshopJudge", "WorkshopTerminal", "WorkshopClassroom",
        "WorkshopTestRuns", "WorkshopLocalization",
      ]),
    tests(
      of: "WorkshopMutation",
      ["WorkshopCourse", "WorkshopJudge", "WorkshopPaths", "WorkshopTestRuns"]),
    tests(
      of: "WorkshopDocs", ["WorkshopCourse", "WorkshopJudge", "WorkshopPaths"]),
    // The CLI end to end: the real `workshop` binary run on copies of a small fixture course.
    .testTarget(
      name: "WorkshopCLITests",
      dependencies: [
        "WorkshopCourse", "WorkshopJudge", "WorkshopTerminal", "WorkshopDocs", "WorkshopMutation",
        "WorkshopTestRuns", "WorkshopLocalization",
      ],
      exclude: ["Fixtures"]),
    // The terminal demo, `swift run primetime`: the reference reducers of step 08 (linked into
    // Sources/PrimeTimeApp/Reference) running in a real `Store`. Swift 5 mode for the reference
    // code's global `var Current`.
    .target(
      name: "PrimeTimeApp", dependencies: ["EffectKit", "WorkshopPaths"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(name: "primetime", dependencies: ["PrimeTimeApp"]),
    tests(of: "PrimeTimeApp"),
    // The DocC tutorial of the steps, a documentation-only module: its catalog, generated by
    // `workshop docs --generate`, and the chapters the table of contents follows.
    .target(name: "WorkshopTutorial", exclude: ["Chapters.json", "Goals.json", "CheckRuns"]),
  ]

/// What a lean build declares of the library: what the declared steps' checks build on, so that
/// step 01's first check does not compile the test stores of steps 08 to 14.
let leanLibrary: [Target] = {
  var needed: Set<String> = [
    "EffectKit", "WorkshopChecks", "WorkshopTestRuns", "WorkshopReaders", "WorkshopLocalization",
  ]
  for step in steps { needed.formUnion(step.testLibraries ?? []) }
  // NB: the async store builds on the synchronous one's failure wording.
  if needed.contains("EffectKitAsyncTesting") { needed.insert("EffectKitTesting") }
  return library.filter { needed.contains($0.name) }
}()

let libraryTests = tooling.filter {
  ["EffectKitTests", "EffectKitTestingTests", "EffectKitAsyncTestingTests"].contains($0.name)
}

let package = Package(
  name: "Workshop",
  // NB: macOS 13 for Swift Testing's time limits and `Duration`; async effects need 10.15.
  platforms: [.macOS(.v13)],
  products: [.library(name: "EffectKit", targets: ["EffectKit"])]
    + (isLean
      ? []
      : [
        .executable(name: "workshop", targets: ["workshop"])
      ])
    + (namesSteps
      ? [] : [.executable(name: "workshop-maintainer", targets: ["workshop-maintainer"])])
    + (namesSteps ? [] : [.executable(name: "primetime", targets: ["primetime"])]),
  targets: isLibraryOnly
    ? (isLean ? library.filter { $0.name.hasPrefix("EffectKit") } : library + learnerTool)
      + libraryTests
    : (isLean && !withLibraryTests ? leanLibrary : library)
      + (isLean ? [] : namesSteps ? learnerTool : tooling) + stepTargets
      + (withLibraryTests ? libraryTests : [])
)

// NB: in a debug build SwiftPM indexes as it compiles (test discovery reads the index), and by
// default each compiler job indexes the system modules it imports, Foundation's among them:
// about a fifth of the CPU time of the learner's first `swift run workshop`, for an index no one
// reads. The package's own code is still indexed, for editors and test discovery.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-index-ignore-system-modules"])
    ]
}
