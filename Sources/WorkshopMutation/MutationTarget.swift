import Foundation
import WorkshopCourse
import WorkshopReaders

/// What one part of a mutation run mutates and what judges it: a step's reference code against
/// its solution checks and reference tests, or the effect library against its own tests.
public struct MutationTarget: Equatable, Sendable {
  /// `05`, or `library`.
  public let name: String
  /// The reference files to mutate, relative to the course root.
  public let files: [String]
  /// The `WORKSHOP_ONLY` that builds just what judges them.
  let only: String
  /// The test modules whose failure kills a mutant.
  let testModules: [String]
  /// The share of mutants the tests must kill.
  public let threshold: Double

  /// The reference code of `step` (its app files, and the test helpers in `Tests/` that declare
  /// no test of their own, such as step 07's `awaitOutput`; not its tests or checks), judged by
  /// its solution checks and the reference tests the learner writes too. A file that the
  /// exercise and the solution both link from the library's folders is left out: the learner
  /// never writes it, and the library's target mutates it against the library's own tests. A
  /// file only the solution links (step 08's `TestStore.swift`: the exercise has its own copy,
  /// with TODOs) is judged by the library's tests of its module as well, since the exercise
  /// hands the learner most of it complete and the step's checks test what its TODOs ask.
  public static func step(_ step: Step, in course: Course) -> MutationTarget {
    let stepFiles = StepFiles(root: course.root, folder: step.solutionPath)
    let helpers = stepFiles.testFiles.filter { file in
      (try? String(contentsOf: course.url(file), encoding: .utf8)).map(isTestHelper) ?? false
    }
    let files = (stepFiles.appFiles + helpers)
      .filter { $0.hasSuffix(".swift") && !isGivenFromTheLibrary($0, step: step, in: course) }
    let libraryModules = Set(files.compactMap { libraryFolder(of: $0, in: course) }).sorted()
      .map { $0.split(separator: "/").last.map { "\($0)Tests" } ?? $0 }
    return MutationTarget(
      name: step.number, files: files.sorted(),
      only: libraryModules.isEmpty ? step.number : "\(step.number),library",
      testModules: [step.solutionChecksModule]
        + (stepFiles.testFiles.isEmpty ? [] : [step.solutionModules.tests]) + libraryModules,
      threshold: 0.95)
  }

  /// The effect library and its test stores (`Sources/EffectKit`, `Sources/EffectKitTesting`,
  /// `Sources/EffectKitAsyncTesting`), judged by their tests.
  public static func library(in course: Course) -> MutationTarget {
    let files = libraryFolders.flatMap { folder in
      swiftFiles(under: course.url(folder)).map { "\(folder)/\($0)" }
    }
    return MutationTarget(
      name: "library", files: files.sorted(), only: "library",
      testModules: ["EffectKitTests", "EffectKitTestingTests", "EffectKitAsyncTestingTests"],
      threshold: 0.98)
  }

  /// The folders of the effect library and its test stores, relative to the course root.
  static let libraryFolders = [
    "Sources/EffectKit", "Sources/EffectKitTesting", "Sources/EffectKitAsyncTesting",
  ]

  /// The same target with only the files `keeps` keeps, or `nil` when it keeps none:
  /// `mutate --only Sources/EffectKitAsyncTesting` keeps those whose path starts with it.
  public func narrowed(_ keeps: (String) -> Bool) -> MutationTarget? {
    let kept = files.filter(keeps)
    guard !kept.isEmpty else { return nil }
    return MutationTarget(
      name: name, files: kept, only: only, testModules: testModules, threshold: threshold)
  }

  /// Whether the Swift source `text` of a file in a step's `Tests/` is a helper the tests call,
  /// not tests: it declares no test case, suite or `@Test`.
  static func isTestHelper(_ text: String) -> Bool {
    !SwiftSource(text).blocks().contains { block in
      block.isTest || block.preamble.contains("@Suite")
        || block.keyword == "class" && block.preamble.contains("TestCase")
    }
  }

  /// Whether the solution's `file` and the exercise's file of the same name are both, through a
  /// link, files of the library.
  private static func isGivenFromTheLibrary(_ file: String, step: Step, in course: Course)
    -> Bool
  {
    let name = String(file.dropFirst(step.solutionPath.count))
    return [file, step.exercisePath + name].allSatisfy {
      libraryFolder(of: $0, in: course) != nil
    }
  }

  /// The library folder (`Sources/EffectKitTesting`) that `path` is, through a link, a file of.
  private static func libraryFolder(of path: String, in course: Course) -> String? {
    let real = course.url(path).resolvingSymlinksInPath().path
    return libraryFolders.first { folder in
      real.hasPrefix(course.url(folder).resolvingSymlinksInPath().path + "/")
    }
  }

  private static func swiftFiles(under folder: URL) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    // NB: a DocC catalog's code listings are text for the tutorial, not code of the library.
    return (walker?.allObjects as? [String] ?? []).filter {
      $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasSuffix(".docc") }
    }
  }
}
