import WorkshopLocalization

/// Text as a terminal shows inline Markdown: runs of characters, each with its styles (bold for
/// `**strong**`, italic for `*emphasis*`, cyan for `code`), which wrap as one text.
struct StyledText: Equatable, Sendable {
  /// Characters that share their styles.
  struct Run: Equatable, Sendable {
    /// The characters.
    var text: String
    /// Their styles; none for plain text.
    var styles: [Terminal.Style]
  }

  /// The runs, in order.
  private(set) var runs: [Run] = []

  /// Empty text.
  init() {}

  /// `text` in `styles`.
  init(_ text: String, _ styles: [Terminal.Style] = []) {
    append(text, styles)
  }

  /// The characters without their styles.
  var plain: String { runs.map(\.text).joined() }

  /// How many terminal columns the text takes.
  var width: Int { displayWidth(plain) }

  /// Adds `text` in `styles`, joining it to the last run when their styles are the same.
  mutating func append(_ text: String, _ styles: [Terminal.Style] = []) {
    guard !text.isEmpty else { return }
    if let last = runs.indices.last, runs[last].styles == styles {
      runs[last].text += text
    } else {
      runs.append(Run(text: text, styles: styles))
    }
  }

  /// Adds every run of `other`.
  mutating func append(_ other: StyledText) {
    for run in other.runs { append(run.text, run.styles) }
  }

  /// The text with its styles as ANSI codes (none when `terminal` uses no colour).
  func rendered(on terminal: Terminal) -> String {
    runs.map { terminal.style($0.text, $0.styles) }.joined()
  }

  /// The text in lines of at most `width` columns, broken where `lineRanges(of:width:)` allows.
  func wrapped(width: Int) -> [StyledText] {
    var characters: [Character] = []
    var styles: [Int] = []
    for (index, run) in runs.enumerated() {
      for character in run.text {
        characters.append(character)
        styles.append(index)
      }
    }
    return lineRanges(of: characters, width: width).map { range in
      var line = StyledText()
      var start = range.lowerBound
      while start < range.upperBound {
        let run = styles[start]
        var end = start
        while end < range.upperBound, styles[end] == run { end += 1 }
        line.append(String(characters[start..<end]), runs[run].styles)
        start = end
      }
      return line
    }
  }
}
