import EffectKit

/// What an effect did when it was run to the end: the values it emitted, and whether it finished.
struct EffectRecording<Output> {
  var values: [Output] = []
  var finished = false
}

/// Subscribes to `effect` and returns what it did by the time `sink` returned.
///
/// NB: every effect in these checks does its work synchronously, on subscription, so there is
/// nothing to wait for: an effect that has not finished by now never will.
func record<Output>(_ effect: Effect<Output>) -> EffectRecording<Output> {
  var recording = EffectRecording<Output>()
  let cancellable = effect.sink(
    receiveCompletion: { _ in recording.finished = true },
    receiveValue: { recording.values.append($0) }
  )
  withExtendedLifetime(cancellable) {}
  return recording
}
