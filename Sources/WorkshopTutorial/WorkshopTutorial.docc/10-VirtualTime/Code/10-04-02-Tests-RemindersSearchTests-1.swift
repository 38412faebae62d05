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

