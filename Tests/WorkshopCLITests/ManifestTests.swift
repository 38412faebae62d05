import Foundation
import WorkshopTestRuns
import XCTest

/// What the package manifest declares under the variables a learner may have in their shell.
final class ManifestTests: XCTestCase {
  func testAnExportedWorkshopOnly_WhateverItSays_KeepsTheWorkshopExecutable() throws {
    for value in ["03", "garbage", "", "library"] {
      let products = try declared(["WORKSHOP_ONLY": value, "WORKSHOP_LEAN": ""]).products
      XCTAssertTrue(products.contains("workshop"), "WORKSHOP_ONLY='\(value)': \(products)")
    }
  }

  func testALearnersWorkshopOnly_DeclaresNoEngine_WhichTheHandOffsWorkshopOnlyDoes() throws {
    let learner = try declared(["WORKSHOP_ONLY": "03", "WORKSHOP_LEAN": ""])
    for engine in ["WorkshopVerify", "WorkshopMutation", "WorkshopDocs", "workshop-maintainer"] {
      XCTAssertFalse(learner.targets.contains(engine), "\(engine): \(learner.targets)")
    }
    XCTAssertFalse(learner.products.contains("workshop-maintainer"), "\(learner.products)")
    let handOff = try declared(["WORKSHOP_ONLY": "none", "WORKSHOP_LEAN": ""])
    XCTAssertTrue(handOff.products.contains("workshop-maintainer"), "\(handOff.products)")
  }

  func testTheWorkshopsOwnLeanBuild_DeclaresTheStepAndTheLibraryAlone() throws {
    let lean = try declared(["WORKSHOP_ONLY": "03", "WORKSHOP_LEAN": "1"])
    XCTAssertEqual(lean.products, ["EffectKit"])
    XCTAssertFalse(lean.targets.contains("WorkshopJudge"), "\(lean.targets)")
    XCTAssertTrue(lean.targets.contains("Exercise03Checks"), "\(lean.targets)")
  }

  func testAMutationRunsBuild_DeclaresTheSolutionsSideAlone() throws {
    // `workshop mutate 03` mutates and judges the reference only.
    let reference = try declared([
      "WORKSHOP_ONLY": "03", "WORKSHOP_LEAN": "1", "WORKSHOP_REFERENCE_ONLY": "1",
    ])
    XCTAssertEqual(
      Set(reference.targets.filter { $0.hasPrefix("Exercise") || $0.hasPrefix("Solution") }),
      ["Solution03", "Solution03Checks"])
  }

  func testACheckOrDoctorsBuild_DeclaresTheExercisesSideAlone() throws {
    // `workshop check 03` judges the learner's code: the reference and its copy of the checks
    // need not compile.
    let exercises = try declared([
      "WORKSHOP_ONLY": "03", "WORKSHOP_LEAN": "1", "WORKSHOP_EXERCISES_ONLY": "1",
    ])
    XCTAssertEqual(
      Set(exercises.targets.filter { $0.hasPrefix("Exercise") || $0.hasPrefix("Solution") }),
      ["Exercise03", "Exercise03Checks"])
  }

  func testAStepsLeanBuild_DeclaresOnlyTheTestStoresItsChecksImport() throws {
    // Step 01's first check does not compile the stores of steps 08 and 14.
    let steps = ["01-PureReducers", "08-TestStore", "14-ModernTestStore"]
    let lean = ["WORKSHOP_LEAN": "1", "WORKSHOP_EXERCISES_ONLY": "1"]
    let first = try declared(lean.merging(["WORKSHOP_ONLY": "01"]) { $1 }, steps: steps)
    XCTAssertFalse(first.targets.contains("EffectKitTesting"), "\(first.targets)")
    XCTAssertFalse(first.targets.contains("EffectKitAsyncTesting"), "\(first.targets)")
    XCTAssertTrue(first.targets.contains("WorkshopChecks"), "\(first.targets)")
    let store = try declared(lean.merging(["WORKSHOP_ONLY": "08"]) { $1 }, steps: steps)
    XCTAssertTrue(store.dependencies["Exercise08Checks"]?.contains("EffectKitTesting") ?? false)
    XCTAssertFalse(store.targets.contains("EffectKitAsyncTesting"), "\(store.targets)")
    let modern = try declared(lean.merging(["WORKSHOP_ONLY": "14"]) { $1 }, steps: steps)
    XCTAssertTrue(
      modern.dependencies["Exercise14Checks"]?.contains("EffectKitAsyncTesting") ?? false)
    XCTAssertTrue(modern.targets.contains("EffectKitTesting"), "the async store builds on it")
  }

  func testALearnersTestsFolder_InAStepThatShipsNone_IsCompiledNowhere() throws {
    let made = try declared(
      ["WORKSHOP_ONLY": "03"], folders: ["Exercises/03-FileClient/Tests/MyTests.swift"])
    XCTAssertEqual(
      Set(made.targets.filter { $0.hasSuffix("03") || $0.contains("03C") || $0.contains("03T") }),
      ["Exercise03", "Exercise03Checks", "Solution03", "Solution03Checks"])
  }

