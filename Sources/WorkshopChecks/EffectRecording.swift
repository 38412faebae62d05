import EffectKit

/// What an effect did by the time subscribing to it returned: the values it emitted, and whether
/// it finished.
public struct EffectRecording<Output> {
  /// The values, in the order they were emitted.
  public var values: [Output] = []
  /// Whether the effect finished.
  public var finished = false
}

/// Subscribes to `effect` and returns what it did by the time `sink` returned.
///
/// NB: meant for effects that do their work on subscription (mocks, fire-and-forget work): there
/// is nothing to wait for, so an effect that has not finished by now never will.
///
/// ```swift
/// XCTAssertEqual(runSynchronously(Effect(value: 1)).values, [1])
/// ```
public func runSynchronously<Output>(_ effect: Effect<Output>) -> EffectRecording<Output> {
  var recording = EffectRecording<Output>()
  let cancellable = effect.sink(
    receiveCompletion: { _ in recording.finished = true },
    receiveValue: { recording.values.append($0) }
  )
  withExtendedLifetime(cancellable) {}
  return recording
}
