/// What the list screen shows: nothing yet, a spinner, or the items.
enum LoadingState: Equatable {
  /// The screen just opened; nothing has been asked for.
  case initial
  /// A load is under way; the screen shows a spinner.
  case loading
  /// The items arrived and are on screen, in the order they came.
  case loaded(items: [String])
}
