import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import TextEditor

/// Checks TODO(1), `awaitOutput(_:timeout:file:line:triggeredBy:)`: what it returns and throws,
/// and where it reports its failures. Failures it records are captured, not counted against
/// these checks, so that the checks can look at their message, file and line.
final class AwaitOutputChecks: FailureCapturingTestCase {
  func testAwaitOutput_ReturnsTheValueOfAnEffectThatFinishes() {
    let effect = FailableEffect<Int, SampleError>.future { deliver in
      DispatchQueue.global().async { deliver(.success(42)) }
    }
    var output: Int?

    let failures = captureFailures { output = try? self.awaitOutput(effect) }

    assertNoFailures(
      failures, "TODO(1): awaitOutput must not fail the test when the effect emits 42 and finishes")
    XCTAssertEqual(
      output, 42,
      "TODO(1): awaitOutput must wait for the effect to complete and return the value it emitted")
  }

  func testAwaitOutput_ReturnsTheLastOfSeveralValues() {
    // Two values at once, the last one and the completion later: waiting for a value is not
    // waiting for completion.
    // NB: the main queue runs these only while the helper waits; XCTest's waiting keeps the
    // main queue going, blocking the thread (with a semaphore, say) would not.
    let effect = Effect<Int> { observer in
      observer.send(1)
      observer.send(2)
      DispatchQueue.main.async {
        observer.send(3)
        observer.finish()
      }
      return Cancellable()
    }
    var output: Int?

    let failures = captureFailures {
      output = try? self.awaitOutput(effect.setFailureType(to: SampleError.self))
    }

    assertNoFailures(
      failures, "TODO(1): awaitOutput must not fail the test when the effect finishes")
    XCTAssertEqual(
      output, 3,
      "TODO(1): awaitOutput must wait for completion, the XCTest way (which keeps the main queue "
        + "running), and return the last value: 1, 2, 3 gives 3")
  }

  func testAwaitOutput_RethrowsTheErrorOfAnEffectThatFails() {
    let effect = FailableEffect<Int, SampleError>.future { deliver in
      DispatchQueue.global().async { deliver(.failure(.sample)) }
    }
    var thrown: Error?

    let failures = captureFailures {
      do { _ = try self.awaitOutput(effect) } catch { thrown = error }
    }

    XCTAssertTrue(
      thrown as? SampleError == .sample,
      "TODO(1): when the effect fails, awaitOutput must throw that very error; it threw "
        + "\(thrown.map { "\($0)" } ?? localized("(nothing)"))")
    assertNoFailures(
      failures,
      "TODO(1): rethrow the effect's error without recording a failure: it is the caller's to "
        + "judge, and a test may expect it with XCTAssertThrowsError")
  }

  func testAwaitOutput_FailsAtTheCallersLineWhenTheEffectNeverCompletes() {
    let neverCompletes = Effect<Int>.empty(completeImmediately: false)
      .setFailureType(to: SampleError.self)
    var thrown: Error?

    let callLine = #line + 2
    let failures = captureFailures {
      do { _ = try self.awaitOutput(neverCompletes, timeout: 0.5) } catch { thrown = error }
    }

    XCTAssertNotNil(
      thrown, "TODO(1): once the timeout passes, awaitOutput must throw: it has no value to return")
    XCTAssertFalse(failures.isEmpty, "TODO(1): a timeout must fail the test: record a failure")
    assertReportedAtCaller(failures, line: callLine)
  }

  func testAwaitOutput_FailsAtTheCallersLineWhenTheEffectFinishesWithoutAValue() {
    var subscribed = false
    let finishesEmpty = Effect<Int> { observer in
      subscribed = true
      observer.finish()
      return Cancellable()
    }
    .setFailureType(to: SampleError.self)
    var thrown: Error?

    let callLine = #line + 2
    let failures = captureFailures {
      do { _ = try self.awaitOutput(finishesEmpty) } catch { thrown = error }
    }

    XCTAssertTrue(subscribed, "TODO(1): awaitOutput must subscribe to the effect")
    XCTAssertNotNil(
      thrown, "TODO(1): an effect that finishes without a value leaves nothing to return: throw")
    XCTAssertFalse(
      failures.isEmpty,
      "TODO(1): an effect that finishes without a value must fail the test: record a failure")
    assertReportedAtCaller(failures, line: callLine)
  }

  func testAwaitOutput_RunsTheTriggerAfterSubscribing() {
    let number = PublishedValue(0)
    // Emits the first change after subscription, so it only completes if the change comes later.
    let nextChange = number.values.dropFirst().first().setFailureType(to: SampleError.self)
    var output: Int?

    let failures = captureFailures {
      output = try? self.awaitOutput(nextChange, timeout: 2) { number.value = 7 }
    }

    assertNoFailures(failures, "TODO(1): awaitOutput must not fail the test here")
    XCTAssertEqual(
      output, 7,
      "TODO(1): call `trigger` after subscribing to the effect and before waiting for it")
  }

