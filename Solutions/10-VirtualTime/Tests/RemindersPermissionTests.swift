import EffectKit
import EffectKitTesting
import XCTest

@testable import Reminders

// The user story of the reminders screen, step by step: the user opens it, the app asks for
// access, the user answers, and the list loads (or an explanation shows). The answers take
// virtual time, and the test moves the clock between the steps.

final class RemindersPermissionTests: XCTestCase {
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
      // ...and then they allow access: the list starts loading.
      .do { scheduler.advance(by: 0.1) },
      .receive(.permissionResponse(granted: true)) {
        $0.permission = .granted
        $0.isLoading = true
      },
      // A second later the list is there.
      .do { scheduler.advance(by: 1) },
      .receive(.remindersLoaded(Reminder.samples)) {
        $0.isLoading = false
        $0.reminders = Reminder.samples
      },
      // Appearing again does not ask again.
      .send(.onAppear)
    )
  }

  func testAccessDenied_ExplainsAndLoadsNothing() {
    let scheduler = TestScheduler()
    var client = RemindersClient.mock
    // The user takes two seconds to refuse.
    client.requestAccess = { Effect(value: false).delay(for: 2, scheduler: scheduler) }
    let store = makeStore(client, scheduler)

    store.assert(
      // The screen appears and asks; two seconds later the answer is no, and the screen says why.
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
