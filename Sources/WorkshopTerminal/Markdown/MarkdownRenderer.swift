import WorkshopLocalization
import WorkshopReaders

/// Markdown laid out for a terminal, as `glow` and `rich` do: paragraphs and list items reflowed
/// to the width (the source's own line breaks are not kept, and Chinese and Korean break between
/// characters), lists indented under their markers, tables aligned by display width, code blocks
/// verbatim and indented, HTML comments (the lessons' fact and output markers) left out.
///
/// With colour, headings are bold (the title yellow), `**strong**` bold, `*emphasis*` italic
/// and `code` cyan, without their markers. Without colour the text is plain: headings keep
/// their `#`, code its backticks, and emphasis loses its stars.
public struct MarkdownRenderer {
  /// Where the text goes: whether it may use colour.
  public let terminal: Terminal
  /// The columns a line may take.
  public let width: Int

  /// A renderer for `terminal`, at its width unless `width` says otherwise.
  public init(terminal: Terminal, width: Int? = nil) {
    self.terminal = terminal
    self.width = width ?? terminal.width
  }

  /// The lines of `markdown`, with one blank line between blocks.
  public func render(_ markdown: String) -> [String] {
    let lines = withoutComments(markdown).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    return blocks(lines, width: width)
  }

  private var inline: InlineMarkdown { InlineMarkdown(keepsBackticks: !terminal.usesColor) }

  // MARK: - Blocks

