  func testAccessDenied_ExplainsAndLoadsNothing() {
    // TODO(3): the same story, but the user says no: the explanation shows, and however
    // far you advance the scheduler, no list arrives.
    XCTFail("TODO(3): write a test of the story where the user denies access")
  }

