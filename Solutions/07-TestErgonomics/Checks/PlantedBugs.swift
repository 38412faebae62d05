// The planted bugs of step 07. These declarations shadow the app's `Tokenizer` and
// `EditorModel` for the tests compiled next to them, delegate to the reference code, and
// misbehave when `PlantedBug.active` says so. The bug list lives in PlantedBugs.json.
import EffectKit
import WorkshopTestRuns

@testable import TextEditor

/// The reference tokenizer, with bugs 1 and 3.
struct Tokenizer {
  static let defaultMaximumLength = TextEditor.Tokenizer.defaultMaximumLength

  private var reference: TextEditor.Tokenizer

  var maximumLength: Int {
    get { reference.maximumLength }
    set { reference.maximumLength = newValue }
  }

  init(maximumLength: Int = Tokenizer.defaultMaximumLength) {
    reference = TextEditor.Tokenizer(maximumLength: maximumLength)
  }

  func tokenize(_ text: String) -> FailableEffect<[Token], TokenizerError> {
    let tokens = reference.tokenize(text)
    switch PlantedBug.active {
    case 1:
      PlantedBug.reached()
      return tokens.map { Array($0.dropLast()) }
    case 3:
      PlantedBug.reached()
      return
        tokens
        .catch { _ in Effect(value: []) }
        .eraseToEffect()
        .setFailureType(to: TokenizerError.self)
    default:
      return tokens
    }
  }
}

/// The reference editor model, tokenizing with the tokenizer above, with bug 2.
final class EditorModel {
  private let reference: TextEditor.EditorModel
  private var hasBeenEdited = false

  init(
    tokenize: @escaping (String) -> FailableEffect<[Token], TokenizerError> = Tokenizer().tokenize
  ) {
    reference = TextEditor.EditorModel(tokenize: tokenize)
  }

  var tokens: PublishedValue<[Token]> { reference.tokens }

  var text: String {
    get { reference.text }
    set {
      if PlantedBug.active == 2 && !hasBeenEdited {
        PlantedBug.reached()
        reference.tokens.value = reference.tokens.value
      }
      hasBeenEdited = true
      reference.text = newValue
    }
  }
}
