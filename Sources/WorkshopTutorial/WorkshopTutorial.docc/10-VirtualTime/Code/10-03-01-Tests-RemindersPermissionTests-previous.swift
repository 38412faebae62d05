  func testAccessGranted_LoadsTheReminders() {
    // TODO(3): make requestAccess answer true and fetch answer the samples, each after a
    // delay on a TestScheduler. Then follow the story with store.assert: .onAppear,
    // advance, receive the permission, advance, receive the list. Assert the state after
    // every step.
    XCTFail("TODO(3): write a test of the story where the user allows access and the "
      + "list loads")
  }
