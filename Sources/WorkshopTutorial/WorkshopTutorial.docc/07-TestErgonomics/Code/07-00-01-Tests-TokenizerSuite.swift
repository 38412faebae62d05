import EffectKit
import Testing

@testable import TextEditor

/// The tokenizer tests again, in Swift Testing: `async` tests await the effect directly.
struct TokenizerSuite {
  // TODO(5): replace this stub with Swift Testing tests of the tokenizer: `async` tests
  // that await `lastValue()`, `#expect(throws:)` for its errors, and a `confirmation`.
  @Test func tokenizer() {
    Issue.record("TODO(5): write the tokenizer tests again, with Swift Testing")
  }
}

