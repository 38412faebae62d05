extension Effect {
  /// Starts a new effect for every value and emits the values of all of them, as they arrive.
  ///
  /// Use it when each value needs more asynchronous work, such as tokenizing every edit:
  ///
  /// ```swift
  /// edits.values.flatMap { text in tokenize(text) }  // Effect<String> -> Effect<[Token]>
  /// ```
  ///
  /// The inner effects run side by side, so their values interleave in the order they are
  /// emitted. The result finishes once the upstream and every inner effect have finished;
  /// cancelling it cancels all of them.
  public func flatMap<NewOutput>(
    _ transform: @escaping (Output) -> Effect<NewOutput>
  ) -> Effect<NewOutput> {
    Effect<NewOutput> { observer in
      let inner = SubscriptionSet()
      // NB: the upstream counts as one piece of running work, each inner effect as another.
      let running = Locked(1)
      let finishOne = {
        let left = running.withValue { count -> Int in
          count -= 1
          return count
        }
        if left == 0 { observer.finish() }
      }
      let upstream = self.sink(
        receiveCompletion: { _ in finishOne() },
        receiveValue: { value in
          running.withValue { $0 += 1 }
          let id = inner.reserveID()
          let subscription = transform(value).sink(
            receiveCompletion: { _ in
              inner.remove(id)
              finishOne()
            },
            receiveValue: observer.send
          )
          inner.store(subscription, for: id)
        }
      )
      return Cancellable {
        upstream.cancel()
        inner.cancelAll()
      }
    }
  }
}

extension FailableEffect {
  /// Starts a new failable effect for every value and emits the values of all of them; the
  /// first error, from the upstream or from any inner effect, ends everything.
  ///
  /// ```swift
  /// usernames.flatMap { name in profileClient.fetch(name) }  // fails if any fetch fails
  /// ```
  public func flatMap<NewOutput>(
    _ transform: @escaping (Output) -> FailableEffect<NewOutput, Failure>
  ) -> FailableEffect<NewOutput, Failure> {
    FailableEffect<NewOutput, Failure>(
      results: results.flatMap { result in
        switch result {
        case let .success(value): return transform(value).results
        case let .failure(error): return Effect<Result<NewOutput, Failure>>(value: .failure(error))
        }
      }
    )
  }
}
