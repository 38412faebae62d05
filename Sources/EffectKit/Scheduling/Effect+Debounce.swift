import Foundation

extension Effect {
  /// Starts the effect only after `interval` seconds in which no other effect with the same
  /// `id` was started, and cancels the one still waiting or running when a new one starts.
  ///
  /// It is made for search as you type: each keystroke returns a new debounced request, so
  /// typing "mi", "mil", "milk" quickly sends one request, for "milk", and a slow answer to an
  /// older query is cancelled before it can land:
  ///
  /// ```swift
  /// environment.search(query)
  ///   .receive(on: environment.mainQueue)
  ///   .map(SearchAction.response)
  ///   .debounce(id: SearchID(), for: 0.3, scheduler: environment.mainQueue)
  /// ```
  ///
  /// Under a `TestScheduler`, the effect starts when the test advances the clock by `interval`.
  /// Like `cancellable(id:cancelInFlight:)`, a cancelled effect finishes; `Effect.cancel(id:)`
  /// with the same id cancels it too.
  public func debounce(
    id: some Hashable & Sendable, for interval: TimeInterval, scheduler: some Scheduler
  ) -> Effect {
    Effect<Void>(value: ())
      .delay(for: interval, scheduler: scheduler)
      .flatMap { _ in self }
      .cancellable(id: id, cancelInFlight: true)
  }
}
