  func testAccessDenied_ExplainsAndLoadsNothing() {
    let scheduler = TestScheduler()
    var client = RemindersClient.mock
    // The user takes two seconds to refuse.
    client.requestAccess = { Effect(value: false).delay(for: 2, scheduler: scheduler) }
    let store = makeStore(client, scheduler)

    store.assert(
      // The screen appears and asks; two seconds later the answer is no, and the screen
      // says why.
      .send(.onAppear) { $0.permission = .requesting },
      .do { scheduler.advance(by: 2) },
      .receive(.permissionResponse(granted: false)) {
        $0.permission = .denied
        $0.explanation = RemindersState.accessDeniedExplanation
      },
      // However long we wait, no list arrives.
      .do { scheduler.run() },
      .send(.onAppear)
    )
  }
