import Foundation

/// A unit of work that starts when subscribed, may emit values, and then completes. It cannot fail.
///
/// Reducers return effects instead of performing side effects themselves, so that the work can be
/// described, tested, and run by a `Store`. Nothing runs until someone calls `sink`:
///
/// ```swift
/// let effect = Effect<Int>.sync { 42 }        // nothing has run yet
/// let cancellable = effect.sink { print($0) }  // prints 42
/// ```
public struct Effect<Output> {
  private let run: (EffectObserver<Output>) -> Cancellable

  /// Creates an effect from a closure that is called once per subscription.
  ///
  /// The closure receives an observer to `send` values to and `finish`, and returns a
  /// `Cancellable` that stops any work still in flight:
  ///
  /// ```swift
  /// Effect<Data?> { observer in
  ///   observer.send(try? Data(contentsOf: url))
  ///   observer.finish()
  ///   return Cancellable {}
  /// }
  /// ```
  public init(_ run: @escaping (EffectObserver<Output>) -> Cancellable) {
    self.run = run
  }

  /// Starts the effect, calling `receiveValue` for each value and `receiveCompletion` once at the end.
  ///
  /// Keep the returned `Cancellable` for as long as the effect should run: releasing it cancels the
  /// work, exactly like Combine's `AnyCancellable`.
  ///
  /// - Parameters:
  ///   - receiveCompletion: Called once when the effect finishes (never after a cancellation).
  ///   - receiveValue: Called for every value the effect emits.
  /// - Returns: A cancellable that stops the effect when cancelled or released.
  public func sink(
    receiveCompletion: @escaping (Completion<Never>) -> Void = { _ in },
    receiveValue: @escaping (Output) -> Void
  ) -> Cancellable {
    let observer = EffectObserver(
      receiveValue: receiveValue,
      receiveFinished: { receiveCompletion(.finished) }
    )
    observer.attach(upstream: run(observer))
    return Cancellable { observer.cancel() }
  }
}
