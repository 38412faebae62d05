import WorkshopChecks
import XCTest

final class PlantedBugHuntTests: FailureCapturingTestCase {
  func testHuntWithoutTests_FailsAtTheCallerWithAClearReason() throws {
    let hunt = PlantedBugHunt(testModule: "NoSuchTestModule", bugs: [PlantedBug(1, "anything")])

    let failures = try captureFailures { try assertTestsCatch(hunt) }

    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, #line - 3)
    XCTAssertEqual(
      failures.first?.message.hasSuffix(
        "Your tests could not be run against the planted bugs: no tests found; write some in Tests/ first"),
      true, "\(failures)")
  }

  func testPlantedBugModule_FollowsTheSideAndNumberOfTheChecks() {
    XCTAssertEqual(
      PlantedBugHunt.testModule(forChecksModule: "Exercise05Checks.FavoritePrimesChecks"),
      "PlantedBugs05ExerciseTests")
    XCTAssertEqual(
      PlantedBugHunt.testModule(forChecksModule: "Solution12Checks"), "PlantedBugs12SolutionTests")
  }

  func testActive_IsNilOutsideAHunt() {
    XCTAssertNil(PlantedBug.active)
  }
}
