/// A Markdown text read into blocks, as CommonMark reads the blocks that lessons, hints and
/// documents use: ATX headings, paragraphs, lists nested by indentation, code fenced with
/// ```` ``` ```` or `~~~`, tables, thematic breaks and lines of HTML comments. Every reader of
/// the course's Markdown goes through it, so that a `#` or a `- ` in a code block is code to
/// all of them.
///
/// ```swift
/// let document = MarkdownDocument("# Counter\n\n~~~swift\n# not a heading\n~~~")
/// document.title  // "Counter"
/// document.codeBlocks.map(\.code)  // [["# not a heading"]]
/// ```
public struct MarkdownDocument: Equatable, Sendable {
  /// The text's lines.
  public let lines: [String]
  /// Its blocks, in order; a list's items hold their own.
  public let blocks: [MarkdownBlock]
  /// Every code block, those in list items too, in order.
  public let codeBlocks: [MarkdownCodeBlock]
  private let codeLines: Set<Int>

  /// Reads `markdown`.
  public init(_ markdown: String) {
    self.init(
      lines: markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  /// Reads the lines of a Markdown text.
  public init(lines: [String]) {
    self.lines = lines
    blocks = MarkdownBlockReader(lines: lines, offset: 0).blocks()
    codeBlocks = Self.codeBlocks(in: blocks)
    codeLines = Set(codeBlocks.flatMap(\.range))
  }

  /// The text of the first `# ` heading.
  public var title: String? { blocks.lazy.compactMap(\.heading).first { $0.level == 1 }?.text }

  /// Whether line `index` (counting from 0) belongs to a code block, fences included.
  public func isCode(_ index: Int) -> Bool { codeLines.contains(index) }

  /// The lines outside its code blocks, in order.
  public var proseLines: [String] { lines.indices.filter { !isCode($0) }.map { lines[$0] } }

  /// The targets of the links in its text (`[text](target)`), in order; code has none.
  public var linkTargets: [String] {
    proseLines.flatMap { line in
      var targets: [String] = []
      var rest = Substring(line)
      while let open = rest.firstRange(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        targets.append(String(after[..<close]))
        rest = after[after.index(after: close)...]
      }
      return targets
    }
  }

  private static func codeBlocks(in blocks: [MarkdownBlock]) -> [MarkdownCodeBlock] {
    blocks.flatMap { block in
      block.code.map { [$0] } ?? block.list?.items.flatMap { codeBlocks(in: $0.blocks) } ?? []
    }
  }
}
