  func testSaveButtonTapped_RecordsTheTimeThisTestChose() {
    XCTFail(
      "TODO(5): set Current.date to a moment of this test's own, tap save, and assert "
        + "that "
        + "exactly that moment was recorded; then save again at another moment and "
          + "assert it"
    )
  }
