    XCTAssertEqual(EditorModel().tokens.value, [])
  }
}

