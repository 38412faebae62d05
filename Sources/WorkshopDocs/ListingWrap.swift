import WorkshopReaders

/// The widest line a code listing shows: what the code panel holds at 1280 px without
/// scrolling sideways (the browser check measures it).
enum ListingWidth {
  static let characters = 90
}

/// `lines` with every line wider than `ListingWidth.characters` broken where Swift allows: a
/// comment between words, its `//` repeated; code before a trailing comment, after a comma or
/// an opening bracket, or before a `.` call; else a string literal in two, joined by `+`; the
/// rest indented two spaces more. A line with nowhere to break stays whole.
func wrappedForListing(_ lines: [String]) -> [String] {
  var result: [String] = []
  var carried: [Substring] = []
  for (index, line) in lines.enumerated() {
    var line = line
    if !carried.isEmpty {
      let prefix = commentPrefix(line)!
      line =
        prefix
        + (carried + line.dropFirst(prefix.count).split(separator: " ")).joined(
          separator: " ")
      carried = []
    }
    var pieces = wrapped(line)
    // NB: a comment's overflow goes on in the comment line below, when there is one.
    if pieces.count > 1, let prefix = commentPrefix(line), index + 1 < lines.count,
      commentPrefix(lines[index + 1]) == prefix,
      lines[index + 1].count > prefix.count
    {
      carried = pieces.dropFirst().flatMap { $0.dropFirst(prefix.count).split(separator: " ") }
      pieces = [pieces[0]]
    }
    result += pieces
  }
  return result
}

/// The indentation and `// ` (or `/// `) a comment line starts with, if it is one.
private func commentPrefix(_ line: String) -> String? {
  let indent = line.prefix { $0 == " " }
  let body = line.dropFirst(indent.count)
  if body.hasPrefix("/// ") { return indent + "/// " }
  if body.hasPrefix("// ") { return indent + "// " }
  return nil
}

private func wrapped(_ line: String) -> [String] {
  let width = ListingWidth.characters
  guard line.count > width else { return [line] }
  let indent = String(line.prefix { $0 == " " })
  let body = line.dropFirst(indent.count)
  if body.hasPrefix("//") {
    let prefix = body.hasPrefix("///") ? "/// " : "// "
    return wrappedWords(String(body.dropFirst(prefix.count - 1)), prefix: indent + prefix)
  }
  let characters = Array(line)
  let source = SwiftSource(line)
  guard let cut = breakPoint(in: characters, source: source, width: width) else {
    return literalSplit(characters, source: source, width: width).map { head, rest in
      [head] + wrapped(indent + "  " + rest)
    } ?? [line]
  }
  let head = String(characters[..<cut]).replacingOccurrences(
    of: #"\s+$"#, with: "", options: .regularExpression)
  let rest = String(characters[cut...]).drop { $0 == " " }
  return [head] + wrapped(indent + "  " + rest)
}

/// Where to break a code line: the last place within `width` where a line may end.
private func breakPoint(in characters: [Character], source: SwiftSource, width: Int) -> Int? {
  let indent = characters.prefix { $0 == " " }.count
  var best: Int?
  for index in (indent + 1)..<min(characters.count, width + 1) {
    let previous = characters[index - 1]
    let isCode = source.isCode[index - 1] && (index >= characters.count || source.isCode[index])
    let startsComment = characters[index...].starts(with: "//") && previous == " "
    let afterComma = previous == "," && characters[index] == " " && isCode
    let afterOpening = "([".contains(previous) && isCode && characters[index] != ")"
    let beforeCall = characters[index] == "." && isCode && (previous == ")" || previous == "}")
    if startsComment || afterComma || afterOpening || beforeCall { best = index }
  }
  return best
}

/// A line whose string literal runs past `width`, split in two literals joined by `+`, at the
/// last space that leaves the first within the width (outside any `\(…)`).
private func literalSplit(_ characters: [Character], source: SwiftSource, width: Int)
  -> (String, String)?
{
  guard
    let literal = source.pieces.last(where: {
      $0.kind == .literal && $0.range.lowerBound < width - 4
    }),
    characters[literal.range.lowerBound] == "\"", characters[literal.range.upperBound - 1] == "\"",
    literal.range.count > 2
  else { return nil }
  var depth = 0
  var cut: Int?
  for index in (literal.range.lowerBound + 1)..<(literal.range.upperBound - 1) {
    if characters[index] == "(", characters[index - 1] == "\\" {
      depth += 1
    } else if characters[index] == "(", depth > 0 {
      depth += 1
    } else if characters[index] == ")", depth > 0 {
      depth -= 1
    }
    if characters[index] == " ", depth == 0, index + 1 <= width - 1,
      characters[index - 1] != "\\"
    {
      cut = index + 1
    }
  }
  guard let cut, cut > literal.range.lowerBound + 1 else { return nil }
  return (String(characters[..<cut]) + "\"", "+ \"" + String(characters[cut...]))
}

/// `text` in lines of at most `ListingWidth.characters`, each starting with `prefix`.
private func wrappedWords(_ text: String, prefix: String) -> [String] {
  var result: [String] = []
  var current = ""
  for word in text.split(separator: " ") {
    if !current.isEmpty, prefix.count + current.count + 1 + word.count > ListingWidth.characters {
      result.append(prefix + current)
      current = ""
    }
    current += (current.isEmpty ? "" : " ") + word
  }
  return result + [prefix + current]
}
