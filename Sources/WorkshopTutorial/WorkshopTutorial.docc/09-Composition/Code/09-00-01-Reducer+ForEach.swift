import EffectKit

extension Reducer where State: Identifiable {
  /// Lifts a reducer of one element into a reducer of a parent that holds a list of them:
  /// an element action is applied to the element with its id, and nothing else.
  ///
  /// The parent's action enum has a case that carries an element's id and action, such as
  /// `ShoppingListAction.product(id:action:)`. Two functions connect the two worlds:
  /// `extract` takes an element action out of a parent action (or says it is not one,
  /// with `nil`), and `embed` puts an element action back in, so that the element's
  /// effects can feed it back to the parent.
  ///
  /// ```swift
  /// productReducer.forEach(
  ///   state: \ShoppingListState.products,
  ///   extract: \ShoppingListAction.productAction,
  ///   embed: ShoppingListAction.product(id:action:),
  ///   environment: { _ in () }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - toElements: Where the parent keeps its elements.
  ///   - extract: The element's id and action inside a parent action, or `nil`.
  ///   - embed: The parent action that carries an element's action.
  ///   - toElementEnvironment: The part of the parent's environment the element needs.
  /// - Returns: A reducer of the parent. An action for an id that is not in the list, or
  /// one that is not an element action at all, changes nothing and returns no effects.
  func forEach<ParentState, ParentAction, ParentEnvironment>(
    state toElements: WritableKeyPath<ParentState, [State]>,
    extract: @escaping (ParentAction) -> (id: State.ID, action: Action)?,
    embed: @escaping (State.ID, Action) -> ParentAction,
    environment toElementEnvironment: @escaping (ParentEnvironment) -> Environment
  ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
    // TODO(2): return a parent reducer that extracts the element action, finds the
    // element with its id in `parent[keyPath: toElements]`, runs `self` on it with the
    // element's environment, and embeds the actions of the effects it returns. Anything
    // else: no change, no effects.
    Reducer<ParentState, ParentAction, ParentEnvironment> { _, _, _ in [] }
  }
}

