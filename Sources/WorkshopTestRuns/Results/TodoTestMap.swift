import Foundation
import WorkshopReaders

/// Which test functions answer each test-writing TODO of a step, as the exercise ships them, kept
/// in `Tests/PlantedBugs/NN-Name/TodoTests.json` (`{"2": ["testSaveButtonTapped_…"]}`): a
/// learner who deletes the TODO comments of a finished test is still judged test by test.
public struct TodoTestMap: Equatable, Sendable {
  /// The file name of a step's map.
  public static let fileName = "TodoTests.json"

  /// The names of the test functions written for each TODO, without parameters.
  public let functions: [Int: [String]]

  /// A map of `functions`.
  public init(functions: [Int: [String]]) { self.functions = functions }

  /// The map the TODO markers of `testSources`, the exercise's test files, say: each test
  /// function with a marker in it or in the comments right above it.
  public init(testSources: [String]) {
    var functions: [Int: [String]] = [:]
    for source in testSources {
      for test in SwiftSource(source).blocks() where test.isTest {
        for todo in Set(test.todos) { functions[todo, default: []].append(test.name ?? "") }
      }
    }
    self.functions = functions.mapValues { Array(Set($0)).sorted() }
  }

  /// Reads a map.
  /// - Throws: `CatalogueError` naming the file when it cannot be read or is not a JSON object
  ///   of TODO numbers to arrays of function names.
  public init(contentsOf url: URL) throws {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw CatalogueError(file: url.path, problem: "cannot be read")
    }
    guard let object = try? JSONDecoder().decode([String: [String]].self, from: data),
      object.keys.allSatisfy({ Int($0) != nil })
    else {
      throw CatalogueError(
        file: url.path, problem: "is not a JSON object of TODO numbers to test function names")
    }
    functions = Dictionary(uniqueKeysWithValues: object.map { (Int($0.key)!, $0.value) })
  }

  /// The map of the step in `stepFolder` (`05-TestingEffects`) of the course at `root`.
  public static func url(forStepFolder stepFolder: String, inCourse root: URL) -> URL {
    root.appendingPathComponent("Tests/PlantedBugs").appendingPathComponent(stepFolder)
      .appendingPathComponent(fileName)
  }

  /// The map as its file holds it: pretty-printed JSON, keys in order, and a final newline.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let object = Dictionary(uniqueKeysWithValues: functions.map { (String($0.key), $0.value) })
    let data = (try? encoder.encode(object)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
