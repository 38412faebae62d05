extension Effect {
  /// Emits at most the first `maxLength` values, then finishes and cancels the upstream.
  ///
  /// It turns an effect that never ends, like a `PublishedValue`'s `values`, into one that does:
  ///
  /// ```swift
  /// counter.values.prefix(3)  // the current value and the next two, then finishes
  /// ```
  ///
  /// A `maxLength` of zero or less finishes at once without subscribing to the upstream.
  public func prefix(_ maxLength: Int) -> Effect {
    Effect { observer in
      guard maxLength > 0 else {
        observer.finish()
        return Cancellable()
      }
      let remaining = Locked(maxLength)
      // NB: finishing the observer releases this subscription, which cancels the upstream.
      return self.sink(
        receiveCompletion: { _ in observer.finish() },
        receiveValue: { value in
          let left = remaining.withValue { count -> Int in
            count -= 1
            return count
          }
          guard left >= 0 else { return }
          observer.send(value)
          if left == 0 { observer.finish() }
        }
      )
    }
  }

  /// Emits only the first value, then finishes and cancels the upstream.
  ///
  /// ```swift
  /// counter.values.first()  // the current value, then finishes
  /// ```
  ///
  /// An upstream that finishes without a value makes `first()` finish without one too.
  public func first() -> Effect {
    prefix(1)
  }
}
