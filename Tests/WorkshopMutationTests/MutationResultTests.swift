import Foundation
import XCTest

@testable import WorkshopMutation

final class MutationResultTests: XCTestCase {
  private let target = MutationTarget(
    name: "05", files: [], only: "05", testModules: ["Solution05Checks"], threshold: 0.9)

  private func mutant(_ line: Int) -> Mutant {
    MutantGenerator(file: "F.swift", text: String(repeating: "\n", count: line - 1) + "a + b")
      .mutants[0]
  }

  func testScore_CountsKilledAmongJudged_LeavingOutStillbornAndEquivalent() {
    var result = MutationResult(target: target)
    result.outcomes = [
      (mutant(1), .killed(test: "T.test")), (mutant(2), .survived), (mutant(3), .stillborn),
      (mutant(4), .equivalent(reason: "same")),
    ]
    XCTAssertEqual(result.summary, "killed 1/2 (50 %)")
    XCTAssertEqual(result.survivors.map(\.line), [2])
    XCTAssertFalse(result.passes)
  }

  func testAMutantNoTestReaches_IsASurvivor_AndSaysSo() {
    var result = MutationResult(target: target)
    result.outcomes = [
      (mutant(1), .killed(test: "T.test")), (mutant(2), .survived), (mutant(3), .notReached),
    ]
    XCTAssertEqual(result.summary, "killed 1/3 (33 %)")
    XCTAssertEqual(result.survivors.map(\.line), [2, 3])
    XCTAssertEqual(result.unreached.map(\.line), [3])
  }

  func testPasses_AtTheThreshold_AndNotWithAProblem() {
    var result = MutationResult(target: target)
    result.outcomes = (1...9).map { (mutant($0), .killed(test: "T")) } + [(mutant(10), .survived)]
    XCTAssertTrue(result.passes, result.summary)
    result.problem = "the reference does not build"
    XCTAssertFalse(result.passes)
  }

  func testEquivalents_MatchFileLineTextAndChange() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("eq-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try Fixtures.write(
      #"[{"file": "F.swift", "line": "a + b", "change": "`+` → `-`", "reason": "b is 0"}]"#,
      to: EquivalentMutants.path, in: root)
    let equivalents = try EquivalentMutants(root: root)
    XCTAssertEqual(equivalents.reason(for: mutant(7)), "b is 0")
    let other = MutantGenerator(file: "F.swift", text: "a + c").mutants[0]
    XCTAssertNil(equivalents.reason(for: other))
  }

  func testEquivalents_AnOccurrence_PicksOneOfIdenticalLinesAndChanges() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("eq-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let twins = MutantGenerator(file: "F.swift", text: "a + b\nc\na + b\n").mutants.filter {
      $0.change == "`+` → `-`"
    }
    XCTAssertEqual(twins.map(\.line), [1, 3])
    XCTAssertEqual(twins.map(\.occurrence), [1, 2])
    XCTAssertTrue(twins[1].listing.hasSuffix("(occurrence 2)"), twins[1].listing)
    XCTAssertFalse(twins[0].listing.contains("occurrence"), twins[0].listing)
    try Fixtures.write(
      #"[{"file": "F.swift", "line": "a + b", "change": "`+` → `-`", "reason": "the second", "#
        + #""occurrence": 2}]"#,
      to: EquivalentMutants.path, in: root)
    let second = try EquivalentMutants(root: root)
    XCTAssertNil(second.reason(for: twins[0]))
    XCTAssertEqual(second.reason(for: twins[1]), "the second")
    try Fixtures.write(
      #"[{"file": "F.swift", "line": "a + b", "change": "`+` → `-`", "reason": "both"}]"#,
      to: EquivalentMutants.path, in: root)
    let both = try EquivalentMutants(root: root)
    XCTAssertEqual(twins.map { both.reason(for: $0) }, ["both", "both"])
  }

  func testEquivalents_ACorruptListIsACourseError() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("eq-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try Fixtures.write("{", to: EquivalentMutants.path, in: root)
    XCTAssertThrowsError(try EquivalentMutants(root: root)) {
      XCTAssertTrue("\($0)".hasPrefix("Tests/Mutation/EquivalentMutants.json is not a JSON array"))
    }
    XCTAssertEqual(try EquivalentMutants(root: root.appendingPathComponent("none")).entries, [])
  }
}