  func testAStepThatShipsTests_BuildsThemApartFromTheChecks_AndAsTheirDecoy() throws {
    let step = "03-FileClient"
    let shipped = try declared(
      ["WORKSHOP_ONLY": "03"],
      folders: ["Exercises/\(step)/Tests/A.swift", "Solutions/\(step)/Tests/A.swift"],
      links: [
        "Tests/PlantedBugs/\(step)/ExerciseTests": "../../../Exercises/\(step)/Tests",
        "Tests/PlantedBugs/\(step)/SolutionTests": "../../../Solutions/\(step)/Tests",
      ])
    for side in ["Exercise", "Solution"] {
      for module in ["\(side)03Tests", "Decoy03\(side)"] {
        XCTAssertTrue(shipped.targets.contains(module), "\(module): \(shipped.targets)")
        let uses = shipped.dependencies[module] ?? []
        XCTAssertFalse(uses.contains("WorkshopChecks"), "\(module) links no check helper")
        XCTAssertTrue(uses.contains("\(side)03"), "\(module) links the step's code")
      }
      XCTAssertFalse(
        (shipped.dependencies["\(side)03Checks"] ?? []).contains("\(side)03Tests"),
        "the checks link no learner's test")
    }
  }

  func testTheLibraryBuild_DeclaresTheLibraryAndItsTestsAlone() throws {
    // `workshop mutate --library` builds with WORKSHOP_ONLY=library, lean as all its builds.
    let library = try declared(["WORKSHOP_ONLY": "library", "WORKSHOP_LEAN": "1"])
    XCTAssertEqual(library.products, ["EffectKit"])
    XCTAssertEqual(
      Set(library.targets),
      [
        "EffectKit", "EffectKitTesting", "EffectKitAsyncTesting", "EffectKitTests",
        "EffectKitTestingTests", "EffectKitAsyncTestingTests",
      ])
  }

  func testTheLearnersTool_LinksNoneOfTheMaintainersEngines() throws {
    let manifest = try declared([:])
    XCTAssertTrue(manifest.products.contains("workshop-maintainer"), "\(manifest.products)")
    var linked: Set<String> = []
    var next = ["workshop"]
    while let target = next.popLast() {
      guard linked.insert(target).inserted else { continue }
      next += manifest.dependencies[target] ?? []
    }
    XCTAssertEqual(
      linked,
      [
        "workshop", "WorkshopCourse", "WorkshopJudge", "WorkshopTerminal", "WorkshopClassroom",
        "WorkshopLocalization", "WorkshopPaths", "WorkshopTestRuns", "WorkshopReaders",
      ])
    for engine in ["WorkshopMutation", "WorkshopVerify", "WorkshopDocs"] {
      XCTAssertTrue(
        manifest.dependencies["workshop-maintainer"]?.contains(engine) ?? false,
        "workshop-maintainer links \(engine)")
    }
  }

  /// The products and targets the manifest declares with `environment`, in a folder holding
  /// the manifest, the step list and the two (empty) folders of each of `steps`, with each
  /// target's dependencies by name.
  /// What `Package.swift` declares with `environment`, for `steps` that hold `Checks/` and the
  /// further `folders` (course-relative; a path ending in `.swift` is an empty file), and the
  /// `links` (path: target).
  private func declared(
    _ environment: [String: String], steps: [String] = ["03-FileClient"],
    folders: [String] = [], links: [String: String] = [:]
  ) throws
    -> (products: [String], targets: [String], dependencies: [String: [String]])
  {
    guard let swift = findExecutable("swift") else { throw XCTSkip("swift is not on the PATH") }
    let package = Fixtures.testsFolder.deletingLastPathComponent()
    let root = try Fixtures.emptyFolder(for: self)
    let checks = steps.flatMap { ["Exercises/\($0)/Checks", "Solutions/\($0)/Checks"] }
    for path in checks + folders {
      let url = root.appendingPathComponent(path)
      let isFile = path.hasSuffix(".swift")
      try FileManager.default.createDirectory(
        at: isFile ? url.deletingLastPathComponent() : url, withIntermediateDirectories: true)
      if isFile { try Data().write(to: url) }
    }
    for (path, target) in links {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }
    for file in ["Package.swift", "Exercises/steps.json"] {
      try FileManager.default.copyItem(
        at: package.appendingPathComponent(file), to: root.appendingPathComponent(file))
    }
    let result = try runProcess(
      swift, arguments: ["package", "dump-package"], environment: environment, directory: root,
      timeout: 120)
    XCTAssertEqual(result.termination, .exited(0), result.output)
    struct Named: Decodable { let name: String }
    struct Dependency: Decodable {
      let byName: [String?]?
      let target: [String?]?
      var name: String? { (byName ?? target)?.first ?? nil }
    }
    struct Target: Decodable {
      let name: String
      let dependencies: [Dependency]
    }
    struct Manifest: Decodable {
      let products: [Named]
      let targets: [Target]
    }
    let json = result.output.drop { $0 != "{" }
    let manifest = try JSONDecoder().decode(Manifest.self, from: Data(json.utf8))
    return (
      manifest.products.map(\.name), manifest.targets.map(\.name),
      Dictionary(
        manifest.targets.map { ($0.name, $0.dependencies.compactMap(\.name)) },
        uniquingKeysWith: { first, _ in first })
    )
  }
}
