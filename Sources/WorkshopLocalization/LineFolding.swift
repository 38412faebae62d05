/// `text` as lines of at most `width` columns, measured in display columns (a CJK character
/// takes two): the first after `indent`, the rest after `hanging` (as deep as `indent` unless
/// given). A word wider than the line is broken as `wrapped(_:width:)` breaks it.
public func wrapped(
  _ text: String, width: Int, indent: String, hanging: String? = nil
) -> [String] {
  let hanging = hanging ?? String(repeating: " ", count: displayWidth(indent))
  let room = max(20, width - max(displayWidth(indent), displayWidth(hanging)))
  return wrapped(text, width: room).enumerated().map { ($0 == 0 ? indent : hanging) + $1 }
}

/// `line` as it fits `width` columns: unchanged when it does, else wrapped with a hanging
/// indent, its later lines under the text after its own indentation and its mark (`✓ `, `✗  `,
/// `- `), or two columns deeper when it has none. Every character is kept: a word wider than the
/// line is broken as `wrapped(_:width:)` breaks it.
public func folded(_ line: String, width: Int) -> [String] {
  guard displayWidth(line) > width else { return [line] }
  let indent = String(line.prefix { $0 == " " })
  let rest = line.dropFirst(indent.count)
  let word = rest.prefix { $0 != " " }
  let isMark = displayWidth(String(word)) == 1 && word.contains { "✓✗–·~-•".contains($0) }
  let spaces = isMark ? String(rest.dropFirst(word.count).prefix { $0 == " " }) : ""
  let lead = indent + (isMark ? word + spaces : "")
  let hanging =
    isMark && !spaces.isEmpty
    ? String(repeating: " ", count: displayWidth(lead)) : indent + "  "
  return wrapped(String(line.dropFirst(lead.count)), width: width, indent: lead, hanging: hanging)
}

/// `text` broken into lines of at most `width` columns, where `lineRanges(of:width:)` allows; a
/// word wider than the line is broken too, after the last `.`, `_` or `/` that fits, else after
/// the last character that does (`Checks.testA_B` at 10 columns: `Checks.` and `testA_B`).
public func wrapped(_ text: String, width: Int) -> [String] {
  let characters = Array(text)
  return lineRanges(of: characters, width: width).flatMap {
    pieces(of: Array(characters[$0]), width: width)
  }
}

/// `word` whole when it fits `width` columns (ANSI colour codes take none), else in pieces that
/// do, each cut after its last `.`, `_` or `/`, else where the width ends (one character at
/// least, so that a wide character never stops the cutting).
private func pieces(of word: [Character], width: Int) -> [String] {
  let widths = columnsOfEach(word)
  var pieces: [String] = []
  var start = 0
  while start < word.count {
    var end = start
    var used = 0
    while end < word.count, used + widths[end] <= width {
      used += widths[end]
      end += 1
    }
    guard end < word.count else { break }
    let natural = (start + 1..<end).last { "._/".contains(word[$0 - 1]) }
    let cut = natural ?? max(end, start + 1)
    pieces.append(String(word[start..<cut]))
    start = cut
  }
  return pieces + [String(word[start...])]
}
