import EffectKit
import EffectKitTesting
import XCTest

@testable import Reminders

// Search as you type, under virtual time: the search waits for the typing to pause, and a new
// query cancels the request still in flight.

final class RemindersSearchTests: XCTestCase {
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
      // The typing has paused, but not for long enough yet.
      .do {
        scheduler.advance(by: 0.29)
        XCTAssertEqual(searched, [])
      },
      // Now it has: one request, for the last query.
      .do {
        scheduler.advance(by: 0.01)
        XCTAssertEqual(searched, ["milk"])
      },
      .receive(.searchResponse(milk)) { $0.searchResults = milk }
    )
  }

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

  private func makeStore(
    _ client: RemindersClient, _ scheduler: TestScheduler
  ) -> TestStore<RemindersState, RemindersAction, RemindersEnvironment> {
    let store = TestStore(
      initialState: RemindersState(),
      reducer: remindersReducer,
      environment: RemindersEnvironment(reminders: client, mainQueue: scheduler)
    )
    // NB: nothing in a virtual-time test is worth waiting for; fail at once instead.
    store.timeout = 0
    return store
  }
}
