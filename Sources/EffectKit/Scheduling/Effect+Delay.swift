import Foundation

extension Effect {
  /// Delivers every value, and the completion, `interval` seconds after the effect emitted it,
  /// on `scheduler`, keeping their order.
  ///
  /// ```swift
  /// Effect(value: "saved").delay(for: 2, scheduler: environment.mainQueue)
  /// ```
  ///
  /// Under a `TestScheduler`, nothing arrives until the test advances the clock by `interval`.
  /// Cancelling the effect drops whatever is still waiting.
  public func delay(for interval: TimeInterval, scheduler: some Scheduler) -> Effect {
    deliver(on: scheduler, after: interval)
  }

  /// Hands each value and the completion to `scheduler`, to deliver `delay` seconds later.
  func deliver(on scheduler: some Scheduler, after delay: TimeInterval) -> Effect {
    Effect { observer in
      // NB: each scheduled delivery keeps its token here until it runs; cancelling the effect
      // cancels the deliveries still waiting.
      let deliveries = SubscriptionSet()
      let schedule = { (work: @escaping @Sendable () -> Void) in
        let id = deliveries.reserveID()
        let token = scheduler.schedule(after: delay) {
          deliveries.remove(id)
          work()
        }
        deliveries.store(token, for: id)
      }
      let upstream = self.sink(
        receiveCompletion: { _ in schedule { observer.finish() } },
        receiveValue: { value in
          let box = UncheckedSendable(value)
          schedule { observer.send(box.value) }
        }
      )
      return Cancellable {
        upstream.cancel()
        deliveries.cancelAll()
      }
    }
  }
}
