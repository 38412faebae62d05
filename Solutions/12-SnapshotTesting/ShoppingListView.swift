import EffectKit

/// The shopping list screen, drawn as text.
///
/// Like a real screen, it holds a store: it reads the state to draw itself, and sends actions
/// when something happens to it, starting with `.loadTapped` the moment it appears.
///
/// ```swift
/// let view = ShoppingListView(store: .live())
/// view.onAppear()  // loads the saved list
/// print(view.body)
/// ```
struct ShoppingListView {
  /// Where the screen reads its state and sends its actions.
  let store: Store<ShoppingListState, ShoppingListAction>

  /// Called once, when the screen appears: it asks for the list saved last time.
  func onAppear() {
    store.send(.loadTapped)
  }

  /// The screen as it looks now; `render(_:)` draws it.
  var body: String {
    render(store.state)
  }
}