  func testAwaitOutput_KeepsItsSubscriptionUntilTheEffectCompletes() {
    // Emits and finishes a moment after subscription, and notes a cancellation that comes first.
    let order = CancellationOrder()
    let later = Effect<Int> { observer in
      let answer = DispatchWorkItem {
        order.completed()
        observer.send(1)
        observer.finish()
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.2, execute: answer)
      return Cancellable {
        order.cancelled()
        answer.cancel()
      }
    }
    .setFailureType(to: SampleError.self)

    _ = captureFailures { _ = try? self.awaitOutput(later, timeout: 2) }

    XCTAssertFalse(
      order.wasCancelledFirst,
      "TODO(1): awaitOutput cancelled the effect before it completed: a subscription nobody "
        + "keeps (`_ = effect.sink(…)`) is released at once, and its Cancellable cancels the "
        + "effect. Keep what sink returns in a constant, and use it after the wait")
  }

  // MARK: - The version for a plain Effect, written for you: it passes everything on to yours
  // NB: each case is judged only once your awaitOutput passes it for a failable effect: until
  // then, the fault is not the wrapper's.

  func testAwaitOutputOfAPlainEffect_WaitsNoLongerThanItsTimeout() throws {
    // Finishes after 3 s: well within the default timeout, far past the 0.2 s this call allows.
    let slow = Effect<Int> { observer in
      let answer = DispatchWorkItem {
        observer.send(1)
        observer.finish()
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + 3, execute: answer)
      return Cancellable { answer.cancel() }
    }
    var output: Int?
    _ = captureFailures {
      output = try? self.awaitOutput(slow.setFailureType(to: SampleError.self), timeout: 0.2)
    }
    try requireYourAwaitOutput(passes: output == nil)

    let failures = captureFailures { output = try? self.awaitOutput(slow, timeout: 0.2) }

    XCTAssertNil(
      output,
      "awaitOutput for a plain Effect should pass its timeout on: with timeout: 0.2 it waited "
        + "for an effect that took 3 s")
    XCTAssertFalse(failures.isEmpty, "TODO(1): a timeout must fail the test: record a failure")
  }

  func testAwaitOutputOfAPlainEffect_FailsAtTheCallersLine() throws {
    let neverCompletes = Effect<Int>.empty(completeImmediately: false)
    let failableLine = #line + 2
    let yours = captureFailures {
      _ = try? self.awaitOutput(neverCompletes.setFailureType(to: SampleError.self), timeout: 0.2)
    }
    try requireYourAwaitOutput(
      passes: !yours.isEmpty && yours.allSatisfy { $0.line == failableLine })

    let callLine = #line + 2
    let failures = captureFailures {
      _ = try? self.awaitOutput(neverCompletes, timeout: 0.2)
    }

    XCTAssertFalse(failures.isEmpty, "TODO(1): a timeout must fail the test: record a failure")
    assertReportedAtCaller(failures, line: callLine)
  }

  func testAwaitOutputOfAPlainEffect_RunsTheTriggerAfterSubscribing() throws {
    let failable = PublishedValue(0)
    var yours: Int?
    _ = captureFailures {
      yours = try? self.awaitOutput(
        failable.values.dropFirst().first().setFailureType(to: SampleError.self), timeout: 2
      ) { failable.value = 7 }
    }
    try requireYourAwaitOutput(passes: yours == 7)
    let number = PublishedValue(0)
    var output: Int?

    _ = captureFailures {
      output = try? self.awaitOutput(number.values.dropFirst().first(), timeout: 2) {
        number.value = 7
      }
    }

    XCTAssertEqual(
      output, 7,
      "awaitOutput for a plain Effect should pass `trigger` on, to run after subscribing")
  }

  /// Skips a check of the version for a plain Effect unless your awaitOutput `passes` the same
  /// case for a failable effect: the wrapper cannot do better than the function it calls.
  private func requireYourAwaitOutput(passes: Bool) throws {
    guard passes else {
      throw XCTSkip(
        localized(
          """
          The version for a plain Effect is judged once your awaitOutput passes this case for \
          a failable effect (its own checks above say how).
          """))
    }
  }

  /// Fails with `message`, and the failures, unless `failures` is empty.
  private func assertNoFailures(
    _ failures: [CapturedFailure], _ message: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard !failures.isEmpty else { return }
    XCTFail(
      message + "; it recorded " + failures.map(\.description).joined(separator: "; "),
      file: file, line: line)
  }

  /// Fails unless every failure in `failures` points at `line` of this file, the caller's.
  private func assertReportedAtCaller(
    _ failures: [CapturedFailure], line: Int, file: StaticString = #filePath,
    assertionLine: UInt = #line
  ) {
    let callerFile = URL(fileURLWithPath: "\(file)").lastPathComponent
    for failure in failures where failure.fileName != callerFile || failure.line != line {
      XCTFail(
        "TODO(1): report failures at the caller's line: pass `file` and `line` on to every "
          + "assertion. It reported \(failure.description), but the call is at "
          + "\(callerFile):\(line)",
        file: file, line: assertionLine)
    }
  }
}

private enum SampleError: Error, Equatable {
  case sample
}

/// Whether an effect was cancelled before it completed, from any thread.
private final class CancellationOrder: @unchecked Sendable {
  private let lock = NSLock()
  private var hasCompleted = false
  private var cancelledFirst = false

  func completed() { lock.withLock { hasCompleted = true } }
  func cancelled() { lock.withLock { cancelledFirst = cancelledFirst || !hasCompleted } }
  var wasCancelledFirst: Bool { lock.withLock { cancelledFirst } }
}
