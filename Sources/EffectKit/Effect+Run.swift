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
  /// the effect quietly. Any other error goes to `handler`, which can turn it into an action;
  /// without one it is written to standard error, since an effect has nobody to throw to.
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
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Output>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Output>) async -> Void)? = nil,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> Effect {
    Effect { observer in
      let task = Task(priority: priority) {
        let send = await Send { observer.send($0) }
        do {
          try await operation(send)
        } catch let error where !(error is CancellationError) && !Task.isCancelled {
          if let handler {
            await handler(error, send)
          } else {
            FileHandle.standardError.write(
              Data(
                ("The Effect.run of \(fileID):\(line) threw \(error), and nothing caught it: "
                  + "give it a catch: handler, or a do block.\n").utf8))
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
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` back into the store, unless the task sending it is cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