  private func blocks(_ lines: [String], width: Int) -> [String] {
    var output: [String] = []
    func add(_ block: [String], tight: Bool = false) {
      if !output.isEmpty, !tight { output.append("") }
      output += block
    }
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.withoutOuterSpaces
      if trimmed.isEmpty {
        index += 1
      } else if let fence = fenceMarker(trimmed) {
        var end = index + 1
        while end < lines.count, !lines[end].withoutOuterSpaces.hasPrefix(fence) {
          end += 1
        }
        let fenceIndent = line.prefix { $0 == " " }.count
        add(
          code(Array(lines[(index + 1)..<min(end, lines.count)]), indent: fenceIndent, width: width)
        )
        index = end + 1
      } else if let level = headingLevel(trimmed) {
        add(heading(String(trimmed.dropFirst(level)), level: level, width: width))
        index += 1
      } else if trimmed.hasPrefix("|"), index + 1 < lines.count,
        MarkdownTable.isRule(lines[index + 1])
      {
        var end = index + 2
        while end < lines.count, lines[end].withoutOuterSpaces.hasPrefix("|") {
          end += 1
        }
        if let table = MarkdownTable(lines: Array(lines[index..<end]), inline: inline) {
          add(table.lines(width: width, on: terminal))
        }
        index = end
      } else if listItem(line) != nil {
        let (rendered, end) = list(lines, from: index, width: width)
        add(rendered)
        index = end
      } else if isRule(trimmed) {
        add([String(repeating: "-", count: min(width, 40))])
        index += 1
      } else {
        var end = index + 1
        while end < lines.count, !startsABlock(lines[end]) { end += 1 }
        add(paragraph(Array(lines[index..<end]), width: width))
        index = end
      }
    }
    return output
  }

  /// Whether `line` ends a paragraph: a blank line, or the start of another block.
  private func startsABlock(_ line: String) -> Bool {
    let trimmed = line.withoutOuterSpaces
    return trimmed.isEmpty || fenceMarker(trimmed) != nil || headingLevel(trimmed) != nil
      || listItem(line) != nil || isRule(trimmed)
  }

  private func fenceMarker(_ trimmed: String) -> String? {
    ["```", "~~~"].first { trimmed.hasPrefix($0) }
  }

  private func headingLevel(_ trimmed: String) -> Int? {
    let level = trimmed.prefix { $0 == "#" }.count
    return (1...6).contains(level) && trimmed.dropFirst(level).hasPrefix(" ") ? level : nil
  }

  private func isRule(_ trimmed: String) -> Bool {
    guard let marker = trimmed.first, "-*_".contains(marker) else { return false }
    return trimmed.allSatisfy { $0 == marker || $0 == " " } && trimmed.count { $0 == marker } >= 3
  }

  // MARK: - Paragraphs and headings

  /// A paragraph's lines joined (a line break is a space, except between Chinese or Japanese
  /// characters) and wrapped to `width`.
  private func paragraph(_ lines: [String], width: Int) -> [String] {
    styled(joined(lines), width: width)
  }

  private func styled(_ text: String, width: Int, _ styles: [Terminal.Style] = []) -> [String] {
    var parsed = StyledText()
    for run in inline.parse(text).runs { parsed.append(run.text, styles + run.styles) }
    return parsed.wrapped(width: width).map { $0.rendered(on: terminal) }
  }

  private func heading(_ text: String, level: Int, width: Int) -> [String] {
    let text = text.withoutOuterSpaces
    guard terminal.usesColor else {
      return styled(String(repeating: "#", count: level) + " " + text, width: width)
    }
    return styled(text, width: width, level == 1 ? [.bold, .yellow] : [.bold])
  }

  // MARK: - Code

  /// A code block's lines, verbatim, four columns in; a line wider than the space left is
  /// folded at a space (or at the edge), its rest indented two more columns, so that nothing is
  /// lost and no line is wider than `width`.
  /// `fenceIndent` is the indentation of the opening fence, which every line loses.
  private func code(_ lines: [String], indent fenceIndent: Int, width: Int) -> [String] {
    let indent = "    "
    return lines.flatMap { line -> [String] in
      let line = String(line.dropFirst(min(fenceIndent, line.prefix { $0 == " " }.count)))
      let room = width - indent.count
      guard displayWidth(line) > room else {
        return [line.isEmpty ? "" : terminal.style(indent + line, .cyan)]
      }
      let own = String(line.prefix { $0 == " " })
      let characters = Array(line.dropFirst(own.count))
      let pieces = lineRanges(of: characters, width: max(8, room - own.count - 2))
      return pieces.enumerated().map { number, range in
        let lead = indent + own + (number == 0 ? "" : "  ")
        return terminal.style(lead + String(characters[range]), .cyan)
      }
    }
  }

  // MARK: - Lists

  /// The marker of a list item starting `line`: its indentation, the marker (`-`, `*`, `+` or
  /// `12.`) and the column its text starts at.
  private func listItem(_ line: String) -> (indent: Int, marker: String, content: Int)? {
    let indent = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(indent)
    let digits = rest.prefix { $0.isASCII && $0.isWholeNumber }
    let marker: Substring
    if let first = rest.first, "-*+".contains(first) {
      marker = rest.prefix(1)
    } else if !digits.isEmpty, digits.count <= 3, rest.dropFirst(digits.count).first == "." {
      marker = rest.prefix(digits.count + 1)
    } else {
      return nil
    }
    let after = rest.dropFirst(marker.count)
    guard after.first == " " else { return nil }
    let spaces = min(4, after.prefix { $0 == " " }.count)
    return (indent, String(marker), indent + marker.count + spaces)
  }

  /// The list that starts at line `start`, rendered, and the index of the line after it.
  private func list(_ lines: [String], from start: Int, width: Int) -> ([String], Int) {
    guard let first = listItem(lines[start]) else { return ([], start + 1) }
    var items: [(marker: String, lines: [String])] = []
    var loose = false
    var index = start
    while index < lines.count, let item = listItem(lines[index]),
      abs(item.indent - first.indent) <= 1, (item.marker.last == ".") == (first.marker.last == ".")
    {
      var body = [String(lines[index].dropFirst(item.content))]
      var end = index + 1
      while end < lines.count {
        let line = lines[end]
        let indent = line.prefix { $0 == " " }.count
        if line.withoutOuterSpaces.isEmpty {
          guard let next = lines[end...].first(where: { !$0.allSatisfy { $0 == " " } }) else {
            break
          }
          let nextIndent = next.prefix { $0 == " " }.count
          if nextIndent >= item.content {
            body.append("")
            end += 1
            continue
          }
          if listItem(next) != nil { loose = true }
          break
        }
        if indent >= item.content {
          body.append(String(line.dropFirst(item.content)))
        } else if !startsABlock(line), !(body.last ?? "").isEmpty {
          body.append(line.withoutOuterSpaces)
        } else {
          break
        }
        end += 1
      }
      items.append((item.marker, body))
      index = end
      while index < lines.count, lines[index].withoutOuterSpaces.isEmpty {
        index += 1
      }
      if index < lines.count, listItem(lines[index]) == nil { break }
    }
    let markers = items.map { $0.marker.last == "." ? $0.marker : "-" }
    let markerWidth = (markers.map(\.count).max() ?? 1) + 1
    var output: [String] = []
    for (number, item) in items.enumerated() {
      if loose, number > 0 { output.append("") }
      let body = blocks(item.lines, width: width - markerWidth)
      for (line, text) in body.enumerated() {
        let lead =
          line == 0
          ? String(repeating: " ", count: markerWidth - 1 - markers[number].count)
            + markers[number] + " "
          : String(repeating: " ", count: markerWidth)
        output.append(text.isEmpty ? "" : lead + text)
      }
    }
    return (output, index)
  }
}

/// `lines` joined into one line of text: each source line break becomes a space, except where
/// `lineBreakIsASpace(between:and:)` says the script puts none.
func joined(_ lines: [String]) -> String {
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
