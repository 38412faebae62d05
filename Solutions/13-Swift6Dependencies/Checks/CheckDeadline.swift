import EffectKit
import Foundation
import Testing

/// Waits that end: what a check awaits, bounded by a deadline of the check's own.
///
/// Swift Testing's `.timeLimit` cancels a test that runs too long, but the test only ends once
/// what it awaits notices. A search that never asks `Task.isCancelled`, or a continuation
/// nobody resumes, keeps it waiting for ever, and `swift test` with it. These waits stop waiting
/// instead, and fail the check with what did not finish.
///
/// Steps 13 and 14 share this file.
enum CheckDeadline {
  /// How long a check waits for work that takes moments: far more than a loaded machine needs,
  /// far less than a minute.
  static let limit: Duration = .seconds(10)

  /// What `work` returns; `nil` if it has not returned within `limit`, after failing the check
  /// with `what`. Work that runs late is cancelled, and left to end on its own.
  ///
  /// ```swift
  /// guard let prime = await CheckDeadline.result(of: "the live nthPrime(6)", {
  ///   await Dependencies.live.nthPrime(6)
  /// }) else { return }
  /// ```
  static func result<Value: Sendable>(
    of what: String, within limit: Duration = limit,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ work: @escaping @Sendable () async -> Value
  ) async -> Value? {
    let race = Race<Value>()
    // NB: unstructured tasks, so that returning does not wait for the work, as a task group
    // would; they inherit the check's task-local values, its dependencies among them.
    let worker = Task { race.end(with: .returned(await work())) }
    let timer = Task {
      try? await Task.sleep(for: limit)
      race.end(with: .timedOut)
    }
    let outcome = await race.outcome()
    worker.cancel()
    timer.cancel()
    guard case let .returned(value) = outcome else {
      Issue.record(
        Comment(
          rawValue: "\(what) did not finish within \(limit.components.seconds) s. It may wait for "
            + "something that "
            + "never comes (an effect that never finishes, a continuation never resumed), or "
            + "work on without checking Task.isCancelled."),
        sourceLocation: sourceLocation)
      return nil
    }
    return value
  }

  /// Everything `effects` emit until they finish, effect by effect; `nil` if they have not all
  /// finished within `limit`, after failing the check with `what`.
  static func outputs<Output: Sendable>(
    of effects: [Effect<Output>], _ what: String, within limit: Duration = limit,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [Output]? {
    // NB: subscribed where the check runs, so only the streams cross into the work; each one
    // subscribes at once, so the effects run side by side.
    let streams = effects.map { $0.stream() }
    return await result(of: what, within: limit, sourceLocation: sourceLocation) {
      var outputs: [Output] = []
      for stream in streams {
        for await output in stream { outputs.append(output) }
      }
      return outputs
    }
  }
}

/// Hands the check the first outcome that comes, the work's or the timer's, and ignores the
/// other.
private final class Race<Value: Sendable>: @unchecked Sendable {
  enum Outcome: Sendable {
    case returned(Value)
    case timedOut
  }

  private let lock = NSLock()
  private var first: Outcome?
  private var waiting: CheckedContinuation<Outcome, Never>?

  /// Settles the race with `outcome`, unless it is settled already.
  func end(with outcome: Outcome) {
    let resumed: CheckedContinuation<Outcome, Never>? = lock.withLock {
      guard first == nil else { return nil }
      first = outcome
      defer { waiting = nil }
      return waiting
    }
    resumed?.resume(returning: outcome)
  }

  /// The first outcome, once there is one.
  func outcome() async -> Outcome {
    await withCheckedContinuation { continuation in
      let settled: Outcome? = lock.withLock {
        if first == nil { waiting = continuation }
        return first
      }
      if let settled { continuation.resume(returning: settled) }
    }
  }
}
