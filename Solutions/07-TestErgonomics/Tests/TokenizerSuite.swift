import EffectKit
import Testing

@testable import TextEditor

/// The tokenizer tests again, in Swift Testing: `async` tests await the effect directly.
struct TokenizerSuite {
  @Test func findsAUsernameAfterText() async throws {
    let tokens = try await Tokenizer().tokenize("Hello @john").lastValue()

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

  @Test func failsOnTextLongerThanTheLimit() async {
    await #expect(throws: TokenizerError.textTooLong(length: 11, limit: 5)) {
      try await Tokenizer(maximumLength: 5).tokenize("Hello @john").lastValue()
    }
  }

  @Test func emitsItsTokensExactlyOnce() async throws {
    // A confirmation fails unless it is confirmed exactly once (by default) before it returns.
    try await confirmation("the tokens arrive") { tokensArrived in
      for try await _ in Tokenizer().tokenize("#swift").stream() { tokensArrived() }
    }
  }
}
