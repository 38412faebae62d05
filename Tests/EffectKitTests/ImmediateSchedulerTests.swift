import EffectKit
import XCTest

final class ImmediateSchedulerTests: XCTestCase {
  func testSchedule_RunsAtOnceWhateverTheDelay() {
    let scheduler = ImmediateScheduler()
    let log = Recording<String>()

    let tokens = [
      scheduler.schedule { log.append("now") },
      scheduler.schedule(after: 3_600) { log.append("in an hour") },
    ]

    XCTAssertEqual(log.values, ["now", "in an hour"])
    _ = tokens
  }

  func testDelayAndReceiveOn_DeliverInsideSink() {
    let (recording, cancellable) = Effect.merge(Effect(value: 1), Effect(value: 2))
      .delay(for: 10, scheduler: ImmediateScheduler())
      .receive(on: ImmediateScheduler())
      .record()

    XCTAssertEqual(recording.values, [1, 2])
    XCTAssertTrue(recording.isFinished)
    _ = cancellable
  }
}
