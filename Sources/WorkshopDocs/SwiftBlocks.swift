import Foundation

/// The declarations of a Swift file, found from its braces: enough to show "the function a
/// change lives in" without a Swift parser. Braces and parentheses inside string literals and
/// comments do not count.
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
    var blocks: [Block] = []
    var open: [(line: Int, parens: Int)] = []
    var scanner = CodeScanner()
    var parenDepthAtLine: [Int] = []
    for (index, line) in lines.enumerated() {
      parenDepthAtLine.append(scanner.parens)
      for character in scanner.code(in: line) {
        switch character {
        case "{": open.append((index, scanner.parens))
        case "}":
          guard let opened = open.popLast() else { continue }
          let header = statementStart(
            from: opened.line, depth: opened.parens, lines: lines, parens: parenDepthAtLine)
          let text = headerText(lines[header...opened.line])
          let name = functionName(in: text)
          blocks.append(
            Block(
              start: leadingComments(above: header, in: lines), header: header, end: index,
              isFunction: name != nil, isType: declaresType(text), name: name))
        default: break
        }
      }
    }
    self.blocks = blocks.sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
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

/// Reads Swift source a line at a time and hands back only its code: no string literals (single
/// or multi-line), no comments. Keeps the parenthesis depth across lines.
private struct CodeScanner {
  var parens = 0
  private var inMultilineString = false
  private var inBlockComment = false

  mutating func code(in line: String) -> [Character] {
    var result: [Character] = []
    let characters = Array(line)
    var index = 0
    var inString = false
    while index < characters.count {
      let character = characters[index]
      let rest = characters[index...]
      if inBlockComment {
        if rest.starts(with: "*/") {
          inBlockComment = false
          index += 1
        }
      } else if inMultilineString {
        if rest.starts(with: "\"\"\"") {
          inMultilineString = false
          index += 2
        }
      } else if inString {
        if character == "\\" { index += 1 } else if character == "\"" { inString = false }
      } else if rest.starts(with: "//") {
        break
      } else if rest.starts(with: "/*") {
        inBlockComment = true
        index += 1
      } else if rest.starts(with: "\"\"\"") {
        inMultilineString = true
        index += 2
      } else if character == "\"" {
        inString = true
      } else {
        if character == "(" { parens += 1 }
        if character == ")" { parens = max(0, parens - 1) }
        result.append(character)
      }
      index += 1
    }
    return result
  }
}

/// The line where the statement holding `line` starts: up while parentheses opened above are
/// deeper than `depth`, the depth at the brace (a signature over several lines), and up over a
/// line that ends in a comma or an arrow.
private func statementStart(from line: Int, depth: Int, lines: [String], parens: [Int]) -> Int {
  var start = line
  while start > 0, parens[start] > depth { start -= 1 }
  while start > 0 {
    let above = lines[start - 1].trimmingCharacters(in: .whitespaces)
    guard above.hasSuffix(",") || above.hasSuffix("->") else { break }
    start -= 1
  }
  return start
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

private func headerText(_ lines: ArraySlice<String>) -> String {
  lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
}

/// Whether a header declares a type or an extension.
private func declaresType(_ header: String) -> Bool {
  header.range(
    of: #"(^|\s)(struct|class|enum|actor|extension|protocol)\s"#, options: .regularExpression)
    != nil && !header.contains("func ")
}

/// The name a header declares when it is a function-like declaration: `func name`, `init`,
/// `subscript`, or a computed `var name`.
private func functionName(in header: String) -> String? {
  let plain = header.replacingOccurrences(
    of: #"@\w+(\([^)]*\))?"#, with: "", options: .regularExpression)
  let words = plain.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "<" || $0 == ":" })
    .map(String.init)
  let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "class",
    "final", "override", "mutating", "nonmutating", "nonisolated", "convenience", "required",
    "async", "dynamic", "lazy",
  ]
  guard let first = words.firstIndex(where: { !$0.hasPrefix("@") && !modifiers.contains($0) })
  else { return nil }
  switch words[first] {
  case "func", "var":
    return first + 1 < words.count ? words[first + 1] : nil
  case "init", "init?", "subscript", "deinit":
    return words[first]
  default:
    return nil
  }
}
