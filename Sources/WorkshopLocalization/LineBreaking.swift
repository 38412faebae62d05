import WorkshopReaders

/// Where text may break across lines, and how greedy filling breaks it: at spaces, and between
/// characters where Chinese, Japanese and Korean break (a simplified UAX #14).
///
/// A line may break before `characters[i]` when:
/// - a space ends just before it (the spaces then vanish at the break);
/// - either neighbour is a wide character (a CJK ideograph, kana, a Hangul syllable, full-width
///   punctuation), unless the second is punctuation that never starts a line (`。`, `，`, `）`,
///   `.`, `,`, `)` …), or the first is punctuation that never ends one (`（`, `“`, `(` …);
/// - and never between a word of narrow characters and the Hangul syllable right after it, so
///   that a Korean particle stays on the line of the `code` or word it follows (`` `sink`를 ``).
///
/// A break between two Hangul syllables is a second choice (`.withinAWord`): Korean puts
/// spaces between words, and a line breaks there unless that leaves it less than three quarters
/// full.
func breakOpportunities(in characters: [Character]) -> [LineBreak] {
  breakOpportunities(in: characters, widths: characters.map(columns(of:)))
}

/// The break opportunities of `characters`, whose widths are `widths`.
private func breakOpportunities(in characters: [Character], widths: [Int]) -> [LineBreak] {
  characters.indices.map { index in
    guard index > 0 else { return .none }
    let (before, here) = (characters[index - 1], characters[index])
    if here == " " { return .none }
    if before == " " { return .allowed }
    guard widths[index - 1] == 2 || widths[index] == 2 else { return .none }
    if neverStartsALine.contains(here) || neverEndsALine.contains(before) { return .none }
    if isHangul(here), widths[index - 1] == 1 { return .none }
    return isHangul(before) && isHangul(here) ? .withinAWord : .allowed
  }
}

/// Whether a line may break before a character.
enum LineBreak: Equatable, Sendable {
  /// It may not.
  case none
  /// It may: after a space, or next to a Chinese or Japanese character.
  case allowed
  /// It may, as a second choice: between two Hangul syllables of one Korean word.
  case withinAWord
}

/// The ranges of `characters` that greedy filling puts on each line of at most `width` columns:
/// each line as full as the break opportunities allow, without the spaces at its ends. A word
/// wider than the line stays whole, on a line of its own. ANSI colour codes take no room.
public func lineRanges(of characters: [Character], width: Int) -> [Range<Int>] {
  // NB: plain ASCII text breaks only after spaces, and needs no look-up of the rules.
  if characters.allSatisfy({ $0.isASCII && $0 != "\u{1B}" }) {
    return asciiLineRanges(of: characters, width: width)
  }
  let widths = columnsOfEach(characters)
  let breaks = breakOpportunities(in: characters, widths: widths)
  let count = characters.count
  func skippingSpaces(from index: Int) -> Int {
    var index = index
    while index < count, characters[index] == " " { index += 1 }
    return index
  }
  func trimmedEnd(_ end: Int, from start: Int) -> Int {
    var end = end
    while end > start, characters[end - 1] == " " { end -= 1 }
    return end
  }
  var lines: [Range<Int>] = []
  var start = skippingSpaces(from: 0)
  var index = start
  var lineWidth = 0
  var lastBreak: (index: Int, width: Int)?
  var lastWordBreak: (index: Int, width: Int)?
  while index < count {
    if index > start {
      switch breaks[index] {
      case .allowed: lastBreak = (index, lineWidth)
      case .withinAWord: lastWordBreak = (index, lineWidth)
      case .none: break
      }
    }
    let character = characters[index]
    let columns = widths[index]
    if character != " ", lineWidth + columns > width,
      let breakAt = chosenBreak(lastBreak, lastWordBreak, width: width)
    {
      lines.append(start..<trimmedEnd(breakAt, from: start))
      start = skippingSpaces(from: breakAt)
      (index, lineWidth, lastBreak, lastWordBreak) = (start, 0, nil, nil)
      continue
    }
    lineWidth += columns
    index += 1
  }
  if start < count || lines.isEmpty { lines.append(start..<trimmedEnd(count, from: start)) }
  return lines
}

