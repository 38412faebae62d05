  func testTypingQuickly_SendsOneRequestForTheLastQuery() {
    let scheduler = TestScheduler()
    var searched: [String] = []
    var client = RemindersClient.mock
    // NB: recorded when the request really starts, not when the reducer builds it.
    client.search = { query in
      Effect.sync {
        searched.append(query)
        return Reminder.samples.matching(query)
      }
    }
    let store = makeStore(client, scheduler)
    let milk = Reminder.samples.matching("milk")

    store.assert(
      // Three keystrokes, a tenth of a second apart.
      .send(.searchQueryChanged("mi")) { $0.query = "mi" },
      .do { scheduler.advance(by: 0.1) },
      .send(.searchQueryChanged("mil")) { $0.query = "mil" },
      .do { scheduler.advance(by: 0.1) },
      .send(.searchQueryChanged("milk")) { $0.query = "milk" },
    )
  }
