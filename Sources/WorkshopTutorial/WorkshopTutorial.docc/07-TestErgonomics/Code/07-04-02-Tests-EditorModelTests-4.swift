      [
        [.text("Hello "), .username("john")],
        [.text("Check out "), .hashtag("swift")],
      ]
    )
  }

  func testClearingTheText_PublishesNoTokens() throws {
    let editor = EditorModel()

    let published = try awaitOutput(editor.tokens.collectNext(2)) {
      editor.text = "#swift"
      editor.text = ""
    }

    XCTAssertEqual(published, [[.hashtag("swift")], []])
  }
}

