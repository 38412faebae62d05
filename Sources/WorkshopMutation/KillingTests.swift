import Foundation
import WorkshopJudge

/// The tests that killed mutants of each file so far in a run: a mutant of the same file is
/// likeliest to fail them too, so they run first, on their own, before the other tests that reach
/// it. A mutant that makes every test wait out a timeout then costs one such wait, not one a test.
final class KillingTests: @unchecked Sendable {
  private let lock = NSLock()
  /// By file, the listing entries of the tests that killed its mutants, with how many each killed.
  private var kills: [String: [String: Int]] = [:]

  /// Notes that the test printed as `name` killed a mutant of `file`.
  func note(_ name: String, killedAMutantOf file: String, in listing: TestListing) {
    let entries = listing.entries(printedAs: name)
    guard !entries.isEmpty else { return }
    lock.withLock {
      for entry in entries { kills[file, default: [:]][entry, default: 0] += 1 }
    }
  }

  /// The listing entries of the tests that killed mutants of `file`, the ones that killed the
  /// most first (ties in the order of `listing`).
  func entries(for file: String, in listing: TestListing) -> [String] {
    let counts = lock.withLock { kills[file] ?? [:] }
    let listed = (listing.xctest + listing.swiftTesting).filter { counts[$0] != nil }
    return listed.enumerated().sorted { a, b in
      (counts[a.element]!, b.offset) > (counts[b.element]!, a.offset)
    }.map(\.element)
  }
}
