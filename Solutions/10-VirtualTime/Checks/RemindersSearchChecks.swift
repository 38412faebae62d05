import EffectKit
import EffectKitTesting
import WorkshopChecks
import XCTest

@testable import Reminders

// Checks of TODO(2): the search waits for 0.3 s of quiet on environment.mainQueue, a new
// query cancels the search still waiting or in flight, and an empty query clears everything.

final class RemindersSearchChecks: LocalizedTestCase {
  func testTypingQuickly_SearchesOnceForTheLastQuery() {
    let scheduler = TestScheduler()
    var searched: [String] = []
    var client = RemindersClient.mock
    client.search = { query in
      Effect.sync {
        searched.append(query)
        return Reminder.samples.matching(query)
      }
    }
    let store = makeStore(
      client, scheduler,
      todo: "TODO(2): after each keystroke, search only once the query has stayed the same for "
        + "0.3 s of environment.mainQueue's time")
    let milk = Reminder.samples.matching("milk")

    store.assert(
      .send(.searchQueryChanged("mi")) { $0.query = "mi" },
      .do { scheduler.advance(by: 0.1) },
      .send(.searchQueryChanged("mil")) { $0.query = "mil" },
      .do { scheduler.advance(by: 0.1) },
      .send(.searchQueryChanged("milk")) { $0.query = "milk" },
      .do {
        scheduler.advance(by: 0.29)
        XCTAssertEqual(
          searched, [],
          "TODO(2): no search may start before the query has been quiet for 0.3 s")
      },
      .do {
        scheduler.advance(by: 0.01)
        XCTAssertEqual(
          searched, ["milk"],
          "TODO(2): after 0.3 s of quiet, search once, for the last query only: debounce the "
            + "search with an id, on environment.mainQueue")
      },
      .receive(.searchResponse(milk)) { $0.searchResults = milk }
    )
  }

  func testANewQuery_CancelsTheRequestInFlight() {
    let scheduler = TestScheduler()
    var searched: [String] = []
    var client = RemindersClient.mock
    client.search = { query in
      Effect.sync {
        searched.append(query)
        return Reminder.samples.matching(query)
      }
      .delay(for: query == "mil" ? 5 : 0.5, scheduler: scheduler)
    }
    let store = makeStore(
      client, scheduler,
      todo: "TODO(2): a new query must cancel the request still in flight, so that a slow "
        + "answer to an old query never lands (debounce cancels by id)")
    let milk = Reminder.samples.matching("milk")

    store.assert(
      .send(.searchQueryChanged("mil")) { $0.query = "mil" },
      .do { scheduler.advance(by: 0.3) },
      .send(.searchQueryChanged("milk")) { $0.query = "milk" },
      .do { scheduler.advance(by: 0.8) },
      .receive(.searchResponse(milk)) { $0.searchResults = milk },
      .do {
        scheduler.advance(by: 10)
        XCTAssertEqual(
          searched, ["mil", "milk"],
          "TODO(2): the search for \"mil\" should have started after 0.3 s of quiet, and the "
            + "one for \"milk\" 0.3 s after it was typed")
      }
    )
  }

  func testANewQuery_CancelsAnAnswerStillOnItsWayToTheMainQueue() {
    let scheduler = TestScheduler()
    let network = TestScheduler()
    var client = RemindersClient.mock
    // The answer comes back on the network's queue, half a second after the request.
    client.search = { query in
      Effect(value: Reminder.samples.matching(query)).delay(for: 0.5, scheduler: network)
    }
    let store = makeStore(
      client, scheduler,
      todo: "TODO(2): debounce last, after receive(on:) and map: a new query must also cancel an"
        + " answer that has arrived but is still waiting for environment.mainQueue")
    let milk = Reminder.samples.matching("milk")

    store.assert(
      .send(.searchQueryChanged("mil")) { $0.query = "mil" },
      // The search for "mil" starts; its answer arrives and waits for the main queue...
      .do {
        scheduler.advance(by: 0.3)
        network.advance(by: 0.5)
      },
      // ...when the user types on.
      .send(.searchQueryChanged("milk")) { $0.query = "milk" },
      .do {
        scheduler.advance(by: 0.3)
        network.advance(by: 0.5)
        scheduler.advance()
      },
      .receive(.searchResponse(milk)) { $0.searchResults = milk }
    )
  }

  func testClearingTheQuery_CancelsTheSearchAndClearsTheResults() {
    let scheduler = TestScheduler()
    var client = RemindersClient.mock
    client.search = { query in
      Effect(value: Reminder.samples.matching(query)).delay(for: 1, scheduler: scheduler)
    }
    var state = RemindersState()
    state.query = "mil"
    state.searchResults = Reminder.samples.matching("mil")
    let store = makeStore(
      client, scheduler, state,
      todo: "TODO(2): an empty query clears the results and cancels the search in flight "
        + "(Effect.cancel(id:))")

    store.assert(
      .send(.searchQueryChanged("milk")) { $0.query = "milk" },
      // The search for "milk" starts, and would answer a second later.
      .do { scheduler.advance(by: 0.3) },
      .send(.searchQueryChanged("")) {
        $0.query = ""
        $0.searchResults = []
      },
      .do { scheduler.advance(by: 10) }
    )
  }

  /// A store that fails at once rather than waiting, with every failure led by `todo`.
  private func makeStore(
    _ client: RemindersClient, _ scheduler: TestScheduler,
    _ state: RemindersState = RemindersState(), todo: String
  ) -> TestStore<RemindersState, RemindersAction, RemindersEnvironment> {
    let store = TestStore(
      initialState: state,
      reducer: remindersReducer,
      environment: RemindersEnvironment(reminders: client, mainQueue: scheduler)
    )
    store.timeout = 0
    store.reportFailure = { failure in
      XCTFail(todo + "\n\n" + failure.message, file: failure.file, line: failure.line)
    }
    return store
  }
}
