  func forEach<ParentState, ParentAction, ParentEnvironment>(
    state toElements: WritableKeyPath<ParentState, [State]>,
    extract: @escaping (ParentAction) -> (id: State.ID, action: Action)?,
    embed: @escaping (State.ID, Action) -> ParentAction,
    environment toElementEnvironment: @escaping (ParentEnvironment) -> Environment
  ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
    Reducer<ParentState, ParentAction, ParentEnvironment> { parent, parentAction,
      environment in
      // NB: found by id, not by position: the list may have changed since the action was
      // made.
      guard let element = extract(parentAction),
        let index = parent[keyPath: toElements].firstIndex(where: { $0.id == element.id })
      else { return [] }
      let effects = self.run(
        &parent[keyPath: toElements][index], element.action, toElementEnvironment(
          environment))
      return effects.map { effect in effect.map { action in embed(element.id, action) } }
    }
  }
