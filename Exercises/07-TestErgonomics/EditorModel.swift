import EffectKit

/// The model behind a text editor: holds the text, and republishes its tokens after every edit.
///
/// ```swift
/// let editor = EditorModel()
/// let subscription = editor.tokens.values.sink { print($0) }  // prints [] at once
/// editor.text = "Hello @john"  // later prints [.text("Hello "), .username("john")]
/// ```
///
/// Text the tokenizer refuses (an empty or overlong one) has no tokens: the editor publishes
/// `[]` for it.
final class EditorModel {
  /// The tokens of the latest text: `[]` at first, then one new value per edit, in order.
  let tokens = PublishedValue<[Token]>([])

  /// The text being edited. Every change is tokenized in the background.
  var text: String {
    get { edits.value }
    set { edits.value = newValue }
  }

  private let edits = PublishedValue("")
  private var tokenizing: Cancellable?

  /// Creates an empty editor that tokenizes with `tokenize` (the real tokenizer by default).
  init(
    tokenize: @escaping (String) -> FailableEffect<[Token], TokenizerError> = Tokenizer().tokenize
  ) {
    tokenizing = edits.values
      // NB: a new editor is empty, and so are its tokens; only edits need tokenizing.
      .dropFirst()
      .flatMap { text in
        tokenize(text)
          .catch { _ in Effect(value: []) }
          .eraseToEffect()
      }
      .sink { [tokens] newTokens in tokens.value = newTokens }
  }
}
