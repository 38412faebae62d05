import Foundation
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge
@testable import WorkshopMutation

/// A mutant runs first the tests likeliest to kill it: those that killed the most mutants of its
/// file so far, then the file's other killers and the tests named after it, then the rest.
final class KillingTestsTests: XCTestCase {
  let listing = TestListing(
    xctestListing: """
      EffectKitTests.DebounceTests/testA
      EffectKitTests.MapTests/testB
      EffectKitTests.MapTests/testC
      EffectKitTests.ZipTests/testD
      EffectKitTests.ZipTests/testE
      """,
    swiftTestingListing: "EffectKitTests.Suite/counts()/Counts.swift:3:4")
  let file = "Sources/EffectKit/Effect+Debounce.swift"

  func testKillers_AreListedByHowManyTheyKilled_TiesInTheListingsOrder() {
    let kills = KillingTests()
    kills.note("ZipTests.testE", killedAMutantOf: file, in: listing)
    kills.note("Suite.counts()", killedAMutantOf: file, in: listing)
    kills.note("MapTests.testC", killedAMutantOf: file, in: listing)
    kills.note("ZipTests.testE", killedAMutantOf: file, in: listing)
    kills.note("NoSuchTests.testZ", killedAMutantOf: file, in: listing)
    XCTAssertEqual(
      kills.entries(for: file, in: listing),
      [
        "EffectKitTests.ZipTests/testE", "EffectKitTests.MapTests/testC",
        "EffectKitTests.Suite/counts()/Counts.swift:3:4",
      ])
    XCTAssertEqual(kills.entries(for: "Sources/EffectKit/Other.swift", in: listing), [])
  }

  func testAFileWithNeitherKillersNorTestsNamedAfterIt_RunsEveryTestAtOnce() throws {
    let runner = MutationRunner(
      course: Course(root: try Fixtures.emptyFolder(for: self), steps: []))
    XCTAssertEqual(runner.batches(of: listing, for: "Sources/EffectKit/Other.swift"), [listing])
    XCTAssertEqual(runner.batches(of: listing, for: ""), [listing])
  }

  func testTheLeadingKillersRunFirst_ThenTheOtherKillersAndTheNamedTests_ThenTheRest() throws {
    let runner = MutationRunner(
      course: Course(root: try Fixtures.emptyFolder(for: self), steps: []))
    XCTAssertEqual(
      runner.batches(of: listing, for: file).map { $0.xctest + $0.swiftTesting },
      [
        ["EffectKitTests.DebounceTests/testA"],
        Array(listing.xctest.dropFirst()) + listing.swiftTesting,
      ], "with no kills yet, the tests named after the file go first")
    for name in ["MapTests.testB", "ZipTests.testD", "ZipTests.testD", "Suite.counts()"] {
      runner.killingTests.note(name, killedAMutantOf: file, in: listing)
    }
    runner.killingTests.note("MapTests.testC", killedAMutantOf: file, in: listing)
    XCTAssertEqual(
      runner.batches(of: listing, for: file).map { $0.xctest + $0.swiftTesting },
      [
        [
          "EffectKitTests.MapTests/testB", "EffectKitTests.MapTests/testC",
          "EffectKitTests.ZipTests/testD",
        ],
        ["EffectKitTests.DebounceTests/testA", "EffectKitTests.Suite/counts()/Counts.swift:3:4"],
        ["EffectKitTests.ZipTests/testE"],
      ], "the three that killed the most (testD twice), each batch in the listing's order")
  }
}
