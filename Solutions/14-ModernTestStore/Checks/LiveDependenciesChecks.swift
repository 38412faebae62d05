import Foundation
import Testing
import WorkshopChecks

@testable import PrimeTime

/// The live dependencies, which the app uses outside tests: the nthPrime, and the favourite
/// primes kept in a file.
@Suite(.localizedIssues, .timeLimit(.minutes(1)))
struct LiveDependenciesChecks {
  @Test func liveNthPrime_CountsTwoAsTheFirstPrime() async {
    guard
      let answers = await CheckDeadline.result(
        of: "The live nthPrime of 1, 6 and 0",
        {
          [
            await Dependencies.live.nthPrime(1), await Dependencies.live.nthPrime(6),
            await Dependencies.live.nthPrime(0),
          ]
        })
    else { return }
    #expect(answers == [2, 13, nil])
  }

  @Test func liveNthPrime_GoesOnPastItsPausesForOtherTasks() async {
    // NB: the search gives other tasks a turn every 4,096 candidates; the 2,000th prime is past
    // four of them.
    guard
      let answer = await CheckDeadline.result(
        of: "The live nthPrime(2_000)", { await Dependencies.live.nthPrime(2_000) })
    else { return }
    #expect(answer == 17_389)
  }

  @Test func liveFavorites_WhatASaveWrites_ALoadReadsBack_InTheUsersOrder() async {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("favorite-primes-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let live = Dependencies.live(favoritePrimesFile: file)

    #expect(await live.loadFavoritePrimes() == nil, "nothing is saved yet")
    await live.saveFavoritePrimes([7, 2, 31])
    #expect(await live.loadFavoritePrimes() == [7, 2, 31])
  }
}
