extension Effect {
  /// Skips the first `count` values and emits the rest.
  ///
  /// A `PublishedValue` emits its current value to every new subscriber; `dropFirst()` keeps
  /// only the changes that come after:
  ///
  /// ```swift
  /// document.values.dropFirst()  // every later change, not the value it has now
  /// ```
  public func dropFirst(_ count: Int = 1) -> Effect {
    Effect { observer in
      let toSkip = Locked(Swift.max(count, 0))
      return self.sink(
        receiveCompletion: { _ in observer.finish() },
        receiveValue: { value in
          let skip = toSkip.withValue { remaining -> Bool in
            guard remaining > 0 else { return false }
            remaining -= 1
            return true
          }
          if !skip { observer.send(value) }
        }
      )
    }
  }
}
