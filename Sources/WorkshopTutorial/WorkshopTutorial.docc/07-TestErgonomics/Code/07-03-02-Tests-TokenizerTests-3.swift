
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
}

