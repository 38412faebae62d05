import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import FavoritePrimes

/// Checks `absurd` where it can be checked (in types) and `fireAndForget()` where it runs.
///
/// The `Effect<Never>` under test is built with the library's static `Effect.fireAndForget { }`
/// constructor, which wraps a closure; the instance method `fireAndForget()` lifts an existing
/// `Effect<Never>` into another output type.
final class FireAndForgetChecks: LocalizedTestCase {
  private var runs = 0

  /// An effect whose work counts how often it ran.
  private var countedWork: Effect<Never> {
    Effect<Never>.fireAndForget { self.runs += 1 }
  }

  // MARK: - TODO(1): absurd

  func testAbsurd_LiftsAnEffectOfNeverIntoAnyOutputType() {
    // NB: no check can call `absurd`, because no value of type `Never` exists to call it with.
    // The compiler is this check: the three lines below build only if `absurd` promises any
    // result type. What runs is the lift itself: the work happens, nothing is emitted.
    let numbers: Effect<Int> = countedWork.map(absurd)
    let words: Effect<String> = countedWork.map(absurd)
    let actions: Effect<FavoritePrimesAction> = countedWork.map(absurd)

    let recordings = (runSynchronously(numbers), runSynchronously(words), runSynchronously(actions))

    XCTAssertEqual(runs, 3, "TODO(1): each lifted effect should run the work once")
    XCTAssertEqual(recordings.0.values, [], "TODO(1): a lifted Effect<Never> emits nothing")
    XCTAssertEqual(recordings.1.values, [], "TODO(1): a lifted Effect<Never> emits nothing")
    XCTAssertEqual(recordings.2.values, [], "TODO(1): a lifted Effect<Never> emits nothing")
  }

  // MARK: - TODO(2): fireAndForget()

  func testFireAndForget_RunsTheWorkOnceWhenSubscribed() {
    let lifted: Effect<FavoritePrimesAction> = countedWork.fireAndForget()
    XCTAssertEqual(runs, 0, "TODO(2): fireAndForget() must not run the work; subscribing does")

    let recording = runSynchronously(lifted)

    XCTAssertEqual(
      runs, 1,
      "TODO(2): subscribing to the lifted effect should run the lifted effect's work exactly once"
    )
    XCTAssertEqual(recording.values, [], "TODO(2): the lifted effect should emit no action")
    XCTAssertTrue(recording.finished, "TODO(2): the lifted effect should finish after the work")
  }

  func testFireAndForget_FitsAnyOutputType() {
    let numbers: Effect<Int> = countedWork.fireAndForget()
    let words: Effect<String> = countedWork.fireAndForget()

    let recordings = (runSynchronously(numbers), runSynchronously(words))

    XCTAssertEqual(runs, 2, "TODO(2): fireAndForget() should run the work for any output type")
    XCTAssertTrue(
      recordings.0.finished && recordings.1.finished,
      "TODO(2): the lifted effect should finish whatever its output type"
    )
  }

  func testFireAndForget_FinishesOnlyWhenTheLiftedEffectFinishes() {
    let endless = Effect<Never>.empty(completeImmediately: false)

    let recording = runSynchronously(endless.fireAndForget() as Effect<FavoritePrimesAction>)

    XCTAssertFalse(
      recording.finished,
      "TODO(2): the lifted effect should finish when the effect it lifts finishes, not on its own"
    )
  }
}
