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

