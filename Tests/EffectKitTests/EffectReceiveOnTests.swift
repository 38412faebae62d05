import EffectKit
import XCTest

final class EffectReceiveOnTests: XCTestCase {
  func testReceiveOn_DeliversValuesAndCompletionOnTheQueueInOrder() {
    let queue = DispatchQueue(label: "receive-on-tests")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    queue.suspend()
    let finished = expectation(description: "finished")
    var deliveredOnQueue: [Bool] = []
    var values: [Int] = []

    let cancellable = Effect.merge((1...100).map { Effect(value: $0) })
      .receive(on: queue)
      .sink(
        receiveCompletion: { _ in
          deliveredOnQueue.append(DispatchQueue.getSpecific(key: key) == true)
          finished.fulfill()
        },
        receiveValue: { value in
          deliveredOnQueue.append(DispatchQueue.getSpecific(key: key) == true)
          values.append(value)
        }
      )
    XCTAssertEqual(values, [], "nothing is delivered synchronously")
    queue.resume()

    wait(for: [finished], timeout: 5)
    XCTAssertEqual(values, Array(1...100))
    XCTAssertEqual(deliveredOnQueue, Array(repeating: true, count: 101))
    _ = cancellable
  }

  func testReceiveOn_CancelledBeforeDeliveryDeliversNothing() {
    let queue = DispatchQueue(label: "receive-on-cancel")
    queue.suspend()
    var values: [Int] = []

    let cancellable = Effect(value: 1).receive(on: queue).sink { values.append($0) }
    cancellable.cancel()
    queue.resume()
    queue.sync {}

    XCTAssertEqual(values, [])
  }

  func testReceiveOn_HopsBackFromABackgroundQueue() {
    let delivered = expectation(description: "delivered on main")
    let background = Effect<Int> { observer in
      DispatchQueue.global().async {
        observer.send(42)
        observer.finish()
      }
      return Cancellable()
    }

    let cancellable = background.receive(on: .main).sink { value in
      XCTAssertTrue(Thread.isMainThread)
      XCTAssertEqual(value, 42)
      delivered.fulfill()
    }

    wait(for: [delivered], timeout: 5)
    _ = cancellable
  }
}
