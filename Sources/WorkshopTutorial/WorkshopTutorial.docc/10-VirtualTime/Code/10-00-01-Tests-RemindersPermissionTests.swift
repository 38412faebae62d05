import EffectKit
import EffectKitTesting
import XCTest

@testable import Reminders

// The user story of the reminders screen, step by step: the user opens it, the app asks
// for access, the user answers, and the list loads (or an explanation shows). The answers
// take virtual time, and the test moves the clock between the steps.

final class RemindersPermissionTests: XCTestCase {
  func testAccessGranted_LoadsTheReminders() {
    // TODO(3): make requestAccess answer true and fetch answer the samples, each after a
    // delay on a TestScheduler. Then follow the story with store.assert: .onAppear,
    // advance, receive the permission, advance, receive the list. Assert the state after
    // every step.
    XCTFail("TODO(3): write a test of the story where the user allows access and the "
      + "list loads")
  }

  func testAccessDenied_ExplainsAndLoadsNothing() {
    // TODO(3): the same story, but the user says no: the explanation shows, and however
    // far you advance the scheduler, no list arrives.
    XCTFail("TODO(3): write a test of the story where the user denies access")
  }

  /// A store for the reminders screen whose effects run on `scheduler`.
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

