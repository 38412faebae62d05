import Dispatch

extension Effect {
  /// Delivers the effect's values and completion on `queue`, in the order they were emitted.
  ///
  /// Reducers use it to bring results of background work back to the queue the store runs on:
  ///
  /// ```swift
  /// Current.nthPrime(count).receive(on: DispatchQueue.main)
  /// ```
  public func receive(on queue: DispatchQueue) -> Effect {
    Effect { observer in
      self.sink(
        receiveCompletion: { _ in queue.async { observer.finish() } },
        receiveValue: { value in
          let box = UncheckedSendable(value)
          queue.async { observer.send(box.value) }
        }
      )
    }
  }
}
