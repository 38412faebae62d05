/// How many terminal columns `text` takes: two for each wide (CJK, Hangul, full-width, emoji)
/// character, none for combining marks, zero-width characters and ANSI colour codes, one for the
/// rest.
///
/// ```swift
/// displayWidth("副作用 effect")  // 13
/// ```
public func displayWidth(_ text: String) -> Int {
  columnsOfEach(Array(text)).reduce(0, +)
}

/// `text` cut to at most `width` columns, ending with `…` where it was cut (the `…` counted);
/// ANSI colour codes are kept and take no column.
///
/// ```swift
/// cut("Composing features", toWidth: 10)  // "Composin…"
/// ```
public func cut(_ text: String, toWidth width: Int) -> String {
  guard displayWidth(text) > width else { return text }
  var kept = ""
  var used = 0
  var inEscape = false
  for character in text {
    if inEscape || character == "\u{1B}" {
      inEscape = character == "\u{1B}" || !character.isLetter
      kept.append(character)
      continue
    }
    used += columns(of: character)
    if used > width - 1 { break }
    kept.append(character)
  }
  return kept + "…"
}

/// `text` followed by spaces up to `width` columns (as `padding(toLength:)` does for characters).
public func padded(_ text: String, toWidth width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - displayWidth(text)))
}

/// The columns of one character, from its first scalar (a combining mark adds nothing).
///
/// NB: East Asian "ambiguous" characters (UAX #11: `·`, `—`, `–`, `…`, `→`, `█`, `░`, `−`, `✓`
/// and the like) count as one column, as they take in every terminal's default setting (macOS
/// Terminal, iTerm2, GNOME Terminal, Windows Terminal, xterm); a terminal set to draw them wide
/// is the exception. The tool's own frames (tables, rules) use ASCII, so their alignment never
/// depends on that setting.
public func columns(of character: Character) -> Int {
  // NB: most of what the workshop prints is ASCII, which needs no look-up.
  if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
  guard let scalar = character.unicodeScalars.first else { return 0 }
  let value = scalar.value
  if value == 0x200B || value == 0x200D || (0xFE00...0xFE0F).contains(value) { return 0 }
  if scalar.properties.generalCategory == .nonspacingMark { return 0 }
  if scalar.properties.generalCategory == .control { return 0 }
  return wideRanges.contains { $0.contains(value) } ? 2 : 1
}

/// Unicode's East Asian Wide and Fullwidth blocks, and the emoji that terminals draw wide.
private let wideRanges: [ClosedRange<UInt32>] = [
  0x1100...0x115F,  // Hangul Jamo initials
  0x231A...0x231B, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
  0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x26A1...0x26A1,
  0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26D4...0x26D4,
  0x26EA...0x26EA, 0x26F2...0x26F5, 0x26FA...0x26FD, 0x2705...0x2705,
  0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x2753...0x2755,
  0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
  0x2E80...0x303E,  // CJK radicals, punctuation
  0x3041...0x33FF,  // kana, bopomofo, compatibility
  0x3400...0x4DBF,  // CJK extension A
  0x4E00...0x9FFF,  // CJK unified ideographs
  0xA000...0xA4CF,  // Yi
  0xA960...0xA97F,  // Hangul Jamo extended A
  0xAC00...0xD7A3,  // Hangul syllables
  0xF900...0xFAFF,  // CJK compatibility ideographs
  0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical and small forms
  0xFF00...0xFF60, 0xFFE0...0xFFE6,  // full-width forms
  0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,  // emoji
  0x20000...0x3FFFD,  // CJK extensions B and later
]
