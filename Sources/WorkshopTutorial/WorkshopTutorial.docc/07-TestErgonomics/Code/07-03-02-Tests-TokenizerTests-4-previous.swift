    let tokenizer = Tokenizer(maximumLength: 5)

    XCTAssertThrowsError(try awaitOutput(tokenizer.tokenize("Hello @john"))) { error in
      XCTAssertEqual(error as? TokenizerError, .textTooLong(length: 11, limit: 5))
    }
  }
}

