import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import Reminders

/// Checks of the live parts this step gives you: the sample reminders, the stand-in reminders
/// store, which answers later and from a background queue, and the offline prime lookup.
final class RemindersLiveChecks: LocalizedTestCase {
  func testSamples_AreNumberedOneToFour_AndOnlyTheLastIsDone() {
    XCTAssertEqual(Reminder.samples.map(\.id), [1, 2, 3, 4])
    XCTAssertEqual(Reminder.samples.map(\.isCompleted), [false, false, false, true])
    XCTAssertFalse(Reminder(id: 9, title: "New").isCompleted, "a new reminder is not done")
  }

  func testMatching_IgnoresCase_InTheQueryAndInTheTitles() {
    // "Buy milk" and "Call Mila about Saturday": one title in lower case, one capitalised.
    for query in ["mil", "MIL", "Mil", "mIL"] {
      XCTAssertEqual(
        Reminder.samples.matching(query).map(\.id), [1, 2],
        "searching \"\(query)\" should find both titles that contain it, whatever the case of "
          + "either")
    }
    XCTAssertEqual(Reminder.samples.matching("WATER THE").map(\.id), [4])
    XCTAssertEqual(Reminder.samples.matching("bread").map(\.id), [])
  }

  func testLiveStore_GrantsAccessAndAnswersFromTheSamples_Later() {
    let live = RemindersEnvironment.live.reminders
    XCTAssertEqual(answers(of: live.requestAccess()), [true])
    XCTAssertEqual(answers(of: live.fetch()), [Reminder.samples])
    XCTAssertEqual(answers(of: live.search("mil")), [Reminder.samples.matching("mil")])
  }

  func testLiveStore_AnswersNothingAtOnce() {
    var answered = false
    let cancellable = RemindersEnvironment.live.reminders.fetch().sink { _ in answered = true }
    XCTAssertFalse(answered, "the live store answers after a pause, never at once")
    cancellable.cancel()
  }

  func testOfflineLookup_TakesAMomentLikeARequest() {
    XCTAssertEqual(answers(of: offlineNthPrime(6), atLeast: 0.2), [13])
  }

  /// What `effect` emits before it finishes, which must take at least `minimum` seconds (a lower
  /// bound only: a slow machine makes it longer, never shorter).
  private func answers<Value>(of effect: Effect<Value>, atLeast minimum: TimeInterval = 0.3)
    -> [Value]
  {
    let started = Date()
    var values: [Value] = []
    let finished = expectation(description: "the answer finished")
    let cancellable = effect.sink(
      receiveCompletion: { _ in finished.fulfill() }, receiveValue: { values.append($0) })
    wait(for: [finished], timeout: 5)
    cancellable.cancel()
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), minimum, "answered too soon")
    return values
  }
}
