/// One block of a Markdown document, with the lines it spans.
public struct MarkdownBlock: Equatable, Sendable {
  /// What kind of block it is.
  public enum Kind: Equatable, Sendable {
    /// An ATX heading, `## What to do`.
    case heading(MarkdownHeading)
    /// Lines of text, up to a blank line or another block.
    case paragraph
    /// Consecutive list items of one kind, bullets or numbers.
    case list(MarkdownList)
    /// A fenced code block.
    case code(MarkdownCodeBlock)
    /// A table: a header row, a `|---|` rule, rows.
    case table(MarkdownTable)
    /// A thematic break: `---`, `***` or `___`.
    case thematicBreak
    /// Lines that hold nothing but an HTML comment, such as `<!--output:bug 4-->`.
    case comment
  }

  /// What kind of block it is.
  public let kind: Kind
  /// The lines it spans in its document, counting from 0.
  public let range: Range<Int>
  /// Its lines as its container holds them: in a list item, without the item's indentation.
  public let lines: [String]
}

extension MarkdownBlock {
  /// The heading it is, if it is one.
  public var heading: MarkdownHeading? {
    if case .heading(let heading) = kind { heading } else { nil }
  }
  /// The list it is, if it is one.
  public var list: MarkdownList? { if case .list(let list) = kind { list } else { nil } }
  /// The code block it is, if it is one.
  public var code: MarkdownCodeBlock? { if case .code(let code) = kind { code } else { nil } }
  /// The table it is, if it is one.
  public var table: MarkdownTable? { if case .table(let table) = kind { table } else { nil } }
}

/// An ATX heading: `## What to do` is level 2, text `What to do`.
public struct MarkdownHeading: Equatable, Sendable {
  /// The number of `#`.
  public let level: Int
  /// The text after the `#`s.
  public let text: String
}

/// A fenced code block, opened by ```` ``` ```` or `~~~`; one never closed runs to the end of
/// its container.
public struct MarkdownCodeBlock: Equatable, Sendable {
  /// The word after the opening fence, such as `swift`; empty when there is none.
  public let info: String
  /// The lines of code, without the fences, and without the indentation of the opening fence.
  public let code: [String]
  /// Whether a closing fence ends it.
  public let isClosed: Bool
  /// The lines it spans in its document, fences included, counting from 0.
  public let range: Range<Int>
}

/// A list: its items, and whether blank lines set them apart.
public struct MarkdownList: Equatable, Sendable {
  /// The items, in order.
  public let items: [MarkdownListItem]
  /// Whether its items are numbered (`1.`) rather than bullets.
  public let isOrdered: Bool
  /// Whether a blank line stands between two of its items.
  public let isLoose: Bool
}

/// One item of a list, its own blocks read from its lines.
public struct MarkdownListItem: Equatable, Sendable {
  /// The marker as written: `-`, `*`, `+`, `12.` or `12)`.
  public let marker: String
  /// The number of a numbered item.
  public let number: Int?
  /// The lines it spans in its document, counting from 0.
  public let range: Range<Int>
  /// Its lines without the marker and the indentation of its content, one a line of `range`.
  public let lines: [String]
  /// The blocks its lines hold: its text, a code block, a nested list.
  public let blocks: [MarkdownBlock]
}

/// A table's cells, without the outer pipes and the spaces around each cell.
public struct MarkdownTable: Equatable, Sendable {
  /// The header row's cells.
  public let header: [String]
  /// The other rows' cells, in order.
  public let rows: [[String]]
  /// Whether each column is right-aligned (`---:`).
  public let rightAligned: [Bool]
}
