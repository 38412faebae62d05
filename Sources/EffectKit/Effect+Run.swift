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
  /// Without one, a test store running the effect fails the test at the line that created the
  /// `Effect.run`, as TCA's does; elsewhere the error is written to standard error, since an
  /// effect has nobody to throw to. An action sent after `operation` returned (by a `send`
  /// escaped into an unstructured `Task`) is a mistake reported the same way.
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
  ///   - fileID: The file of the `.run`; its mistakes are reported there.
  ///   - filePath: The full path of that file, for the failure's location.
  ///   - line: The line of the `.run`, named with `fileID`.
  ///   - column: The column of the `.run`.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Output>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Output>) async -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Effect {
    Effect { observer in
      let owner = SchedulingOwner.current
      let report = { @Sendable (kind: EffectRunIssue.Kind) in
        let issue = EffectRunIssue(
          kind: kind, fileID: fileID, filePath: filePath, line: line, column: column)
        if let reporter = owner?.issueReporter {
          reporter(issue)
        } else {
          FileHandle.standardError.write(Data((issue.fallbackMessage + "\n").utf8))
        }
      }
      let completed = Flag()
      let activity = EffectRunActivity(owner: owner, parent: EffectRunActivity.current)
      let task = Task(priority: priority) {
        // NB: a `send` escaped into an unstructured task may outlive the operation; what it
        // sends then is a mistake to report, not a value for a finished effect.
        let send = Send<Output> { action in
          guard !completed.isSet else { return report(.actionAfterCompletion(action)) }
          observer.send(action)
        }
        // NB: a test clock reads the activity where the operation sleeps on it.
        await EffectRunActivity.$current.withValue(activity) {
          do {
            try await operation(send)
          } catch let error where !(error is CancellationError) && !Task.isCancelled {
            if let handler {
              await handler(error, send)
            } else {
              report(
                .unhandledError(
                  message: "The Effect.run at \(fileID):\(line) threw \(error), and nothing "
                    + "caught it. Give it a catch: handler, or handle the error in a do block."))
            }
          } catch {
            // NB: a CancellationError, or anything a cancelled task throws: nobody wants it.
          }
        }
        completed.set()
        observer.finish()
        // NB: last, so that a clock waiting for the run to end finds the effect finished too.
        activity.end()
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
    MainActorSend.during { send(action) }
  }
}
