extension Effect {
  /// Transforms every value the effect emits.
  ///
  /// ```swift
  /// Effect(value: 2).map { $0 * 10 }  // emits 20
  /// ```
  public func map<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> Effect<NewOutput> {
    compactMap(transform)
  }

  /// Transforms every value and drops the ones that become `nil`.
  ///
  /// ```swift
  /// fileClient.load("primes.json").compactMap { $0 }  // Effect<Data?> -> Effect<Data>
  /// ```
  public func compactMap<NewOutput>(
    _ transform: @escaping (Output) -> NewOutput?
  ) -> Effect<NewOutput> {
    Effect<NewOutput> { observer in
      self.sink(
        receiveCompletion: { _ in observer.finish() },
        receiveValue: { value in
          if let newValue = transform(value) { observer.send(newValue) }
        }
      )
    }
  }
}
