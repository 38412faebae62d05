  func testAccessDenied_ExplainsAndLoadsNothing() {
    let scheduler = TestScheduler()
    var client = RemindersClient.mock
    // The user takes two seconds to refuse.
    client.requestAccess = { Effect(value: false).delay(for: 2, scheduler: scheduler) }
    let store = makeStore(client, scheduler)

