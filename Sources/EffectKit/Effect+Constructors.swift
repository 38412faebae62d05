import Foundation

extension Effect {
  /// An effect that emits `value` and finishes as soon as it is subscribed.
  ///
  /// ```swift
  /// Effect(value: CounterAction.incrTapped)
  /// ```
  public init(value: Output) {
    self.init { observer in
      observer.send(value)
      observer.finish()
      return Cancellable()
    }
  }

  /// An effect that runs `work` on subscription, emits its result, and finishes.
  ///
  /// Use it to wrap synchronous side effects, so they happen when the effect runs and not when
  /// the reducer builds it:
  ///
  /// ```swift
  /// Effect.sync { try? Data(contentsOf: url) }
  /// ```
  public static func sync(_ work: @escaping () -> Output) -> Effect {
    Effect { observer in
      observer.send(work())
      observer.finish()
      return Cancellable()
    }
  }

  /// An effect that runs `work` on subscription and finishes without emitting anything.
  ///
  /// Its output type is free, so it fits any reducer:
  ///
  /// ```swift
  /// Effect<AppAction>.fireAndForget { print("saved") }
  /// ```
  public static func fireAndForget(_ work: @escaping () -> Void) -> Effect {
    Effect { observer in
      work()
      observer.finish()
      return Cancellable()
    }
  }

  /// An effect that emits nothing and either finishes at once or never finishes.
  ///
  /// `empty()` is the "do nothing" effect, e.g. to recover from an error in `catch`;
  /// `empty(completeImmediately: false)` stands for work that never ends.
  public static func empty(completeImmediately: Bool = true) -> Effect {
    Effect { observer in
      if completeImmediately {
        observer.finish()
        return Cancellable()
      } else {
        // NB: lets a test store know that this effect will never send or finish by itself.
        return SchedulingOwner.neverEnding()
      }
    }
  }
}
