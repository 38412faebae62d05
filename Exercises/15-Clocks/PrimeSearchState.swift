/// The prime search screen: what the user typed, and the prime at that position.
struct PrimeSearchState: Equatable {
  var query = ""
  var prime: Int? = nil
}
