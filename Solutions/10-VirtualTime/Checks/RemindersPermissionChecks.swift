import EffectKit
import EffectKitTesting
import WorkshopChecks
import XCTest

@testable import Reminders

/// Checks of the part of the reminders reducer this step gives you: asking for access, then
/// loading, each answer delivered on environment.mainQueue, and the screen it starts from.
final class RemindersPermissionChecks: LocalizedTestCase {
  func testANewScreen_HasAskedNothingYet() {
    XCTAssertEqual(
      RemindersState(),
      RemindersState(
        permission: .notDetermined, isLoading: false, reminders: [], explanation: nil, query: "",
        searchResults: []))
  }

  func testAccessGranted_LoadsTheReminders_AnswersWaitingForTheScheduler() {
    let scheduler = TestScheduler()
    let store = TestStore(
      initialState: RemindersState(), reducer: remindersReducer,
      environment: RemindersEnvironment(reminders: .mock, mainQueue: scheduler))
    store.assert(
      .send(.onAppear) { $0.permission = .requesting },
      .do { scheduler.advance() },
      .receive(.permissionResponse(granted: true)) {
        $0.permission = .granted
        $0.isLoading = true
      },
      .receive(.remindersLoaded(Reminder.samples)) {
        $0.isLoading = false
        $0.reminders = Reminder.samples
      },
      .send(.onAppear)
    )
  }

  func testAccessGranted_TheRemindersWaitForTheMainQueue() {
    let scheduler = TestScheduler()
    let store = TestStore(
      initialState: RemindersState(permission: .requesting), reducer: remindersReducer,
      environment: RemindersEnvironment(reminders: .mock, mainQueue: scheduler))
    store.assert(
      .send(.permissionResponse(granted: true)) {
        $0.permission = .granted
        $0.isLoading = true
      },
      .do {
        XCTAssertTrue(
          store.state.reminders.isEmpty,
          localized(
            """
            The reminders arrived before environment.mainQueue ran: deliver the fetch with \
            .receive(on: environment.mainQueue).
            """))
        scheduler.advance()
      },
      .receive(.remindersLoaded(Reminder.samples)) {
        $0.isLoading = false
        $0.reminders = Reminder.samples
      }
    )
  }

  func testAccessDenied_ExplainsAndLoadsNothing() {
    var client = RemindersClient.mock
    client.requestAccess = { Effect(value: false) }
    let scheduler = TestScheduler()
    let store = TestStore(
      initialState: RemindersState(), reducer: remindersReducer,
      environment: RemindersEnvironment(reminders: client, mainQueue: scheduler))
    store.assert(
      .send(.onAppear) { $0.permission = .requesting },
      .do { scheduler.advance() },
      .receive(.permissionResponse(granted: false)) {
        $0.permission = .denied
        $0.explanation = RemindersState.accessDeniedExplanation
      }
    )
  }
}
