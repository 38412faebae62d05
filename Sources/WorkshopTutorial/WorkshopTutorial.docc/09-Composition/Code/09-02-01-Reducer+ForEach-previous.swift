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
