import Foundation
import Testing
import WorkshopChecks

@testable import PrimeTime

/// Task 1 of the lesson: `withDependencies` changes the dependencies for its closure, and only
/// for it.
///
/// NB: every check sets its starting point with `Dependencies.$current.withValue`, the raw
/// task-local API, so that they test your `withDependencies` and nothing else.
@Suite(.localizedIssues, .timeLimit(.minutes(1)))
struct WithDependenciesChecks {
  @Test func sync_OverrideIsVisibleInsideItsScopeAndGoneAfter() {
    Dependencies.$current.withValue(.fixed(prime: 2, date: before)) {
      let inside = withDependencies {
        $0.now = { after }
      } operation: {
        Dependencies.current.now()
      }
      #expect(
        inside == after,
        "TODO(1): inside withDependencies, Dependencies.current should have the override")
      #expect(
        Dependencies.current.now() == before,
        "TODO(1): after withDependencies returns, the override must be gone")
    }
  }

  @Test func async_OverrideIsVisibleInsideItsScopeAndGoneAfter() async {
    await Dependencies.$current.withValue(.fixed(prime: 2, date: before)) {
      let inside = await withDependencies {
        $0.nthPrime = { _ in 17 }
      } operation: {
        await Dependencies.current.nthPrime(3)
      }
      #expect(
        inside == 17,
        "TODO(1): inside the async withDependencies, Dependencies.current should have the override")
      #expect(
        await Dependencies.current.nthPrime(3) == 2,
        "TODO(1): after the async withDependencies returns, the override must be gone")
    }
  }

  @Test func nestedScopes_KeepTheOuterOverrides() async {
    await Dependencies.$current.withValue(.fixed(prime: 2, date: before)) {
      await withDependencies {
        $0.nthPrime = { _ in 17 }
      } operation: {
        await withDependencies {
          $0.now = { after }
        } operation: {
          #expect(
            await Dependencies.current.nthPrime(3) == 17,
            """
            TODO(1): an inner scope should start from the dependencies in effect, keeping the \
            outer override
            """)
          #expect(Dependencies.current.now() == after, "TODO(1): the inner override should apply")
        }
        #expect(
          Dependencies.current.now() == before,
          "TODO(1): leaving the inner scope should undo only the inner override")
      }
    }
  }

  @Test func scopes_ReturnWhatTheOperationReturns() {
    let result = withDependencies { _ in
    } operation: {
      "the operation's result"
    }
    #expect(result == "the operation's result")
  }

  // NB: deterministic, no timing. Every task enters its scope before any task reads, and no
  // task leaves its scope before every task has read. A shared global would then hand all of
  // them the override set last; a task-local value hands each task its own. A scope that
  // stops its task short of the rendezvous would leave the others waiting: the deadline ends
  // that wait.
  @Test func concurrentScopes_EachTaskSeesItsOwnOverride() async {
    let answers = [17, 19, 23]
    let entered = Rendezvous(expecting: answers.count)
    let read = Rendezvous(expecting: answers.count)

    let seen = await CheckDeadline.result(of: "Three tasks, each in a withDependencies scope,") {
      await withTaskGroup(of: (answer: Int, seen: Int?).self) { group in
        for answer in answers {
          group.addTask {
            var didRun = false
            let seen = await withDependencies {
              $0.nthPrime = { _ in answer }
            } operation: {
              didRun = true
              await entered.arrive()
              let seen = await Dependencies.current.nthPrime(1)
              await read.arrive()
              return seen
            }
            // A scope that never runs its operation must not keep the other tasks waiting.
            if !didRun {
              await entered.arrive()
              await read.arrive()
            }
            return (answer, seen)
          }
        }
        var results: [(answer: Int, seen: Int?)] = []
        for await result in group { results.append(result) }
        return results
      }
    }
    guard let seen else { return }

    #expect(seen.count == answers.count)
    for (answer, seenAnswer) in seen {
      #expect(
        seenAnswer == answer,
        """
        TODO(1): a task that overrode nthPrime to answer \(answer) saw \(seenAnswer ?? -1); \
        each scope must be private to its task (bind the task-local, not a global)
        """)
    }
  }
}

private let before = Date(timeIntervalSince1970: 1_000_000_000)
private let after = Date(timeIntervalSince1970: 2_000_000_000)

extension Dependencies {
  /// Dependencies that answer fixed values and record nothing, as a known starting point.
  fileprivate static func fixed(prime: Int, date: Date) -> Dependencies {
    Dependencies(nthPrime: { _ in prime }, now: { date })
  }
}

/// Lets a fixed number of tasks wait for one another: `arrive()` returns once all have arrived.
private actor Rendezvous {
  private var missing: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(expecting count: Int) { missing = count }

  func arrive() async {
    missing -= 1
    guard missing > 0 else {
      waiting.forEach { $0.resume() }
      waiting = []
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }
}
