/// Turns a value that cannot exist into a value of any type you like.
///
/// No one can ever call it, because no value of type `Never` can be made. That is exactly
/// why it may promise any result: it will never have to deliver one. Its use is in types,
/// e.g. to map an `Effect<Never>` into an `Effect<A>`:
///
/// ```swift
/// let lift: (Never) -> FavoritePrimesAction = absurd
/// ```
func absurd<A>(_ never: Never) -> A {
  // NB: the body may stay empty: a parameter of an uninhabited type makes it unreachable,
  // and the compiler knows. The classic spelling, `switch never {}` (a switch that covers
  // all zero cases of `Never`), is accepted too, with a warning that it "will never be
  // executed".
}
