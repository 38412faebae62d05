  func testSaveButtonTapped_RecordsTheMockDate() {
    XCTFail(
      "TODO(4): in setUp, switch Current to .mock; here, tap save and assert that the "
        + "new state "
        + "records the mock's date"
    )
  }
