import Foundation
import XCTest

@testable import WorkshopCourse
@testable import WorkshopMutation

final class MutationRunnerTests: XCTestCase {
  /// A run makes its mutants from its scratch copy: a file edited in the working tree meanwhile
  /// must not give mutants whose places point into text the scratch copy does not hold.
  func testMutants_AreMadeFromTheFolderGiven_NotFromTheWorkingTree() throws {
    let root = try Fixtures.emptyFolder(for: self)
    let scratch = try Fixtures.emptyFolder(for: self)
    let file = "Sources/EffectKit/Count.swift"
    try Fixtures.write("func f() {\n  count += 1\n}\n", to: file, in: scratch)
    try Fixtures.write(
      "// edited while the run goes on\nfunc f() {\n  count *= 2\n}\n", to: file, in: root)
    let course = Course(root: root, steps: [])
    let runner = MutationRunner(course: course, scratch: scratch)
    let target = MutationTarget.library(in: course)

    let fromScratch = try runner.mutants(of: target, in: scratch)
    XCTAssertTrue(fromScratch.contains { $0.line == 2 && $0.change == "`+=` → `-=`" })
    XCTAssertFalse(fromScratch.contains { $0.original.hasPrefix("count *=") })
    let fromTheWorkingTree = try runner.mutants(of: target)
    XCTAssertFalse(fromTheWorkingTree.isEmpty)
    XCTAssertEqual(Set(fromTheWorkingTree.map(\.line)), [3], "by default, the working tree")
  }
}
