import EffectKit
import Foundation

@testable import EffectKitAsyncTesting

// A small feature for the store's tests. Each test builds its reducer from these pieces, and
// decides with a `Gate` when a slow effect may go on.

struct Tally: Equatable {
  var count = 0
  var log: [String] = []
}

enum Step: Equatable, Sendable {
  case tap, noop, a, b, c, b2, start
  case response(Int)
}

/// Lets a test decide when an effect goes on: the effect waits for each value the test opens
/// the gate with, and ends when the test closes it.
struct Gate: Sendable {
  let values: AsyncStream<Int>
  private let continuation: AsyncStream<Int>.Continuation

  init() { (values, continuation) = AsyncStream.makeStream() }

  func open(with value: Int) { continuation.yield(value) }
  func close() { continuation.finish() }
}

/// An effect that sends `.response(n)` for each value through `gate`, and finishes when the gate
/// closes; `onCancel` hears when its task is cancelled.
func gated(_ gate: Gate, onCancel: @escaping @Sendable () -> Void = {}) -> Effect<Step> {
  .run { send in
    await withTaskCancellationHandler {
      for await value in gate.values { await send(.response(value)) }
    } onCancel: {
      onCancel()
    }
  }
}

/// The reducer most tests use: `.tap` counts, `.a` sends `.b` and `.c` at once, `.b` sends
/// `.b2`, `.response(n)` sets the count, and `.start` runs `start`.
func reducer(start: @escaping () -> [Effect<Step>] = { [] }) -> Reducer<Tally, Step> {
  { state, action in
    switch action {
    case .tap:
      state.count += 1
      return []
    case .noop:
      return []
    case .a:
      state.log.append("a")
      return [Effect(value: .b), Effect(value: .c)]
    case .b:
      state.log.append("b")
      return [Effect(value: .b2)]
    case .c, .b2:
      state.log.append("\(action)")
      return []
    case .start:
      return start()
    case let .response(value):
      state.count = value
      return []
    }
  }
}

/// What a store reported, in order.
final class Reports: @unchecked Sendable {
  struct Report: Equatable {
    let message: String
    let line: UInt
    let isSkipped: Bool
  }

  private let lock = NSLock()
  private var all: [Report] = []
  private var allPlaces: [String] = []

  var reports: [Report] { lock.withLock { all } }
  /// Where each report was made, as `Module/File.swift:line`.
  var places: [String] { lock.withLock { allPlaces } }
  var failures: [Report] { reports.filter { !$0.isSkipped } }
  var skipped: [Report] { reports.filter(\.isSkipped) }

  fileprivate func append(_ report: Report, at place: String) {
    lock.withLock {
      all.append(report)
      allPlaces.append(place)
    }
  }
}

extension TestStore {
  /// Sends every report of the store to the returned `Reports` instead of the test.
  @MainActor
  func recordingReports() -> Reports {
    let reports = Reports()
    reporter = IssueReporter { message, spot, isSkipped in
      reports.append(
        .init(message: message, line: spot.line, isSkipped: isSkipped),
        at: "\(spot.fileID):\(spot.line)")
    }
    return reports
  }
}

/// A moment a test waits for: an effect fires it once it has done something the test needs
/// done before its next step.
struct Signal: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() { (stream, continuation) = AsyncStream.makeStream() }

  func fire() { continuation.yield() }

  /// Returns once the signal has fired.
  func wait() async {
    for await _ in stream { return }
  }
}

/// An effect that sends `.response(n)` for the first value through `gate`, fires `sent` (the
/// action is with the store by then, not yet looked at), and finishes. It sends from a task of
/// its own, not through an `Effect.run`'s `send`, so the store only sees the action when it
/// next looks.
func sendsOnce(_ gate: Gate, then sent: Signal) -> Effect<Step> {
  Effect { observer in
    let task = Task.detached {
      for await value in gate.values {
        observer.send(.response(value))
        sent.fire()
        observer.finish()
        return
      }
    }
    return Cancellable { task.cancel() }
  }
}

/// An effect that sends `.tap`, waits until `gate` closes, then ends as `end` says: by
/// returning, or by throwing.
func tapsThenWaits(
  for gate: Gate, then end: @escaping @Sendable () throws -> Void = {}
) -> Effect<Step> {
  .run { send in
    await send(.tap)
    for await _ in gate.values {}
    try end()
  }
}

/// An effect that finishes from a background queue once `go` fires, then fires `finished`.
func finishesInTheBackground(when go: Signal, then finished: Signal) -> Effect<Step> {
  Effect { observer in
    Task.detached {
      await go.wait()
      observer.finish()
      finished.fire()
    }
    return Cancellable()
  }
}

/// A reducer where `.a` and `.b` each start an effect that waits on its gate.
func twoGates(_ first: Gate, _ second: Gate) -> Reducer<Tally, Step> {
  { _, action in
    switch action {
    case .a: return [gated(first)]
    case .b: return [gated(second)]
    default: return []
    }
  }
}

/// A test-support helper as a learner writes one: it sends `.tap` and asserts no change, which
/// fails, and passes its caller's location through so that the failure lands there.
@MainActor
func tapWithoutAssertingIt(
  _ store: TestStore<Tally, Step>,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) async {
  await store.send(.tap, fileID: fileID, file: filePath, line: line, column: column)
}

/// Keeps the `send` of an `Effect.run` past the run's end, as a `send` escaped into a `Task`
/// would be kept, for a test to send through it later.
final class EscapedSend: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: Send<Step>?

  func keep(_ send: Send<Step>) { lock.withLock { kept = send } }

  @MainActor func send(_ action: Step) { lock.withLock { kept }?(action) }
}
