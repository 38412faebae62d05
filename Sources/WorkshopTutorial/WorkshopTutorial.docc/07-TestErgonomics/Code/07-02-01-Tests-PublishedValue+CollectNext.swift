  /// The next `count` values this published value takes, skipping the one it has now,
  /// emitted as one array; then the effect finishes.
  ///
  /// ```swift
  /// let counter = PublishedValue(0)
  /// counter.collectNext(2) // after counter.value = 1 and = 2: emits [1, 2] and finishes
  /// ```
  func collectNext(_ count: Int) -> Effect<[Value]> {
    values
      .dropFirst()
      .prefix(count)
      .collect()
  }
