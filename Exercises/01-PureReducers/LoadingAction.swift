/// Everything that can happen to the list screen: the user asks, the items arrive.
enum LoadingAction: Equatable {
  /// The user tapped "Load" (or "Refresh" once items are on screen).
  case loadButtonTapped
  /// The items came back from wherever they live.
  case itemsLoaded([String])
}
