import Foundation

extension Effect {
  /// Makes the effect cancellable by `id`: `Effect.cancel(id:)` with the same id stops it.
  ///
  /// With `cancelInFlight: true`, starting the effect first cancels any effect still running
  /// under the same id, so that only the newest one runs:
  ///
  /// ```swift
  /// private struct SearchID: Hashable {}
  /// environment.search(query).cancellable(id: SearchID(), cancelInFlight: true)
  /// ```
  ///
  /// A cancelled effect stops its work and finishes, so a store stops counting it as running.
  /// Use an id type of your own, like `SearchID`: ids are shared by the whole process (each
  /// test store keeps its own), and two ids match only when they have the same type and are
  /// equal.
  ///
  /// - Parameters:
  ///   - id: Any hashable value; effects with equal ids are cancelled together.
  ///   - cancelInFlight: Whether starting this effect cancels the ones running under `id`.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    Effect { observer in
      let (registry, id) = (CancellationRegistry.shared, CancellationRegistry.key(for: id))
      if cancelInFlight { registry.cancelAll(for: id) }
      let upstream = CancellableBag()
      let key = registry.register(
        {
          upstream.cancelAll()
          observer.finish()
        }, for: id)
      upstream.insert(
        self.sink(
          receiveCompletion: { _ in
            registry.unregister(key, for: id)
            observer.finish()
          },
          receiveValue: observer.send
        )
      )
      return Cancellable {
        registry.unregister(key, for: id)
        upstream.cancelAll()
      }
    }
  }

  /// An effect that cancels every effect running under `id`, then finishes without emitting.
  ///
  /// ```swift
  /// case .searchCleared:
  ///   state.results = []
  ///   return [Effect.cancel(id: SearchID())]
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect { observer in
      CancellationRegistry.shared.cancelAll(for: CancellationRegistry.key(for: id))
      observer.finish()
      return Cancellable()
    }
  }
}
