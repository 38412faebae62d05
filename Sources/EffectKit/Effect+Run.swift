import Foundation

extension Effect where Output: Sendable {
  /// An effect that runs `operation` in a new task when subscribed; the operation sends actions
  /// back with `send` and the effect finishes when the operation returns.
  ///
  /// It is the effect of TCA 1.x, for work written with `async`/`await`:
  ///
  /// ```swift
  /// case .nthPrimeButtonTapped:
  ///   let nthPrime = Dependencies.current.nthPrime
  ///   return [.run { [count = state.count] send in
  ///     await send(.nthPrimeResponse(await nthPrime(count)))
  ///   }]
  /// ```
  ///
  /// Cancelling the subscription cancels the task, and `send` drops whatever a cancelled task
  /// still sends. A `CancellationError` thrown by the operation ends the effect quietly; any
  /// other error is written to standard error, since an effect has nobody to throw to.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs `operation`.
  ///   - operation: The work, given a `Send` to feed actions back into the store.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Output>) async throws -> Void
  ) -> Effect {
    Effect { observer in
      let task = Task(priority: priority) {
        do {
          try await operation(Send { observer.send($0) })
        } catch is CancellationError {
        } catch {
          FileHandle.standardError.write(
            Data("An Effect.run operation threw, and effects cannot throw: \(error)\n".utf8))
        }
        observer.finish()
      }
      return Cancellable { task.cancel() }
    }
  }
}

/// Sends actions from an `Effect.run` operation back into the store: `await send(.loaded(data))`.
///
/// It runs on the main actor, like a store, and once the effect's task is cancelled it drops
/// every action, so a cancelled effect never changes the state.
@MainActor
public struct Send<Action: Sendable>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// A `Send` that hands each action to `send`.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` back into the store, unless the task sending it is cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
