import WorkshopLocalization
import WorkshopReaders

/// A language's glossary, `Docs/i18n/glossary.<lang>.md`: the tables that say how the language
/// writes each term (`| English | 简体中文 | note |`). A term whose translation does not keep
/// the English word must not be left in English in prose; a note that says `≠ form, form` names
/// forms the language does not use for the term.
struct Glossary: Equatable, Sendable {
  /// One row of a table.
  struct Entry: Equatable, Sendable {
    /// The English forms of the term: `send / receive (an action)` gives `send` and `receive`.
    let english: [String]
    /// How the language writes it, as the table says.
    let translation: String
    /// Whether the English names one sense of a word with others (`token (the cancellable)`,
    /// `check (noun)`): its English form may stand for another sense, so it is not policed.
    let isOneSense: Bool
    /// Forms the note rejects (`≠ 정상 경로, 해피 패스`).
    let rejected: [String]

    /// Whether the translation keeps `form` in English, outside parentheses (`reducer`,
    /// `mock 的`): then prose may write it in English.
    func keeps(_ form: String) -> Bool {
      containsWord(form, in: withoutParentheses(translation))
    }

  }

  /// Every row, in order.
  let entries: [Entry]

  /// Reads the tables of a glossary.
  init(markdown: String) {
    entries = MarkdownDocument(markdown).blocks.compactMap(\.table).flatMap { table in
      table.rows.filter { $0.count >= 2 && !$0[0].hasPrefix("`") }.map { cells in
        Entry(
          english: withoutParentheses(cells[0]).components(separatedBy: " / ")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty },
          translation: cells[1], isOneSense: cells[0].contains("("),
          rejected: Glossary.rejectedForms(in: cells.count > 2 ? cells[2] : ""))
      }
    }
  }

  /// `Docs/i18n/glossary.ko.md`.
  static func path(for language: Language) -> String {
    "Docs/i18n/glossary.\(language.code).md"
  }

  /// The forms a note rejects: what follows `≠`, separated by commas.
  private static func rejectedForms(in note: String) -> [String] {
    guard let mark = note.firstIndex(of: "≠") else { return [] }
    return note[note.index(after: mark)...]
      .split { $0 == "," || $0 == "、" || $0 == ";" }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}

/// `text` without what stands in parentheses, ASCII or full-width.
func withoutParentheses(_ text: String) -> String {
  var result = ""
  var depth = 0
  for character in text {
    if character == "(" || character == "（" {
      depth += 1
    } else if character == ")" || character == "）" {
      depth = max(0, depth - 1)
    } else if depth == 0 {
      result.append(character)
    }
  }
  return result
}

/// Whether `word` stands in `text` as a word of its own, in any case.
func containsWord(_ word: String, in text: String) -> Bool {
  !englishWordRanges(of: word, in: text, anyCase: true).isEmpty
}

/// Where `word` stands in `text` as an English word of its own (or its plural): not inside a
/// longer word or an identifier (`expectations` counts, `expectationTimeout`, `.expectation`
/// and `expectation(` do not). As written, or with a capital first letter, unless `anyCase`.
func englishWordRanges(of word: String, in text: String, anyCase: Bool = false)
  -> [Range<String.Index>]
{
  let capitalized = word.prefix(1).uppercased() + word.dropFirst()
  var ranges: [Range<String.Index>] = []
  let options: String.CompareOptions = anyCase ? [.caseInsensitive] : []
  for form in anyCase ? [word] : Array(Set([word, capitalized])) {
    var start = text.startIndex
    while let found = text.range(of: form, options: options, range: start..<text.endIndex) {
      start = found.upperBound
      var end = found.upperBound
      for suffix in ["es", "s"] where text[end...].hasPrefix(suffix) {
        end = text.index(end, offsetBy: suffix.count)
        break
      }
      let before =
        found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
      let after = end < text.endIndex ? text[end] : nil
      let afterNext = after.flatMap { _ in
        text.index(after: end) < text.endIndex ? text[text.index(after: end)] : nil
      }
      // NB: a path (`Exercises/steps.json`) or an identifier names a file or code, not a term.
      if let before, isIdentifierCharacter(before) || ".-/:".contains(before) { continue }
      if let after, isIdentifierCharacter(after) || "-<(/:".contains(after) { continue }
      if after == ".", let afterNext, isIdentifierCharacter(afterNext) { continue }
      ranges.append(found.lowerBound..<end)
    }
  }
  return ranges.sorted { $0.lowerBound < $1.lowerBound }
}

private func isIdentifierCharacter(_ character: Character) -> Bool {
  character.isASCII && (character.isLetter || character.isNumber || character == "_")
}
