    XCTAssertEqual(EditorModel().tokens.value, [])
  }

  func testEditing_PublishesTheTokensOfEveryNewText() throws {
    let editor = EditorModel()
  }
}