/// `lineRanges(of:width:)` for ASCII text without colour codes: every character a column, a
/// break only after spaces.
private func asciiLineRanges(of characters: [Character], width: Int) -> [Range<Int>] {
  let count = characters.count
  var lines: [Range<Int>] = []
  var start = 0
  while start < count, characters[start] == " " { start += 1 }
  while start < count {
    var end = start
    var lastBreak: Int?
    var index = start
    while index < count {
      if index > start, characters[index] != " ", characters[index - 1] == " " { lastBreak = index }
      if characters[index] != " ", index - start + 1 > width, let breakAt = lastBreak {
        end = breakAt
        break
      }
      index += 1
      end = index
    }
    var trimmed = end
    while trimmed > start, characters[trimmed - 1] == " " { trimmed -= 1 }
    lines.append(start..<trimmed)
    start = end
    while start < count, characters[start] == " " { start += 1 }
  }
  return lines.isEmpty ? [0..<0] : lines
}

/// Where to break a line that overflows: at the last ordinary break when it leaves the line at
/// least three quarters full, else at the latest break of either kind.
private func chosenBreak(
  _ ordinary: (index: Int, width: Int)?, _ withinAWord: (index: Int, width: Int)?, width: Int
) -> Int? {
  if let ordinary, ordinary.width * 4 >= width * 3 { return ordinary.index }
  switch (ordinary, withinAWord) {
  case let (ordinary?, word?): return max(ordinary.index, word.index)
  case let (ordinary?, nil): return ordinary.index
  case let (nil, word?): return word.index
  case (nil, nil): return nil
  }
}

/// The columns each of `characters` takes, those of ANSI codes (`ESC [ … m`) none.
func columnsOfEach(_ characters: [Character]) -> [Int] {
  var inEscape = false
  return characters.map { character in
    if inEscape {
      // NB: an ANSI sequence `ESC [ … m` ends with a letter.
      if character.isLetter { inEscape = false }
      return 0
    }
    if character == "\u{1B}" {
      inEscape = true
      return 0
    }
    return columns(of: character)
  }
}

/// Whether a hard line break of the source between `before` and `after` (the last character of
/// one line and the first of the next, Markdown emphasis aside) stands for a space: not between
/// two Chinese or Japanese characters, nor next to full-width punctuation, which are written
/// without spaces; Korean, like the Latin scripts, puts spaces between words.
func lineBreakIsASpace(between before: Character, and after: Character) -> Bool {
  let isIdeographic = { (character: Character) in
    columns(of: character) == 2 && !isHangul(character)
  }
  if isIdeographic(before) && isIdeographic(after) { return false }
  if isFullWidthPunctuation(before) || isFullWidthPunctuation(after) { return false }
  return true
}

/// The lines of a paragraph as one line of text: each line break a space, except where
/// `lineBreakIsASpace(between:and:)` says the script puts none.
///
/// ```swift
/// joinedLines(["接收", "状态。", "Then the", "**next** one"])  // "接收状态。Then the **next** one"
/// ```
public func joinedLines(_ lines: [String]) -> String {
  var text = ""
  for line in lines {
    let line = line.withoutOuterSpaces
    guard !line.isEmpty else { continue }
    let before = text.last { !"*_".contains($0) }
    let after = line.first { !"*_".contains($0) }
    if let before, let after, lineBreakIsASpace(between: before, and: after) {
      text += " "
    }
    text += line
  }
  return text
}

/// Whether `character` is a Hangul syllable or jamo.
func isHangul(_ character: Character) -> Bool {
  guard let value = character.unicodeScalars.first?.value else { return false }
  return (0xAC00...0xD7A3).contains(value) || (0x1100...0x11FF).contains(value)
    || (0x3130...0x318F).contains(value) || (0xA960...0xA97F).contains(value)
}

private func isFullWidthPunctuation(_ character: Character) -> Bool {
  guard let value = character.unicodeScalars.first?.value else { return false }
  return (0x3000...0x303F).contains(value) || (0xFF00...0xFF0F).contains(value)
    || (0xFF1A...0xFF20).contains(value) || (0xFF3B...0xFF40).contains(value)
    || (0xFF5B...0xFF65).contains(value) || "“”‘’".contains(character)
}

/// Punctuation that closes or ends something, and never starts a line.
private let neverStartsALine: Set<Character> = Set(
  "。．，、；：？！）］｝」』】〕〉》”’・ー々ぁぃぅぇぉっゃゅょァィゥェォッャュョ.,;:!?)]}%…")

/// Punctuation that opens something, and never ends a line.
private let neverEndsALine: Set<Character> = Set("（［｛「『【〔〈《“‘([{")
