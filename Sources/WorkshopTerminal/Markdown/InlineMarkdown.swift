import WorkshopReaders

/// Reads one paragraph's inline Markdown into styled text: `code` spans, `**strong**`,
/// `*emphasis*` (and the `_` forms, never inside a word such as `snake_case`), and backslash
/// escapes. The markers go; `code` keeps its backticks where there is no colour to show it by,
/// since they mark exactly what to type.
struct InlineMarkdown {
  /// Whether code spans keep their backticks.
  let keepsBackticks: Bool

  /// The styled text of `text`, without its HTML comments.
  func parse(_ text: String) -> StyledText {
    let text = withoutComments(text)
    // NB: most lines of a lesson have no markup at all.
    guard text.utf8.contains(where: { "`*_\\".utf8.contains($0) }) else { return StyledText(text) }
    return parse(Array(text), styles: [])
  }

  private func parse(_ characters: [Character], styles: [Terminal.Style]) -> StyledText {
    var result = StyledText()
    var pending = ""
    func flush() {
      result.append(pending, styles)
      pending = ""
    }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, isEscapable(characters[index + 1]) {
        pending.append(characters[index + 1])
        index += 2
      } else if character == "`" {
        let ticks = run(of: "`", in: characters, at: index)
        guard let close = closingTicks(ticks, in: characters, after: index + ticks) else {
          pending += String(repeating: "`", count: ticks)
          index += ticks
          continue
        }
        flush()
        var code = String(characters[(index + ticks)..<close])
        if code.count > 2, code.hasPrefix(" "), code.hasSuffix(" ") {
          code = String(code.dropFirst().dropLast())
        }
        let shown = keepsBackticks ? "`" + code + "`" : code
        result.append(shown, styles + [.cyan])
        index = close + ticks
      } else if character == "*" || character == "_",
        let (length, close) = emphasis(in: characters, at: index)
      {
        flush()
        let inner = Array(characters[(index + length)..<close])
        result.append(parse(inner, styles: styles + [length == 2 ? .bold : .italic]))
        index = close + length
      } else {
        pending.append(character)
        index += 1
      }
    }
    flush()
    return result
  }

  /// The length of the delimiter at `index` and where its closing one starts, when the
  /// delimiter opens emphasis that closes later in `characters`.
  private func emphasis(in characters: [Character], at index: Int) -> (Int, Int)? {
    let marker = characters[index]
    let length = min(2, run(of: marker, in: characters, at: index))
    guard index + length < characters.count, characters[index + length] != " " else { return nil }
    if marker == "_", index > 0, isWordCharacter(characters[index - 1]) { return nil }
    // NB: the search starts right after the delimiter, so that a code span it opens on is
    // skipped whole: `**`setUp`**`.
    var search = index + length
    while search + length <= characters.count {
      let candidate = characters[search]
      if candidate == "`" {
        let ticks = run(of: "`", in: characters, at: search)
        search = (closingTicks(ticks, in: characters, after: search + ticks) ?? search) + ticks
        continue
      }
      if candidate == marker, search > index + length,
        run(of: marker, in: characters, at: search) == length, characters[search - 1] != " ",
        marker == "*" || search + length == characters.count
          || !isWordCharacter(characters[search + length])
      {
        return (length, search)
      }
      search += candidate == marker ? run(of: marker, in: characters, at: search) : 1
    }
    return nil
  }

  private func run(of marker: Character, in characters: [Character], at index: Int) -> Int {
    var end = index
    while end < characters.count, characters[end] == marker { end += 1 }
    return end - index
  }

  /// Where the run of exactly `ticks` backticks that closes a code span starts.
  private func closingTicks(_ ticks: Int, in characters: [Character], after start: Int) -> Int? {
    var index = start
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      let length = run(of: "`", in: characters, at: index)
      if length == ticks { return index }
      index += length
    }
    return nil
  }

  private func isEscapable(_ character: Character) -> Bool {
    character.isASCII && character.isPunctuation || "`*_|#+-.!<>[](){}\\".contains(character)
  }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }
}
