import EffectKit

extension Effect where Output: Sendable {
  /// An effect that runs asynchronous `work` in a new task when subscribed, emits its result,
  /// and finishes. Cancelling the subscription cancels the task.
  ///
  /// It lets a reducer call `async` functions and still return an effect:
  ///
  /// ```swift
  /// Effect.task { .nthPrimeResponse(await nthPrime(count)) }
  /// ```
  ///
  /// NB: the task inherits the task-local values of whoever subscribes. Values the work needs
  /// from a scope are safest captured before, where the effect is built.
  static func task(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async -> Output
  ) -> Effect {
    Effect { observer in
      let task = Task(priority: priority) {
        let value = await work()
        observer.send(value)
        observer.finish()
      }
      return Cancellable { task.cancel() }
    }
  }
}
