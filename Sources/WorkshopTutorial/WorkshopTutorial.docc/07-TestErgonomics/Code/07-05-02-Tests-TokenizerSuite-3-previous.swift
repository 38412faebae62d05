
  @Test func failsOnEmptyText() async {
    await #expect(throws: TokenizerError.emptyText) {
      try await Tokenizer().tokenize("").lastValue()
    }
  }
}

