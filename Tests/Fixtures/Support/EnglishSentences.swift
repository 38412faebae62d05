/// Finds English sentences in text that should be in another language: a run of at least three
/// Latin words, outside code (backticks), that holds at least two of English's small words (the,
/// is, of, to…), which no command, identifier, value or French sentence does.
enum EnglishSentences {
  /// The lines of `text` that hold an English sentence.
  static func lines(in text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter(hasSentence)
  }

  /// `report` without what a test library wrote, as `check` prints it: each line a gloss (`↳ …`)
  /// explains (with the lines the terminal folded it onto, indented deeper), the failure
  /// message's lines under it, and the one line that says why they stay English (the line after
  /// the last gloss's failure block).
  static func withoutLibraryFailures(_ report: String) -> String {
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var kept: [String] = []
    var inGlossedFailure = false
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("↳ ") {
        let indent = line.count - trimmed.count
        while let last = kept.last, self.indent(of: last) > indent { kept.removeLast() }
        if let last = kept.last, self.indent(of: last) == indent { kept.removeLast() }
        inGlossedFailure = true
        continue
      }
      // NB: a failure's message goes on under it, indented deeper than its place line.
      if inGlossedFailure,
        line.hasPrefix("        ")
          || trimmed.isEmpty && index + 1 < lines.count
            && lines[index + 1].hasPrefix("        ")
      {
        continue
      }
      inGlossedFailure = false
      kept.append(line)
    }
    return kept.joined(separator: "\n")
  }

  private static func indent(of line: String) -> Int { line.prefix { $0 == " " }.count }

  /// Whether `line` holds an English sentence.
  static func hasSentence(_ line: String) -> Bool {
    var run: [String] = []
    var word = ""
    var inCode = false
    func endWord() {
      if !word.isEmpty { run.append(word.lowercased()) }
      word = ""
    }
    for character in line {
      if character == "`" {
        inCode.toggle()
        endWord()
        continue
      }
      if inCode { continue }
      if character.isASCII, character.isLetter || character == "'" {
        word.append(character)
      } else if character == " " || (character.isASCII && ",;:.!?()-".contains(character)) {
        endWord()
      } else {
        endWord()
        if isSentence(run) { return true }
        run = []
      }
    }
    endWord()
    return isSentence(run)
  }

  private static func isSentence(_ words: [String]) -> Bool {
    words.count >= 3 && words.filter(englishOnly.contains).count >= 2
  }

  /// Small English words that French, and code, do not use.
  static let englishOnly: Set<String> = [
    "the", "is", "are", "was", "were", "of", "to", "and", "it", "its", "this", "that", "these",
    "your", "you", "be", "has", "have", "had", "when", "from", "with", "not", "for", "which",
    "what", "will", "would", "should", "does", "did", "by", "at", "or", "if", "then", "than",
    "there", "their", "them", "they", "into", "after", "before", "one", "every", "each",
  ]
}
