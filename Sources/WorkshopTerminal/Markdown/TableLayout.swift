import WorkshopLocalization
import WorkshopReaders

/// A Markdown table laid out for a terminal: columns aligned by display width (a CJK character
/// takes two columns), cells wrapped within their column when the table is wider than the line,
/// an ASCII rule under the header, and a blank line between rows that take several lines.
struct TableLayout {
  /// The header's cells, then each row's.
  let rows: [[StyledText]]
  /// Whether each column is right-aligned (`---:`).
  let rightAligned: [Bool]

  /// The layout of `table`, its cells' inline Markdown read by `inline`.
  init(_ table: MarkdownTable, inline: InlineMarkdown) {
    let cells = [table.header] + table.rows
    let columns = max(table.rightAligned.count, cells.map(\.count).max() ?? 0)
    rows = cells.map { row in
      (0..<columns).map { $0 < row.count ? inline.parse(row[$0]) : StyledText() }
    }
    rightAligned = (0..<columns).map { $0 < table.rightAligned.count && table.rightAligned[$0] }
  }

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
}
