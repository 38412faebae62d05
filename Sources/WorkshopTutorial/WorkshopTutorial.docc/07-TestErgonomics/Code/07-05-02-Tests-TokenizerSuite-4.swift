
  @Test func failsOnTextLongerThanTheLimit() async {
    await #expect(throws: TokenizerError.textTooLong(length: 11, limit: 5)) {
      try await Tokenizer(maximumLength: 5).tokenize("Hello @john").lastValue()
    }
  }

  @Test func emitsItsTokensExactlyOnce() async throws {
    // A confirmation fails unless it is confirmed exactly once (by default) before it
    // returns.
    try await confirmation("the tokens arrive") { tokensArrived in
      for try await _ in Tokenizer().tokenize("#swift").stream() { tokensArrived() }
    }
  }
}

