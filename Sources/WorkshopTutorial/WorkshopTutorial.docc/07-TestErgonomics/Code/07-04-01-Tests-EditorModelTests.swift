  func testNewEditor_HasNoTokens() {
    XCTAssertEqual(EditorModel().tokens.value, [])
  }
