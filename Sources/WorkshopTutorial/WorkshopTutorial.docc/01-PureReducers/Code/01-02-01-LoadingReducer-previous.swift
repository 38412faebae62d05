/// Applies one action to the list screen's state.
///
/// The rules:
/// - `.loadButtonTapped` always leads to `.loading`, from any state (tapping again
/// reloads); - `.itemsLoaded(items)` always leads to `.loaded(items: items)`, the items
/// exactly as received; - no action returns an effect yet: fetching the items for real is
/// a later step's job.
///
/// Its shape is EffectKit's `Reducer<LoadingState, LoadingAction>`.
func loadingReducer(
  state: inout LoadingState,
  action: LoadingAction
) -> [Effect<LoadingAction>] {
  switch action {
  case .loadButtonTapped:
    state = .loading
    return []

  case .itemsLoaded:
    // TODO(2): show the items: the state becomes `.loaded(items:)` with the items, as
    // received.
    return []
  }
}
