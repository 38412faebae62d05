import EffectKit
import XCTest

final class EffectMapTests: XCTestCase {
  func testMap_TransformsEveryValueAndKeepsCompletion() {
    let (recording, cancellable) = Effect.merge(Effect(value: 1), Effect(value: 2))
      .map { $0 * 10 }
      .record()

    XCTAssertEqual(recording.values, [10, 20])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testCompactMap_DropsNils() {
    let (recording, cancellable) = Effect.merge(Effect(value: "1"), Effect(value: "x"))
      .compactMap(Int.init)
      .record()

    XCTAssertEqual(recording.values, [1])
    XCTAssertEqual(recording.completions, 1)
    _ = cancellable
  }

  func testMap_CancellingDownstreamCancelsUpstream() {
    var upstreamCancelled = false
    let upstream = Effect<Int> { _ in Cancellable { upstreamCancelled = true } }

    let cancellable = upstream.map { $0 + 1 }.sink { _ in }
    cancellable.cancel()

    XCTAssertTrue(upstreamCancelled)
  }
}
