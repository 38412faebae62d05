    XCTAssertEqual(tokens, [.text("Hello "), .username("john")])
  }

  func testTokenize_FindsHashtagsAndURLsBetweenText() throws {
    let tokens = try awaitOutput(Tokenizer().tokenize("Read https://swift.org and #swift"))

    XCTAssertEqual(
      tokens, [.text("Read "), .url("https://swift.org"), .text(" and "), .hashtag("swift")])
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

  func testTokenize_FailsOnTextLongerThanTheLimit() {
    let tokenizer = Tokenizer(maximumLength: 5)

    XCTAssertThrowsError(try awaitOutput(tokenizer.tokenize("Hello @john"))) { error in
      XCTAssertEqual(error as? TokenizerError, .textTooLong(length: 11, limit: 5))
    }
  }

  func testTokenize_EmitsItsTokensExactlyOnce() throws {
    // awaitOutput keeps only the last value; collecting first shows every value.
    let outputs = try awaitOutput(Tokenizer().tokenize("#swift").collect())

    XCTAssertEqual(outputs, [[.hashtag("swift")]])
  }
}

