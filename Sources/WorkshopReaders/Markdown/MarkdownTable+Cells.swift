extension MarkdownTable {
  /// Reads the table whose lines are `lines` (header, `|---|` rule, rows); `nil` when the
  /// second line is not a rule.
  init?(lines: [String]) {
    guard lines.count >= 2, let rule = Self.alignments(lines[1]) else { return nil }
    header = Self.cells(of: lines[0])
    rows = lines.dropFirst(2).map(Self.cells(of:))
    rightAligned = rule
  }

  /// The cells of a `| a | b |` line, without the outer pipes; `\|` stays a pipe within a cell,
  /// and so does a pipe inside `code`.
  static func cells(of line: String) -> [String] {
    var cells: [String] = []
    var cell = ""
    var inCodeSpan = false
    var escaped = false
    for character in line.withoutOuterSpaces {
      if escaped {
        cell.append(character == "|" ? "|" : "\\\(character)")
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "`" {
        inCodeSpan.toggle()
        cell.append(character)
      } else if character == "|", !inCodeSpan {
        cells.append(cell)
        cell = ""
      } else {
        cell.append(character)
      }
    }
    cells.append(cell)
    if cells.first?.withoutOuterSpaces.isEmpty == true { cells.removeFirst() }
    if cells.last?.withoutOuterSpaces.isEmpty == true { cells.removeLast() }
    return cells.map { $0.withoutOuterSpaces }
  }

  /// Whether each column of a rule line is right-aligned; `nil` when `line` is not a rule.
  private static func alignments(_ line: String) -> [Bool]? {
    let cells = cells(of: line)
    guard !cells.isEmpty,
      cells.allSatisfy({ cell in
        !cell.isEmpty && cell.contains("-") && cell.allSatisfy { "-:".contains($0) }
      })
    else { return nil }
    return cells.map { $0.hasSuffix(":") && !$0.hasPrefix(":") }
  }
}
