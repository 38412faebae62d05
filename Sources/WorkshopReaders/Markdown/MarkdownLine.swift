/// What one line of Markdown opens, read on its own; where it stands decides the rest.
enum MarkdownLine {
  /// The spaces `line` starts with.
  static func indentation(of line: String) -> Int { line.prefix { $0 == " " }.count }

  /// Whether `line` holds nothing but spaces and tabs.
  static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

  /// The ATX heading on `line`: up to three spaces, one to six `#`, a space, the text.
  static func heading(_ line: String) -> MarkdownHeading? {
    guard indentation(of: line) <= 3 else { return nil }
    let trimmed = line.withoutOuterSpaces
    let level = trimmed.prefix { $0 == "#" }.count
    guard (1...6).contains(level), trimmed.dropFirst(level).first == " " else { return nil }
    return MarkdownHeading(level: level, text: trimmed.dropFirst(level).withoutOuterSpaces)
  }

  /// Whether `line` is a thematic break: three or more `-`, `*` or `_`, spaces between allowed.
  static func isThematicBreak(_ line: String) -> Bool {
    let trimmed = line.withoutOuterSpaces
    guard indentation(of: line) <= 3, let marker = trimmed.first, "-*_".contains(marker) else {
      return false
    }
    return trimmed.allSatisfy { $0 == marker || $0 == " " } && trimmed.count { $0 == marker } >= 3
  }
}

/// The fence that opens a code block: three or more backticks or tildes, then an info string
/// (which, after backticks, holds none).
struct MarkdownFence {
  let marker: Character
  let length: Int
  let indent: Int
  let info: String

  init?(opening line: String) {
    indent = MarkdownLine.indentation(of: line)
    let rest = line.dropFirst(indent)
    guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
    length = rest.prefix { $0 == marker }.count
    info = rest.dropFirst(length).withoutOuterSpaces
    guard length >= 3, marker == "~" || !info.contains("`") else { return nil }
    self.marker = marker
  }

  /// Whether `line` closes the block: a run of the same marker at least as long, and nothing
  /// after it.
  func isClosed(by line: String) -> Bool {
    let rest = line.withoutOuterSpaces
    let run = rest.prefix { $0 == marker }.count
    return run >= length && run == rest.count
  }
}

/// A list item's marker: `-`, `*`, `+`, or a number of up to nine digits and `.` or `)`, then
/// a space.
struct MarkdownListMarker {
  let marker: String
  let number: Int?
  let indent: Int
  /// The column the item's text starts at: past the marker and up to four spaces.
  let contentColumn: Int

  init?(_ line: String) {
    indent = MarkdownLine.indentation(of: line)
    let rest = line.dropFirst(indent)
    let digits = rest.prefix { $0.isASCII && $0.isWholeNumber }
    if let first = rest.first, "-*+".contains(first) {
      marker = String(first)
      number = nil
    } else if (1...9).contains(digits.count), let delimiter = rest.dropFirst(digits.count).first,
      delimiter == "." || delimiter == ")"
    {
      marker = String(rest.prefix(digits.count + 1))
      number = Int(digits)
    } else {
      return nil
    }
    let after = rest.dropFirst(marker.count)
    guard after.first == " " else { return nil }
    contentColumn = indent + marker.count + min(4, after.prefix { $0 == " " }.count)
  }

  /// Whether an item with `other`'s marker goes on the same list: numbers with numbers,
  /// bullets with bullets, indented within a column of each other.
  func isSibling(of other: MarkdownListMarker) -> Bool {
    (number == nil) == (other.number == nil) && abs(indent - other.indent) <= 1
  }
}
