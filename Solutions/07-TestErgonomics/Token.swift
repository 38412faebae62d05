/// A piece of an editor's text, as the tokenizer classifies it.
enum Token: Equatable {
  /// Plain text, spaces and punctuation included: `"Hello "`.
  case text(String)
  /// A mention, without its `@`: `"@john"` is `.username("john")`.
  case username(String)
  /// A tag, without its `#`: `"#swift"` is `.hashtag("swift")`.
  case hashtag(String)
  /// A web address starting with `http://` or `https://`, up to the next whitespace.
  case url(String)
}

/// Why the tokenizer refused a text.
enum TokenizerError: Error, Equatable {
  /// There was nothing to tokenize.
  case emptyText
  /// The text has more characters than the tokenizer accepts.
  case textTooLong(length: Int, limit: Int)
}
