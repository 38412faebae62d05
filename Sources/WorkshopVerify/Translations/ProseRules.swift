import WorkshopLocalization
import WorkshopReaders

/// What a translation's prose must hold to, beside its structure: the terms of its language's
/// glossary, that language's quotation marks and punctuation, and single spaces. Only prose is
/// read: code blocks, inline code, link targets, URLs, placeholders (`{1}`) and straight-quoted
/// program output ("12 of 12 planted bugs caught.") are not.
///
/// ```swift
/// ProseRules(language: .simplifiedChinese, glossary: glossary)
///   .problems(inMarkdown: "等待 expectation。", file: "README.zh-Hans.md")
/// // ["README.zh-Hans.md:1: `expectation` is English where the glossary writes 期望（expectation）"]
/// ```
struct ProseRules: Sendable {
  /// The language of the text.
  let language: Language
  /// Its glossary.
  let glossary: Glossary

  /// The problems of a translated lesson or hints file, each naming `file` and the line.
  func problems(inMarkdown markdown: String, file: String) -> [String] {
    var problems: [String] = []
    var inQuote = false
    let document = MarkdownDocument(markdown)
    for (index, line) in document.lines.enumerated() {
      let trimmed = line.withoutOuterSpaces
      // NB: a quotation of program output may wrap onto the next line, not past a paragraph.
      if trimmed.isEmpty { inQuote = false }
      guard !document.isCode(index) else { continue }
      let text = prose(of: line, inQuote: &inQuote)
      problems += self.problems(inProse: text, keepsSpacing: trimmed.hasPrefix("|"))
        .map { "\(file):\(index + 1): \($0)" }
    }
    return problems
  }

  /// The problems of one catalogue text, a translation of `english` (whose doubled spaces, a
  /// layout, it may keep), each naming `place`.
  func problems(inCatalogueText text: String, english: String, place: String) -> [String] {
    var inQuote = false
    return problems(
      inProse: prose(of: text, inQuote: &inQuote), keepsSpacing: english.contains("  ")
    )
    .map { "\(place): \($0)" }
  }

  // MARK: - Prose

  /// What stands in for code, a placeholder or program output: neither a letter nor a mark.
  static let stand = "\u{FFFC}"

