/// An effect that can fail: it emits values, then either finishes or fails with an error.
///
/// Reducers cannot handle errors they never see, so a failable stage is always turned back into
/// an `Effect` with `catch`, and then `eraseToEffect()`:
///
/// ```swift
/// fileClient.load("primes.json")
///   .compactMap { $0 }
///   .decode(type: [Int].self, decoder: JSONDecoder())   // FailableEffect<[Int], Error>
///   .catch { _ in Effect.empty() }                      // FailableEffect<[Int], Never>
///   .eraseToEffect()                                    // Effect<[Int]>
/// ```
public struct FailableEffect<Output, Failure: Error> {
  // NB: a failure travels as a `.failure` value and ends the effect; see `sink`.
  let results: Effect<Result<Output, Failure>>

  /// Creates a failable effect from an effect of results. The first `.failure` ends it.
  public init(results: Effect<Result<Output, Failure>>) {
    self.results = results
  }

  /// Starts the effect. `receiveCompletion` gets `.failure` for the first error, after which
  /// nothing else is delivered, or `.finished` if no error happened.
  ///
  /// - Returns: A cancellable that stops the effect when cancelled or released.
  public func sink(
    receiveCompletion: @escaping (Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> Cancellable {
    Effect<Output> { observer in
      let failed = Flag()
      return self.results.sink(
        receiveCompletion: { _ in
          if !failed.isSet { receiveCompletion(.finished) }
          observer.finish()
        },
        receiveValue: { result in
          switch result {
          case let .success(value):
            observer.send(value)
          case let .failure(error):
            failed.set()
            observer.finish()
            receiveCompletion(.failure(error))
          }
        }
      )
    }
    .sink(receiveValue: receiveValue)
  }

  /// Transforms every value; errors pass through unchanged.
  public func map<NewOutput>(
    _ transform: @escaping (Output) -> NewOutput
  ) -> FailableEffect<NewOutput, Failure> {
    FailableEffect<NewOutput, Failure>(results: results.map { $0.map(transform) })
  }

  /// Replaces the first error with the effect `handler` returns for it. The result cannot fail.
  ///
  /// ```swift
  /// .catch { _ in Effect.empty() }   // on error: emit nothing, just finish
  /// ```
  public func `catch`(
    _ handler: @escaping (Failure) -> Effect<Output>
  ) -> FailableEffect<Output, Never> {
    let recovered = Effect<Result<Output, Never>> { observer in
      let recovery = CancellableBag()
      let upstream = self.sink(
        receiveCompletion: { completion in
          guard case let .failure(error) = completion else { return observer.finish() }
          recovery.insert(
            handler(error).sink(
              receiveCompletion: { _ in observer.finish() },
              receiveValue: { observer.send(.success($0)) }
            )
          )
        },
        receiveValue: { observer.send(.success($0)) }
      )
      recovery.insert(upstream)
      return Cancellable { recovery.cancelAll() }
    }
    return FailableEffect<Output, Never>(results: recovered)
  }
}

extension FailableEffect where Failure == Never {
  /// Turns an effect that can no longer fail back into a plain `Effect`.
  public func eraseToEffect() -> Effect<Output> {
    results.map { result in
      switch result {
      case let .success(value): return value
      }
    }
  }
}
