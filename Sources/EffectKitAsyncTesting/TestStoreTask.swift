/// The effects one `send` started, and the effects their actions started in turn, as TCA's
/// `TestStoreTask`: cancel them, as a screen that disappears would, or wait for them to finish.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await store.receive(.tick) { $0.seconds = 1 }
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  private let sendID: Int
  /// The store's identity, held for as long as the task lives, so that no other store can
  /// have it; the store's own address may be given to a store created after it is gone.
  private let storeIdentity: StoreIdentity
  private weak var store: (any SendTracking)?

  init(sendID: Int, store: any SendTracking) {
    self.sendID = sendID
    self.storeIdentity = store.identity
    self.store = store
  }

  /// Cancels every effect of this send that is still running.
  @MainActor
  public func cancel() async {
    store?.cancelEffects(ofSend: sendID)
  }

  /// Waits for every effect of this send to finish, and fails the test if some are still
  /// running after `timeout` (the store's `timeout` when `nil`).
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let spot = SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column)
    await store?.finishEffects(ofSend: sendID, timeout: timeout, at: spot)
  }

  /// Whether `cancel()` was called, or the store is gone.
  @MainActor
  public var isCancelled: Bool { store?.effectsAreCancelled(ofSend: sendID) ?? true }

  /// Whether both tasks stand for the same `send` of the same store.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sendID == rhs.sendID && lhs.storeIdentity === rhs.storeIdentity
  }

  /// Hashes the `send` and the store the task stands for, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sendID)
    hasher.combine(ObjectIdentifier(storeIdentity))
  }
}

/// Who a store is, for the tasks its sends return: an object of its own, which no other store
/// can share while a task holds it.
final class StoreIdentity: Sendable {}

/// What a `TestStoreTask` asks of its store, whatever the store's state and action types.
@MainActor
protocol SendTracking: AnyObject, Sendable {
  /// Who the store is; a task reads it when it is made, from any isolation.
  nonisolated var identity: StoreIdentity { get }
  func cancelEffects(ofSend sendID: Int)
  func finishEffects(ofSend sendID: Int, timeout: Duration?, at spot: SourceSpot) async
  func effectsAreCancelled(ofSend sendID: Int) -> Bool
}
