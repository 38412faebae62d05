/// Carries a value across a queue hop.
///
/// NB: effects, like Combine publishers, are not `Sendable` by design. The library hands values
/// from one queue to the next without sharing them, and `EffectObserver` serializes deliveries,
/// so this box only tells the compiler what the design already guarantees.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
