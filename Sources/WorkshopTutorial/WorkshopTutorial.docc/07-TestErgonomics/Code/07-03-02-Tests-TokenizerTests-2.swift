    XCTAssertEqual(tokens, [.text("Hello "), .username("john")])
  }

  func testTokenize_FindsHashtagsAndURLsBetweenText() throws {
    let tokens = try awaitOutput(Tokenizer()
      .tokenize("Read https://swift.org and #swift"))

    XCTAssertEqual(
      tokens, [.text("Read "), .url("https://swift.org"), .text(" and "),
        .hashtag("swift")])
  }

  func testTokenize_KeepsAnAtSignInsideAWordAsText() throws {
    let tokens = try awaitOutput(Tokenizer().tokenize("mail@example.com"))

    XCTAssertEqual(tokens, [.text("mail@example.com")])
  }

  func testTokenize_FailsOnEmptyText() {
    XCTAssertThrowsError(try awaitOutput(Tokenizer().tokenize(""))) { error in
      XCTAssertEqual(error as? TokenizerError, .emptyText)
    }
  }
}

