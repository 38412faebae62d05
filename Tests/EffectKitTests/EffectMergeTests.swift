import EffectKit
import XCTest

final class EffectMergeTests: XCTestCase {
  func testMerge_EmitsAllValuesAndFinishesWhenAllHaveFinished() {
    var sendSlow: ((Int) -> Void)?
    var finishSlow: (() -> Void)?
    let slow = Effect<Int> { observer in
      sendSlow = observer.send
      finishSlow = observer.finish
      return Cancellable()
    }

    let (recording, cancellable) = Effect.merge(Effect(value: 1), slow).record()
    XCTAssertEqual(recording.values, [1])
    XCTAssertFalse(recording.isFinished, "one effect is still running")

    sendSlow?(2)
    finishSlow?()

    XCTAssertEqual(recording.values, [1, 2])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testMerge_OfNothingFinishesAtOnce() {
    let (recording, cancellable) = Effect<Int>.merge([]).record()

    XCTAssertEqual(recording.values, [])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testMerge_CancelCancelsEveryEffect() {
    var cancelled: [String] = []
    let first = Effect<Int> { _ in Cancellable { cancelled.append("first") } }
    let second = Effect<Int> { _ in Cancellable { cancelled.append("second") } }

    Effect.merge(first, second).sink { _ in }.cancel()

    XCTAssertEqual(cancelled.sorted(), ["first", "second"])
  }

  func testMerge_CancelsItsEffectsInTheOrderItWasGivenThem() {
    var cancelled: [Int] = []
    let effects = (1...3).map { index in
      Effect<Int> { _ in Cancellable { cancelled.append(index) } }
    }

    Effect.merge(effects).sink { _ in }.cancel()

    XCTAssertEqual(cancelled, [1, 2, 3])
  }
}
