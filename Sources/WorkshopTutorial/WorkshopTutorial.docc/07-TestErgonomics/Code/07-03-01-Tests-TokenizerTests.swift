  func testTokenize_FindsAUsernameAfterText() throws {
    let tokens = try awaitOutput(Tokenizer().tokenize("Hello @john"))

    XCTAssertEqual(tokens, [.text("Hello "), .username("john")])
  }
