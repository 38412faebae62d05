import Foundation
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge
@testable import WorkshopMutation

/// `Schemata.blame`: which mutants a schema's compiler errors put at fault.
final class SchemataBlameTests: XCTestCase {
  private let code = "func f() {\n  count += 1\n}\n"

  /// The schemata of a scratch folder whose step links its one file from the library, and that
  /// file's schema of its one mutant (`+=` → `-=`), under the link's path.
  private func linkedSchema() throws -> (Schemata, [String: MutantSchema], scratch: URL) {
    let scratch = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(code, to: "Sources/Lib/Counter.swift", in: scratch)
    let link = scratch.appendingPathComponent("Solutions/08-Step/Counter.swift")
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "../../Sources/Lib/Counter.swift")
    let file = "Solutions/08-Step/Counter.swift"
    let mutants = MutantGenerator(file: file, text: code).mutants.filter {
      $0.kind == .operatorSwap
    }
    XCTAssertEqual(mutants.count, 1)
    let course = Course(root: scratch, steps: [])
    let schemata = Schemata(
      runner: MutationRunner(course: course, scratch: scratch),
      target: MutationTarget.library(in: course),
      package: try SwiftPackage(root: scratch, scratch: scratch.appendingPathComponent(".build")),
      listing: TestListing(xctestListing: "", swiftTestingListing: ""), mutants: mutants)
    return (schemata, [file: MutantSchema(text: code, mutants: [(1, mutants[0])])], scratch)
  }

  /// An error in the mutant's version, at the column where `-=` stands in the schema's line.
  private func error(in path: String, schemas: [String: MutantSchema]) throws -> Diagnostic {
    let schema = try XCTUnwrap(schemas.values.first)
    let line = schema.text.components(separatedBy: "\n")[1]
    let column = try XCTUnwrap(line.range(of: "-=")).lowerBound.utf16Offset(in: line) + 1
    return Diagnostic(
      file: path, line: 2, column: column, message: "no '-=' here", sourceLine: nil)
  }

  func testAnErrorNamedByTheLinkedFilesOwnPath_IsTheMutantsFault() throws {
    let (schemata, schemas, scratch) = try linkedSchema()
    let real = scratch.appendingPathComponent("Sources/Lib/Counter.swift").path
    let blamed = schemata.blame([try error(in: real, schemas: schemas)], schemas: schemas)
    XCTAssertEqual(blamed.stillborn, [1])
    XCTAssertEqual(blamed.left, [])
  }

  func testAnErrorNamedByTheLinksPath_IsTheMutantsFault() throws {
    let (schemata, schemas, scratch) = try linkedSchema()
    let link = scratch.appendingPathComponent("Solutions/08-Step/Counter.swift").path
    let blamed = schemata.blame([try error(in: link, schemas: schemas)], schemas: schemas)
    XCTAssertEqual(blamed.stillborn, [1])
  }

  func testAnErrorInAFileNoSchemaRewrote_LeavesEveryMutantToItsOwnBuild() throws {
    let (schemata, schemas, scratch) = try linkedSchema()
    let other = scratch.appendingPathComponent("Sources/Lib/Other.swift").path
    let blamed = schemata.blame([try error(in: other, schemas: schemas)], schemas: schemas)
    XCTAssertEqual(blamed.stillborn, [])
    XCTAssertEqual(blamed.left, [1])
  }
}
