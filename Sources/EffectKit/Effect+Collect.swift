extension Effect {
  /// Gathers every value into one array, emitted when the effect finishes.
  ///
  /// Use it when the whole sequence matters more than each value, e.g. to assert on everything
  /// an effect emitted. The result emits nothing until the upstream finishes, so it never emits
  /// for an effect that runs forever (pair it with `prefix(_:)` there).
  ///
  /// ```swift
  /// Effect.merge(Effect(value: 1), Effect(value: 2)).collect()  // emits [1, 2], then finishes
  /// ```
  public func collect() -> Effect<[Output]> {
    Effect<[Output]> { observer in
      let collected = Locked<[Output]>([])
      return self.sink(
        receiveCompletion: { _ in
          observer.send(collected.withValue { $0 })
          observer.finish()
        },
        receiveValue: { value in collected.withValue { $0.append(value) } }
      )
    }
  }
}

extension FailableEffect {
  /// Gathers every value into one array, emitted when the effect finishes; if it fails, the
  /// result fails with the same error and emits no array.
  ///
  /// Awaiting a collected effect shows every value it emitted, not just the last:
  ///
  /// ```swift
  /// tokenizer.tokenize("#swift").collect()  // emits [[.hashtag("swift")]], then finishes
  /// ```
  public func collect() -> FailableEffect<[Output], Failure> {
    FailableEffect<[Output], Failure>(
      results: Effect { observer in
        let collected = Locked<[Output]>([])
        return self.sink(
          receiveCompletion: { completion in
            switch completion {
            case .finished: observer.send(.success(collected.withValue { $0 }))
            case let .failure(error): observer.send(.failure(error))
            }
            observer.finish()
          },
          receiveValue: { value in collected.withValue { $0.append(value) } }
        )
      }
    )
  }
}
