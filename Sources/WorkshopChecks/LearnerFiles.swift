import Foundation
import WorkshopTestRuns
import XCTest

extension StepModules {
  /// The step's folder on this side of the course at `courseRoot`
  /// (`Exercises/05-TestingEffects`), if there is one.
  func folder(inCourse courseRoot: URL) -> URL? {
    let side = courseRoot.appendingPathComponent(self.side.rawValue + "s")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: side.path)) ?? []
    return folders.first { $0.hasPrefix(number + "-") }.map(side.appendingPathComponent)
  }
}

extension XCTestCase {
  /// The text of the learner's test file `name` (`CounterTests.swift`) in the `Tests/` folder of
  /// the step and side these checks belong to, for a check of a test's shape.
  /// - Throws: `CatalogueError` naming the file when it cannot be read.
  public func learnerTestSource(_ name: String) throws -> String {
    guard let step = StepModules(module: String(reflecting: type(of: self))),
      let folder = step.folder(inCourse: PlantedBugHunt.courseRoot)
    else { throw CatalogueError(file: name, problem: "is not in a step's Tests/ folder") }
    let url = folder.appendingPathComponent("Tests").appendingPathComponent(name)
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw CatalogueError(file: url.path, problem: "cannot be read")
    }
  }
}
