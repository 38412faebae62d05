    XCTAssertEqual(tokens, [.text("Hello "), .username("john")])
  }

  func testTokenize_FindsHashtagsAndURLsBetweenText() throws {
    let tokens = try awaitOutput(Tokenizer()
      .tokenize("Read https://swift.org and #swift"))

    XCTAssertEqual(
      tokens, [.text("Read "), .url("https://swift.org"), .text(" and "),
        .hashtag("swift")])
  }
}

