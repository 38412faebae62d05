import Foundation
import Testing
import WorkshopChecks

@testable import PrimeTime

/// Task 2 of the lesson: `Dependencies.test` fails the test when a dependency is called without
/// an override, and carries on with a harmless value instead of crashing.
@Suite(.localizedIssues, .timeLimit(.minutes(1)))
struct TestDependenciesChecks {
  @Test func unoverriddenNthPrime_RecordsAnIssueNamingIt() async {
    var answer: Int? = -1
    await withKnownIssue(
      "TODO(2): Dependencies.test.nthPrime should record an issue whose message names nthPrime"
    ) {
      answer = await Dependencies.test.nthPrime(3)
    } matching: { issue in
      mentions(issue, "nthPrime")
    }
    #expect(answer == nil, "TODO(2): after recording its issue, nthPrime should answer nil")
  }

  @Test func unoverriddenNow_RecordsAnIssueNamingIt() {
    withKnownIssue(
      "TODO(2): Dependencies.test.now should record an issue whose message names now"
    ) {
      _ = Dependencies.test.now()
    } matching: { issue in
      mentions(issue, "now")
    }
  }

  @Test func overridingOneDependency_LeavesTheOthersFailing() async {
    var overridden = Dependencies.test
    overridden.nthPrime = { _ in 17 }
    await Dependencies.$current.withValue(overridden) {
      // The override answers without complaint...
      #expect(await Dependencies.current.nthPrime(3) == 17)
      // ...and the dependency nobody overrode still fails the test.
      withKnownIssue("TODO(2): a dependency the test did not override should record an issue") {
        _ = Dependencies.current.now()
      }
    }
  }

  @Test(.testDependencies)
  func testDependenciesTrait_StartsFromTheTestDefault() async {
    await withKnownIssue(
      "TODO(2): with .testDependencies, an unoverridden nthPrime should record an issue"
    ) {
      _ = await Dependencies.current.nthPrime(3)
    }
  }
}

private func mentions(_ issue: Issue, _ name: String) -> Bool {
  issue.comments.contains { $0.rawValue.contains(name) }
}