  /// `line` with its code, link targets, URLs, placeholders and straight-quoted output
  /// replaced by `stand`; `inQuote` says whether a quotation from the line before goes on, and
  /// whether this one goes on to the next.
  func prose(of line: String, inQuote: inout Bool) -> String {
    var result = ""
    var rest = Substring(line)
    if inQuote {
      guard let close = rest.firstIndex(of: "\"") else { return Self.stand }
      inQuote = false
      result += Self.stand
      rest = rest[rest.index(after: close)...]
    }
    while let first = rest.first {
      if first == "`", let close = rest.dropFirst().firstIndex(of: "`") {
        result += Self.stand
        rest = rest[rest.index(after: close)...]
      } else if first == "\"" {
        guard let close = rest.dropFirst().firstIndex(of: "\"") else {
          inQuote = true
          return result + Self.stand
        }
        result += Self.stand
        rest = rest[rest.index(after: close)...]
      } else if rest.hasPrefix("<!--"), let close = rest.range(of: "-->") {
        // NB: a fact or output mark is for verify, not prose.
        rest = rest[close.upperBound...]
      } else if rest.hasPrefix("]("), let close = rest.firstIndex(of: ")") {
        result += "]"
        rest = rest[rest.index(after: close)...]
      } else if rest.hasPrefix("http://") || rest.hasPrefix("https://") {
        result += Self.stand
        rest = rest.drop { !$0.isWhitespace && $0 != ")" }
      } else if first == "{", let close = rest.firstIndex(of: "}"), isPlaceholder(rest[..<close]) {
        result += Self.stand
        rest = rest[rest.index(after: close)...]
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }

  /// `{1`, `{2:을`, `{을`: a catalogue's placeholder or particle, up to its closing brace.
  private func isPlaceholder(_ text: Substring) -> Bool {
    let inner = text.dropFirst()
    return !inner.isEmpty && inner.count <= 8
      && inner.allSatisfy { $0.isNumber || $0 == ":" || ("가"..."힣").contains($0) }
  }

  private func problems(inProse line: String, keepsSpacing: Bool) -> [String] {
    termProblems(line) + quotationProblems(line) + punctuationProblems(line)
      + (keepsSpacing ? [] : spacingProblems(line))
  }

  // MARK: - Terms

  private func termProblems(_ line: String) -> [String] {
    var problems: [String] = []
    for entry in glossary.entries {
      for form in entry.rejected where line.contains(form) {
        problems.append("`\(form)` is not how the glossary writes it: \(entry.translation)")
      }
      guard !entry.isOneSense else { continue }
      for form in entry.english where !entry.keeps(form) {
        // NB: an English gloss in parentheses, `期望（expectation）`, is where it may stand.
        let loose = englishWordRanges(of: form, in: line).filter { !isInGloss($0, of: line) }
        if let first = loose.first {
          problems.append(
            "`\(line[first])` is English where the glossary writes \(entry.translation)")
        }
      }
    }
    return problems
  }

  /// Whether `range` of `line` stands in parentheses that hold English words only, after the
  /// words they gloss: `期望（expectation）`, `délai (timeout)`, `불안정한 테스트(flaky test)`.
  private func isInGloss(_ range: Range<String.Index>, of line: String) -> Bool {
    var index = range.lowerBound
    while index > line.startIndex {
      index = line.index(before: index)
      let character = line[index]
      if character == "(" || character == "（" {
        let closes = line[range.upperBound...].drop {
          $0.isASCII && ($0.isLetter || " -'".contains($0))
        }
        return index > line.startIndex && (closes.first == ")" || closes.first == "）")
      }
      guard character.isASCII, character.isLetter || " -'".contains(character) else { return false }
    }
    return false
  }

  // MARK: - Quotation marks and punctuation

  private func quotationProblems(_ line: String) -> [String] {
    switch language {
    case .simplifiedChinese:
      return line.contains(where: { "“”‘’".contains($0) })
        ? ["curly quotation marks: Chinese prose quotes with 「」 (and 『』 inside)"] : []
    case .korean:
      return line.contains(where: { "“”「」『』".contains($0) })
        ? ["quotation marks: Korean prose quotes with straight \"…\", as the glossary says"] : []
    case .french:
      var problems: [String] = []
      if line.contains(where: { "“”".contains($0) }) {
        problems.append("curly quotation marks: French prose quotes with « … »")
      }
      let characters = Array(line)
      for (index, character) in characters.enumerated() {
        if character == "«", index + 1 < characters.count, !isNoBreakSpace(characters[index + 1]) {
          problems.append("« needs a no-break space after it")
        }
        if character == "»", index > 0, !isNoBreakSpace(characters[index - 1]) {
          problems.append("» needs a no-break space before it")
        }
        if ":;?!".contains(character), index > 0, characters[index - 1] == " ",
          index + 1 == characters.count || characters[index + 1].isWhitespace
        {
          problems.append("a plain space before `\(character)`: French puts a no-break space there")
        }
      }
      return problems
    case .english:
      return []
    }
  }

  private func isNoBreakSpace(_ character: Character) -> Bool {
    character == "\u{00A0}" || character == "\u{202F}"
  }

  private func punctuationProblems(_ line: String) -> [String] {
    switch language {
    case .simplifiedChinese: return chinesePunctuationProblems(line)
    case .korean: return fixedParticleProblems(line)
    case .french, .english: return []
    }
  }

  /// Half-width `, ; : ? ! . ( )` beside a Chinese character, and a space after a full-width
  /// mark within a line.
  private func chinesePunctuationProblems(_ line: String) -> [String] {
    var problems: [String] = []
    let characters = Array(line)
    for (index, character) in characters.enumerated() where ",;:?!.()".contains(character) {
      let before = index > 0 ? characters[index - 1] : nil
      let after = index + 1 < characters.count ? characters[index + 1] : nil
      let touches: Bool
      switch character {
      case "(": touches = isIdeograph(before) || isIdeograph(after)
      case ")": touches = isIdeograph(after) || (isIdeograph(before) && before != nil)
      case ".": touches = isIdeograph(before) && (after == nil || after!.isWhitespace)
      default: touches = isIdeograph(before)
      }
      if touches {
        problems.append(
          "half-width `\(character)` in a Chinese sentence: write \(fullWidth[character] ?? "")")
      }
    }
    let marks = "。，：；？！、"
    for (index, character) in characters.enumerated() where marks.contains(character) {
      if index + 2 < characters.count, characters[index + 1] == " ",
        !characters[index + 2].isWhitespace, characters[index + 2] != "|"
      {
        problems.append("a space after `\(character)`: a full-width mark takes no space after it")
      }
    }
    return problems
  }

  private let fullWidth: [Character: String] = [
    ",": "，", ";": "；", ":": "：", "?": "？", "!": "！", ".": "。", "(": "（", ")": "）",
  ]

  private func isIdeograph(_ character: Character?) -> Bool {
    guard let value = character?.unicodeScalars.first?.value else { return false }
    return (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
  }

  /// A Korean particle written in both its forms, `을(를)`: the form follows the word before.
  private func fixedParticleProblems(_ line: String) -> [String] {
    let fixed = ["을(를)", "를(을)", "이(가)", "가(이)", "은(는)", "는(은)", "와(과)", "과(와)", "(으)로"]
    return fixed.filter(line.contains).map {
      "`\($0)`: write the one form that follows the word before it"
    }
  }

  // MARK: - Spaces

  private func spacingProblems(_ line: String) -> [String] {
    let trimmed = line.drop { $0 == " " }
    guard let range = trimmed.range(of: "  "),
      trimmed[range.upperBound...].contains(where: { !$0.isWhitespace })
    else { return [] }
    return ["two spaces in a row"]
  }
}
