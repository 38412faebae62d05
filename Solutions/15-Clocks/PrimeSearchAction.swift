/// Everything that can happen on the prime search screen.
enum PrimeSearchAction: Equatable {
  /// The user changed the text of the search field.
  case queryChanged(String)
  /// The search answered: the prime at the position typed, or `nil` if there was no answer.
  case searchResponse(Int?)
}
