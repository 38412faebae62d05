    XCTAssertEqual(EditorModel().tokens.value, [])
  }

  func testEditing_PublishesTheTokensOfEveryNewText() throws {
    let editor = EditorModel()

    // Subscribe first, then edit: the edits run inside awaitOutput, after it subscribed.
    let published = try awaitOutput(editor.tokens.collectNext(2)) {
      editor.text = "Hello @john"
      editor.text = "Check out #swift"
    }

    // One batch: the tokens of each text, in the order of the edits.
    XCTAssertEqual(
      published,
      [
        [.text("Hello "), .username("john")],
        [.text("Check out "), .hashtag("swift")],
      ]
    )
  }
}

