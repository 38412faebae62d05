  func testASlowAnswerToAnOldQuery_NeverLands() {
    let scheduler = TestScheduler()
    var client = RemindersClient.mock
    // The answer for "mil" takes five seconds; the one for "milk" half a second.
    client.search = { query in
      Effect(value: Reminder.samples.matching(query))
        .delay(for: query == "mil" ? 5 : 0.5, scheduler: scheduler)
    }
    let store = makeStore(client, scheduler)
    let milk = Reminder.samples.matching("milk")

    store.assert(
      // The user pauses after "mil", so its slow request starts...
      .send(.searchQueryChanged("mil")) { $0.query = "mil" },
      .do { scheduler.advance(by: 0.3) },
      // ...and then types on.
      .send(.searchQueryChanged("milk")) { $0.query = "milk" },
      .do { scheduler.advance(by: 0.3 + 0.5) },
      .receive(.searchResponse(milk)) { $0.searchResults = milk },
      // Long after the old answer was due, it still has not arrived.
      .do { scheduler.advance(by: 10) }
    )
  }
