import Foundation
import XCTest

@testable import WorkshopMutation

/// The operators for the slips of a diagnosis: a hand-written `==` that forgets a field, and an
/// `if … else if` chain that tries the general case first.
final class MutantGeneratorDiagnosisTests: XCTestCase {
  /// `code` with each mutant of `kind` applied.
  private func applied(_ code: String, _ kind: MutantKind) -> [String] {
    MutantGenerator(file: "F.swift", text: code).mutants.filter { $0.kind == kind }
      .map { $0.applied(to: code) }
  }

  func testAHandWrittenEquality_LosesEachOfItsComparisonsInTurn() {
    let code = """
      struct Task: Hashable {
        static func == (lhs: Self, rhs: Self) -> Bool {
          lhs.store === rhs.store && lhs.number == rhs.number
        }
        func hash(into hasher: inout Hasher) { hasher.combine(number) }
      }
      """
    XCTAssertEqual(
      applied(code, .droppedComparison),
      [
        code.replacingOccurrences(of: "lhs.store === rhs.store && ", with: ""),
        code.replacingOccurrences(of: " && lhs.number == rhs.number", with: ""),
      ])
  }

  func testAnEqualityOfOneComparison_OrAnyOtherFunction_KeepsIt() {
    let code = """
      static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
      func isReady(_ a: Bool, _ b: Bool) -> Bool { a && b }
      """
    XCTAssertEqual(applied(code, .droppedComparison), [])
  }

  func testTwoBranchesOfADiagnosis_AreSwapped_ConditionsAndBodies() {
    let code = """
      func assertState() {
        if expected == asserted, actual == asserted {
          report(.idleClosure)
        } else if actual != expected {
          report(.diff)
        }
      }
      """
    XCTAssertEqual(
      applied(code, .swappedBranches),
      [
        """
        func assertState() {
          if actual != expected {
            report(.diff)
          } else if expected == asserted, actual == asserted {
            report(.idleClosure)
          }
        }
        """
      ])
  }
}
