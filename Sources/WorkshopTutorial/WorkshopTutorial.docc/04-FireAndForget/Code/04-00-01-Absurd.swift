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
  // TODO(1): replace this placeholder with the honest body. The placeholder calls itself,
  // so it could never return; it compiles only because it can never run either. The
  // compiler says so: "will never be executed". What is the least you can write here, and
  // why is it enough?
  absurd(never)
}

