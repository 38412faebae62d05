import WorkshopReaders

/// The declarations of a Swift file as the tutorial's code steps use them, lines counting from
/// 0: the blocks `SwiftSource` finds, outermost first where they nest.
struct SwiftBlocks {
  /// A `{ … }` block and the declaration it belongs to, as line indices counting from 0.
  struct Block: Equatable {
    /// The first line of the declaration: its doc comment or attributes, else its header.
    let start: Int
    /// The line of the header where the declaration's statement starts.
    let header: Int
    /// The line holding the closing brace.
    let end: Int
    /// Whether it is a function, initializer, computed property or subscript (as opposed to a
    /// type, an extension, or a block inside a function).
    let isFunction: Bool
    /// Whether it is a type or an extension.
    let isType: Bool
    /// The declared name (`assertState`, `init`), for functions.
    let name: String?

    var lines: ClosedRange<Int> { start...end }
  }

  let lines: [String]
  /// Every block, outermost first where they nest.
  let blocks: [Block]

  init(lines: [String]) {
    self.lines = lines
    // NB: the reader counts lines from 1, the tutorial's code steps from 0.
    blocks = SwiftSource(lines.joined(separator: "\n")).blocks().map { block in
      Block(
        start: block.firstLine - 1, header: block.headerLine - 1, end: block.closeLine - 1,
        isFunction: block.isFunction, isType: block.isType,
        name: block.isFunction ? block.name : nil)
    }
    .sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
  }

  /// The innermost function whose lines hold all of `range`, if any.
  func function(containing range: ClosedRange<Int>) -> Block? {
    blocks.filter { $0.isFunction && $0.header <= range.lowerBound && range.upperBound <= $0.end }
      .max { $0.header < $1.header }
  }

  /// The innermost block, of any kind, whose lines hold `line`; `nil` at the top level.
  func innermost(containing line: Int) -> Block? {
    blocks.filter { $0.header <= line && line <= $0.end }.max { $0.header < $1.header }
  }

  /// `range` widened to whole declarations: every block it cuts into is taken whole, with its
  /// doc comment, and a run of comment lines just above is taken too.
  func wholeDeclarations(around range: ClosedRange<Int>) -> ClosedRange<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    var changed = true
    while changed {
      changed = false
      for block in blocks where block.lines.overlaps(lower...upper) {
        // NB: a block that holds the whole range is its container, not a declaration in it.
        guard !(block.header < lower && upper < block.end) else { continue }
        if block.start < lower || block.end > upper {
          (lower, upper) = (min(lower, block.start), max(upper, block.end))
          changed = true
        }
      }
    }
    return leadingComments(above: lower, in: lines)...upper
  }
}

/// `index`, or the first line of the comments and attributes right above it.
func leadingComments(above index: Int, in lines: [String]) -> Int {
  var start = index
  while start > 0 {
    let above = lines[start - 1].trimmingCharacters(in: .whitespaces)
    guard above.hasPrefix("//") || above.hasPrefix("@") else { break }
    start -= 1
  }
  return start
}
