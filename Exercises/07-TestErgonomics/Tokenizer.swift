import Dispatch
import EffectKit

/// Finds usernames, hashtags and URLs in a text, on a background queue.
///
/// ```swift
/// Tokenizer().tokenize("Hello @john")  // later: [.text("Hello "), .username("john")]
/// Tokenizer().tokenize("")             // later: fails with .emptyText
/// ```
struct Tokenizer {
  /// The longest text `tokenize` accepts unless told otherwise, in characters.
  static let defaultMaximumLength = 500

  /// The longest text `tokenize` accepts, in characters; longer ones fail.
  var maximumLength = Tokenizer.defaultMaximumLength

  // NB: one serial queue for every tokenizer, so results come back in the order texts went in.
  private static let queue = DispatchQueue(label: "TextEditor.Tokenizer", qos: .userInitiated)

  /// Tokenizes `text` in the background; the effect emits the tokens once and finishes, or
  /// fails with `.emptyText` or `.textTooLong`.
  func tokenize(_ text: String) -> FailableEffect<[Token], TokenizerError> {
    let maximumLength = self.maximumLength
    return .future { deliver in
      Tokenizer.queue.async { deliver(Tokenizer.scan(text, maximumLength: maximumLength)) }
    }
  }

  /// The tokens of `text`, or why it cannot be tokenized. Runs on the calling thread.
  private static func scan(_ text: String, maximumLength: Int) -> Result<[Token], TokenizerError> {
    guard !text.isEmpty else { return .failure(.emptyText) }
    guard text.count <= maximumLength else {
      return .failure(.textTooLong(length: text.count, limit: maximumLength))
    }
    var scanner = TokenScanner(text)
    return .success(scanner.tokens())
  }
}
