  @Test func findsAUsernameAfterText() async throws {
    let tokens = try await Tokenizer().tokenize("Hello @john").lastValue()

    #expect(tokens == [.text("Hello "), .username("john")])
  }
