import EffectKit
import Foundation
import WorkshopTestRuns

@testable import PrimeTime

// The planted bugs of step 13. This file is compiled together with the learner's tests, and its
// declarations shadow the reference ones those tests import: `counterReducer`, both
// `withDependencies`, and `Dependencies.current`. With no bug switched on they simply delegate;
// with `WORKSHOP_PLANTED_BUG=n` they break the reference in one way.
// Each bug's summary and hint are declared once, in the PlantedBugs.json one folder up.

/// The reference reducer, broken in the way the active planted bug describes.
func counterReducer(state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
  let reference = PrimeTime.counterReducer
  switch (PlantedBug.active, action) {
  case (1, .nthPrimeResponse(nil)):
    PlantedBug.reached()
    // Bug 1: no answer is treated as the answer 0, which shows an alert.
    return reference(&state, .nthPrimeResponse(0))

  case (2, .nthPrimeResponse):
    PlantedBug.reached()
    // Bug 2: the response handles the alert but forgets to re-enable the button.
    let effects = reference(&state, action)
    state.isNthPrimeButtonDisabled = true
    return effects

  case (4, .nthPrimeButtonTapped):
    PlantedBug.reached()
    // Bug 4: the request is built from a count one too high.
    state.count += 1
    defer { state.count -= 1 }
    return reference(&state, action)

  case (5, .nthPrimeButtonTapped):
    PlantedBug.reached()
    // Bug 5: the effect feeds back the count instead of the prime it was given.
    let count = state.count
    return reference(&state, action).map { $0.map { _ in .nthPrimeResponse(count) } }

  case (6, .nthPrimeButtonTapped):
    PlantedBug.reached()
    // Bug 6: the reference effect is dropped; a detached task asks instead. Detached tasks
    // start without task-local values, so it gets the live nthPrime, not the test's override.
    let count = state.count
    _ = reference(&state, action)
    return [
      .task {
        let prime = await Task.detached { await Dependencies.current.nthPrime(count) }.value
        return .nthPrimeResponse(prime)
      }
    ]

  default:
    return reference(&state, action)
  }
}

// MARK: - Bug 3: an override that outlives its scope

/// The reference `withDependencies`; under bug 3 it also leaves its override in a global.
func withDependencies<Result>(
  _ update: (inout Dependencies) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  guard PlantedBug.active == 3 else {
    return try PrimeTime.withDependencies(update, operation: operation)
  }
  let dependencies = try leaking(update)
  return try Dependencies.$current.withValue(dependencies, operation: operation)
}

/// The reference async `withDependencies`; under bug 3 it also leaves its override in a global.
func withDependencies<Result>(
  _ update: (inout Dependencies) throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  guard PlantedBug.active == 3 else {
    return try await PrimeTime.withDependencies(update, isolation: isolation, operation: operation)
  }
  let dependencies = try leaking(update)
  return try await Dependencies.$current.withValue(dependencies, operation: operation)
}

extension Dependencies {
  /// The reference `current`; under bug 3 the global a scope left behind wins over the scopes.
  static var current: Dependencies {
    // NB: `$current.get()` reads the reference's task-local; `current` here would be this very
    // property again.
    guard PlantedBug.active == 3, let leaked = leakedDependencies.value else {
      return $current.get()
    }
    PlantedBug.reached()
    return leaked
  }
}

/// Applies `update` to the dependencies in effect and stores the result in the global for good.
private func leaking(_ update: (inout Dependencies) throws -> Void) rethrows -> Dependencies {
  var dependencies = Dependencies.current
  try update(&dependencies)
  leakedDependencies.value = dependencies
  return dependencies
}

/// The global that bug 3 writes overrides to and never clears.
private let leakedDependencies = LockedBox()

private final class LockedBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Dependencies?

  var value: Dependencies? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
