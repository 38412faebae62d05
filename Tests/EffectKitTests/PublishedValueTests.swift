import EffectKit
import XCTest

final class PublishedValueTests: XCTestCase {
  func testValues_EmitTheCurrentValueOnSubscriptionThenEveryChange() {
    let text = PublishedValue("a")
    let (recording, cancellable) = text.values.record()
    XCTAssertEqual(recording.values, ["a"])

    text.value = "b"
    text.value = "c"

    XCTAssertEqual(recording.values, ["a", "b", "c"])
    XCTAssertEqual(text.value, "c")
    XCTAssertEqual(recording.completions, 0, "a published value never finishes")
    _ = cancellable
  }

  func testValues_ReachEverySubscriber() {
    let number = PublishedValue(0)
    let (first, firstCancellable) = number.values.record()
    number.value = 1
    let (second, secondCancellable) = number.values.record()
    number.value = 2

    XCTAssertEqual(first.values, [0, 1, 2])
    XCTAssertEqual(second.values, [1, 2])
    _ = (firstCancellable, secondCancellable)
  }

  func testValues_ReleasingTheCancellableStopsDeliveryAndUnsubscribes() {
    let number = PublishedValue(0)
    let recording = Recording<Int>()
    var cancellable: Cancellable? = number.values.sink(receiveValue: recording.append)
    XCTAssertEqual(number.subscriberCount, 1)

    cancellable = nil
    number.value = 1

    XCTAssertEqual(recording.values, [0])
    XCTAssertEqual(number.subscriberCount, 0)
    _ = cancellable
  }

  func testValues_AnOperatorThatFinishesUnsubscribes() {
    let number = PublishedValue(0)

    let (recording, cancellable) = number.values.first().record()

    XCTAssertEqual(recording.values, [0])
    XCTAssertEqual(recording.completions, 1)
    XCTAssertEqual(number.subscriberCount, 0)
    _ = cancellable
  }

  func testValues_ASubscriberMaySetTheValueFromInsideADelivery() {
    let number = PublishedValue(0)
    let (recording, cancellable) = number.values.record()
    let doubler = number.values.dropFirst().sink { value in
      if value < 4 { number.value = value * 2 }
    }

    number.value = 1

    XCTAssertEqual(recording.values, [0, 1, 2, 4])
    XCTAssertEqual(number.value, 4)
    _ = (cancellable, doubler)
  }

  func testValues_EverySubscriberSeesTheChangesInOrder_WhenOneSetsTheValueWhileItIsDelivered() {
    let number = PublishedValue(0)
    let doubler = number.values.dropFirst().sink { value in
      if value < 4 { number.value = value * 2 }
    }
    // NB: subscribers are not called in the order they joined; with ten of them, some follow
    // the doubler.
    let recordings = (0..<10).map { _ in number.values.record() }

    number.value = 1

    for (recording, _) in recordings { XCTAssertEqual(recording.values, [0, 1, 2, 4]) }
    _ = (doubler, recordings)
  }

  func testValues_ChangesQueuedDuringADelivery_GoOutInTheOrderTheyWereMade() {
    let number = PublishedValue(0)
    // One subscriber sets two values while 1 is being delivered: both wait their turn.
    let setter = number.values.dropFirst().sink { value in
      guard value == 1 else { return }
      number.value = 2
      number.value = 3
    }
    let recordings = (0..<10).map { _ in number.values.record() }

    number.value = 1

    for (recording, _) in recordings { XCTAssertEqual(recording.values, [0, 1, 2, 3]) }
    XCTAssertEqual(number.value, 3)
    _ = (setter, recordings)
  }

  func testValues_ASubscriberJoiningDuringADeliveryGetsEachValueOnce() {
    let number = PublishedValue(0)
    var late: (recording: Recording<Int>, cancellable: Cancellable)?
    let joiner = number.values.dropFirst().sink { value in
      guard value == 1 else { return }
      number.value = 2  // queued until the delivery of 1 is over
      late = number.values.record()  // starts from 2, the current value
    }

    number.value = 1
    number.value = 3

    XCTAssertEqual(late?.recording.values, [2, 3])
    _ = joiner
  }

  func testValues_ChangesFromManyThreadsReachEverySubscriberOnceAndInTheSameOrder() {
    let number = PublishedValue(0)
    let (first, firstCancellable) = number.values.dropFirst().record()
    let (second, secondCancellable) = number.values.dropFirst().record()

    DispatchQueue.concurrentPerform(iterations: 200) { number.value = $0 + 1 }

    XCTAssertEqual(first.values.sorted(), Array(1...200))
    XCTAssertEqual(first.values, second.values, "every subscriber sees the same order")
    XCTAssertEqual(first.values.last, number.value, "the last change delivered is the value now")
    _ = (firstCancellable, secondCancellable)
  }

  func testValues_DeliverOnTheThreadThatSetTheValue() {
    let delivered = expectation(description: "delivered")
    let queue = DispatchQueue(label: "published-value-tests")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let number = PublishedValue(0)
    var deliveredOnQueue: Bool?

    let cancellable = number.values.dropFirst().sink { _ in
      deliveredOnQueue = DispatchQueue.getSpecific(key: key) == true
      delivered.fulfill()
    }
    queue.async { number.value = 1 }
    wait(for: [delivered], timeout: 5)

    XCTAssertEqual(deliveredOnQueue, true)
    _ = cancellable
  }
}
