import EffectKit
import Foundation

/// Everything a subscription saw, collected thread-safely.
final class Recording<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storedValues: [Value] = []
  private var storedCompletions = 0

  var values: [Value] { lock.withLock { storedValues } }
  var completions: Int { lock.withLock { storedCompletions } }
  var isFinished: Bool { completions > 0 }

  func append(_ value: Value) { lock.withLock { storedValues.append(value) } }
  func finish() { lock.withLock { storedCompletions += 1 } }
}

extension Effect {
  /// Subscribes and records; keep the returned cancellable alive while the effect should run.
  func record() -> (Recording<Output>, Cancellable) {
    let recording = Recording<Output>()
    let cancellable = sink(
      receiveCompletion: { _ in recording.finish() },
      receiveValue: recording.append
    )
    return (recording, cancellable)
  }
}
