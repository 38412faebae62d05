import WorkshopLocalization
import WorkshopReaders

/// Markdown laid out for a terminal, as `glow` and `rich` do: paragraphs and list items reflowed
/// to the width (the source's own line breaks are not kept, and Chinese and Korean break between
/// characters), lists indented under their markers, tables aligned by display width, code blocks
/// verbatim and indented (each line whole), HTML comments (the lessons' fact and output
/// markers) left out.
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
    blocks(MarkdownDocument(markdown).blocks, width: width)
  }

  private var inline: InlineMarkdown { InlineMarkdown(keepsBackticks: !terminal.usesColor) }

  private func blocks(_ blocks: [MarkdownBlock], width: Int) -> [String] {
    var output: [String] = []
    for block in blocks {
      let rendered = self.block(block, width: width)
      if !output.isEmpty, !rendered.isEmpty { output.append("") }
      output += rendered
    }
    return output
  }

  private func block(_ block: MarkdownBlock, width: Int) -> [String] {
    switch block.kind {
    case .heading(let heading): return self.heading(heading, width: width)
    case .paragraph: return styled(joinedLines(block.lines), width: width)
    case .list(let list): return self.list(list, width: width)
    case .code(let code): return self.code(code.code)
    case .table(let table):
      return TableLayout(table, inline: inline).lines(width: width, on: terminal)
    case .thematicBreak: return [String(repeating: "-", count: min(width, 40))]
    case .comment: return []
    }
  }

  // MARK: - Paragraphs and headings

  /// `text` with its inline Markdown styled, wrapped to `width`.
  private func styled(_ text: String, width: Int, _ styles: [Terminal.Style] = []) -> [String] {
    var parsed = StyledText()
    for run in inline.parse(text).runs { parsed.append(run.text, styles + run.styles) }
    return parsed.wrapped(width: width).map { $0.rendered(on: terminal) }
  }

  private func heading(_ heading: MarkdownHeading, width: Int) -> [String] {
    guard terminal.usesColor else {
      return styled(String(repeating: "#", count: heading.level) + " " + heading.text, width: width)
    }
    return styled(heading.text, width: width, heading.level == 1 ? [.bold, .yellow] : [.bold])
  }

  /// A code block's lines, verbatim, four columns in. A line of code is never broken, even
  /// where it is wider than the terminal: a folded line would read as two lines of code.
  private func code(_ lines: [String]) -> [String] {
    lines.map { $0.isEmpty ? "" : terminal.style("    " + $0, .cyan) }
  }

  /// A list's items under their markers (`-` for every bullet), their text hanging after the
  /// widest marker; a blank line between items where the source has one.
  private func list(_ list: MarkdownList, width: Int) -> [String] {
    let markers = list.items.map { $0.number == nil ? "-" : $0.marker }
    let markerWidth = (markers.map(\.count).max() ?? 1) + 1
    var output: [String] = []
    for (number, item) in list.items.enumerated() {
      if list.isLoose, number > 0 { output.append("") }
      let body = blocks(item.blocks, width: width - markerWidth)
      for (line, text) in body.enumerated() {
        let lead =
          line == 0
          ? String(repeating: " ", count: markerWidth - 1 - markers[number].count)
            + markers[number] + " "
          : String(repeating: " ", count: markerWidth)
        output.append(text.isEmpty ? "" : lead + text)
      }
    }
    return output
  }
}
