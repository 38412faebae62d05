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
  }
