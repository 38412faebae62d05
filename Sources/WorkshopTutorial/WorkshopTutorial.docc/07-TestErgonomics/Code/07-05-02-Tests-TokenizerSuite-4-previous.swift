
  @Test func failsOnTextLongerThanTheLimit() async {
    await #expect(throws: TokenizerError.textTooLong(length: 11, limit: 5)) {
      try await Tokenizer(maximumLength: 5).tokenize("Hello @john").lastValue()
    }
  }
}

