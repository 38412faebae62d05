import Foundation

/// A step's planted bugs as declared in `Tests/PlantedBugs/NN-Name/PlantedBugs.json`: a JSON array
/// of `{"number", "summary", "hint", "uncatchableBecause"?}` objects, numbered 1, 2, 3 … in order.
public struct PlantedBugCatalogue: Equatable, Sendable {
  /// The file name of a step's catalogue.
  public static let fileName = "PlantedBugs.json"

  /// The bugs, in the order the lesson lists them.
  public let bugs: [PlantedBug]

  /// Reads a catalogue.
  /// - Throws: `CatalogueError` naming the file when it is missing, not valid JSON, or not
  ///   numbered 1, 2, 3 … in order.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw CatalogueError(file: url.path, problem: "cannot be read")
    }
    do {
      bugs = try JSONDecoder().decode([PlantedBug].self, from: data)
    } catch let DecodingError.keyNotFound(key, context) {
      let at = context.codingPath.first?.intValue.map { "bug at index \($0)" } ?? "a bug"
      throw CatalogueError(file: url.path, problem: "has \(at) without \"\(key.stringValue)\"")
    } catch {
      throw CatalogueError(file: url.path, problem: "is not a JSON array of planted bugs")
    }
    let numbers = bugs.map(\.number)
    guard numbers == Array(1..<(numbers.count + 1)) else {
      throw CatalogueError(
        file: url.path,
        problem: "numbers its bugs \(numbers.map(String.init).joined(separator: ", ")),"
          + " not 1, 2, 3 … in order")
    }
  }

  /// The catalogue of the step in `stepFolder` (`05-TestingEffects`) of the course at `root`.
  public static func url(forStepFolder stepFolder: String, inCourse root: URL) -> URL {
    root.appendingPathComponent("Tests/PlantedBugs")
      .appendingPathComponent(stepFolder)
      .appendingPathComponent(fileName)
  }

  /// The bug numbered `number`, if there is one.
  public func bug(_ number: Int) -> PlantedBug? {
    bugs.first { $0.number == number }
  }
}

/// A catalogue file that cannot be used, with the file and what is wrong with it.
public struct CatalogueError: Error, Equatable, CustomStringConvertible {
  /// The catalogue's path.
  public let file: String
  /// What is wrong, as the end of a sentence that starts with the file.
  public let problem: String

  /// An error about `file`; `problem` ends the sentence that starts with it.
  public init(file: String, problem: String) {
    self.file = file
    self.problem = problem
  }

  /// `Tests/PlantedBugs/05-TestingEffects/PlantedBugs.json cannot be read.`
  public var description: String { "\(file) \(problem)." }
}
