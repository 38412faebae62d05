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
  /// still sends. A `CancellationError`, or any error thrown once the task is cancelled, ends
  /// the effect quietly. Any other error goes to `handler`, which can turn it into an action.
  /// Without one, a test store running the effect fails the test; elsewhere the error is
  /// written to standard error, since an effect has nobody to throw to.
  ///
  /// ```swift
  /// return [.run { send in
  ///   await send(.loaded(try await load()))
  /// } catch: { error, send in
  ///   await send(.loadFailed)
  /// }]
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs `operation`.
  ///   - operation: The work, given a `Send` to feed actions back into the store.
  ///   - handler: What to do with an error `operation` throws, given the same `Send`.
  ///   - fileID: The file of the `.run`, named when an error nobody handles fails a test.
  ///   - line: The line of the `.run`, named with `fileID`.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Output>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Output>) async -> Void)? = nil,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> Effect {
    Effect { observer in
      let owner = SchedulingOwner.current
      let task = Task(priority: priority) {
        let send = Send { observer.send($0) }
        do {
          try await operation(send)
        } catch let error where !(error is CancellationError) && !Task.isCancelled {
          if let handler {
            await handler(error, send)
          } else {
            let message =
              "The Effect.run at \(fileID):\(line) threw \(error), and nothing caught it. Give "
              + "it a catch: handler, or handle the error in a do block."
            if let report = owner?.unhandledErrorReporter {
              report(message)
            } else {
              FileHandle.standardError.write(Data((message + "\n").utf8))
            }
          }
        } catch {
          // NB: a CancellationError, or anything a cancelled task throws: nobody wants it.
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
  ///
  /// NB: nonisolated, so an effect can start without waiting for the main actor.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` back into the store, unless the task sending it is cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
