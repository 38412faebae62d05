  func testAccessGranted_LoadsTheReminders() {
    let scheduler = TestScheduler()
    var client = RemindersClient.mock
    // The user takes two seconds to answer; loading takes one.
    client.requestAccess = { Effect(value: true).delay(for: 2, scheduler: scheduler) }
    client.fetch = { Effect(value: Reminder.samples).delay(for: 1, scheduler: scheduler) }
    let store = makeStore(client, scheduler)

    store.assert(
      // The screen appears: the app asks for access.
      .send(.onAppear) { $0.permission = .requesting },
      // Nearly two seconds later the user still has not answered...
      .do { scheduler.advance(by: 1.9) },
    )
  }
