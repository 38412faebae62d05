import WorkshopLocalization
import WorkshopReaders

/// A Markdown table laid out for a terminal: columns aligned by display width (a CJK character
/// takes two columns), cells wrapped within their column when the table is wider than the line,
/// an ASCII rule under the header, and a blank line between rows that take several lines.
struct MarkdownTable {
  /// The header's cells, then each row's.
  let rows: [[StyledText]]
  /// Whether each column is right-aligned (`---:`).
  let rightAligned: [Bool]

  /// Reads the table whose lines are `lines` (header, `|---|` rule, rows); `nil` when the second
  /// line is not a rule.
  init?(lines: [String], inline: InlineMarkdown) {
    guard lines.count >= 2, let rule = MarkdownTable.alignments(lines[1]) else { return nil }
    let cells = ([lines[0]] + lines.dropFirst(2)).map(MarkdownTable.cells(of:))
    let columns = max(rule.count, cells.map(\.count).max() ?? 0)
    rows = cells.map { row in
      (0..<columns).map { $0 < row.count ? inline.parse(row[$0]) : StyledText() }
    }
    rightAligned = (0..<columns).map { $0 < rule.count ? rule[$0] : false }
  }

  /// Whether `line` is a table's `|---|:--:|` rule.
  static func isRule(_ line: String) -> Bool { alignments(line) != nil }

  /// The lines of the table within `width` columns, on `terminal`.
  func lines(width: Int, on terminal: Terminal) -> [String] {
    let gap = 2
    let widths = columnWidths(fitting: width - gap * (rightAligned.count - 1))
    let laidOut = rows.map { row in
      row.indices.map { row[$0].wrapped(width: widths[$0]) }
    }
    let spacious = laidOut.contains { $0.contains { $0.count > 1 } }
    var lines: [String] = []
    for (number, row) in laidOut.enumerated() {
      if spacious, number > 1 { lines.append("") }
      for line in 0..<(row.map(\.count).max() ?? 1) {
        let cells = row.indices.map { column -> String in
          let text = line < row[column].count ? row[column][line] : StyledText()
          let padding = String(repeating: " ", count: max(0, widths[column] - text.width))
          let shown = number == 0 ? StyledText(text.plain, [.bold]) : text
          return rightAligned[column]
            ? padding + shown.rendered(on: terminal) : shown.rendered(on: terminal) + padding
        }
        lines.append(trailingSpacesRemoved(cells.joined(separator: "  ")))
      }
      if number == 0 {
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
      }
    }
    return lines
  }

  /// Each column's width: as wide as its widest cell when the table fits, else the widest
  /// columns narrowed in turn, never below their longest word.
  private func columnWidths(fitting available: Int) -> [Int] {
    var widths = rightAligned.indices.map { column in rows.map { $0[column].width }.max() ?? 0 }
    let floors = rightAligned.indices.map { column in
      rows.map { longestWord(in: $0[column].plain) }.max() ?? 0
    }
    while widths.reduce(0, +) > available {
      let shrinkable = widths.indices.filter { widths[$0] > max(floors[$0], 1) }
      guard let widest = shrinkable.max(by: { widths[$0] < widths[$1] }) else { break }
      widths[widest] -= 1
    }
    return widths
  }

  private func longestWord(in text: String) -> Int {
    let characters = Array(text)
    return lineRanges(of: characters, width: 1).map { displayWidth(String(characters[$0])) }
      .max() ?? 0
  }

  /// The cells of a `| a | b |` line, without the outer pipes; `\|` stays a pipe within a cell,
  /// and so does a pipe inside `code`.
  static func cells(of line: String) -> [String] {
    var cells: [String] = []
    var cell = ""
    var inCode = false
    var escaped = false
    for character in line.withoutOuterSpaces {
      if escaped {
        cell.append(character == "|" ? "|" : "\\\(character)")
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "`" {
        inCode.toggle()
        cell.append(character)
      } else if character == "|", !inCode {
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
