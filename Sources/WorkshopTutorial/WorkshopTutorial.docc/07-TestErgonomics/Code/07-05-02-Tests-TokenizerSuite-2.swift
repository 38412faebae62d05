    #expect(tokens == [.text("Hello "), .username("john")])
  }

  // One test, three cases: Swift Testing runs and reports each argument on its own.
  @Test(arguments: [
    (
      "Read https://swift.org and #swift",
      [Token.text("Read "), .url("https://swift.org"), .text(" and "), .hashtag("swift")]
    ),
    ("mail@example.com", [.text("mail@example.com")]),
    ("@ada & @grace", [.username("ada"), .text(" & "), .username("grace")]),
  ])
  func findsEveryKindOfToken(text: String, expected: [Token]) async throws {
    let tokens = try await Tokenizer().tokenize(text).lastValue()

    #expect(tokens == expected)
  }

  @Test func failsOnEmptyText() async {
    await #expect(throws: TokenizerError.emptyText) {
      try await Tokenizer().tokenize("").lastValue()
    }
  }
}

