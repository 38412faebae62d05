  func testSaveButtonTapped_RunsTheSaveEffectWhichEmitsNothing() throws {
    // TODO(2): record in a flag that the mock's save ran; run the save effect; assert
    // that it emits nothing, completes, and flipped the flag.
    XCTFail("TODO(2): write a test that runs the save effect: it saves, emits nothing, "
      + "completes")
  }
