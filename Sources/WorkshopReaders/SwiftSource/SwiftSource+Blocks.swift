import Foundation

extension SwiftSource {
  /// A `{ … }` block of code and the declaration that opens it, found from the braces alone:
  /// enough to name the function a line is in, or the TODO a test answers, without a parser.
  /// Lines count from 1.
  public struct Block: Equatable, Sendable {
    /// The line of the declaration's doc comments and attributes, else of its header.
    public let firstLine: Int
    /// The line where the statement holding the `{` starts (a signature may run over lines).
    public let headerLine: Int
    /// The line of the `{`.
    public let openLine: Int
    /// The line of the `}`; the last line when it is missing.
    public let closeLine: Int
    /// The line of the brace before the declaration: its comments and attributes come after.
    let preambleLine: Int
    /// The code from the brace before to this one, comments left out: the declaration's
    /// attributes, modifiers and signature (`@Test(arguments: [1, 2]) func sum(n: Int)`).
    public let preamble: String
    /// `func`, `init`, `var`, `subscript`, `deinit`, or a type's `struct`, `class`, `enum`,
    /// `actor`, `extension`, `protocol`; `nil` for a closure, an `if` or any other block.
    public let keyword: String?
    /// The name a function or a type declares: `sum`, `init`, `CounterTests`.
    public let name: String?
    /// The index, in the source's blocks, of the block around this one.
    public let parent: Int?
    /// The `TODO(n)` numbers written from `preambleLine` to `closeLine`, in order.
    public let todos: [Int]

    /// Whether it is a function's body: a function, an initializer, a computed property.
    public var isFunction: Bool {
      ["func", "init", "var", "subscript", "deinit"].contains(keyword ?? "")
    }
    /// Whether it is a type's or an extension's body.
    public var isType: Bool {
      ["struct", "class", "enum", "actor", "extension", "protocol"].contains(keyword ?? "")
    }
    /// Whether it is a test: a `func` named `test…`, or marked `@Test`.
    public var isTest: Bool {
      keyword == "func" && (name?.hasPrefix("test") == true || preamble.contains("@Test"))
    }
    /// From its first comment or attribute to its closing brace.
    public var lines: ClosedRange<Int> { firstLine...closeLine }
    /// From its opening brace to its closing one.
    public var body: ClosedRange<Int> { openLine...closeLine }
  }

  /// Every block, in the order of their opening braces: outer blocks before the ones inside.
  public func blocks() -> [Block] {
    let texts = String(characters).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    // NB: the depth of parentheses at the start of each line, by line number.
    var depths = [Int](repeating: 0, count: texts.count + 1)
    var found: [(open: Int, close: Int, depth: Int, before: Int, parent: Int?)] = []
    var open: [Int] = []
    var parens = 0
    var lastBrace = -1
    for index in characters.indices {
      if characters[index] == "\n" { depths[min(lines[index] + 1, texts.count)] = parens }
      guard isCode[index] else { continue }
      switch characters[index] {
      case "(": parens += 1
      case ")": parens = max(0, parens - 1)
      case "{":
        open.append(found.count)
        found.append((index, characters.count, parens, lastBrace, open.dropLast().last))
        lastBrace = index
      case "}":
        if let slot = open.popLast() { found[slot].close = index }
        lastBrace = index
      default: break
      }
    }
    return found.map { block in
      let openLine = lines[block.open]
      let header = statementStart(from: openLine, depth: block.depth, texts: texts, depths: depths)
      let (keyword, name) = declaration(in: texts[(header - 1)..<openLine].joined(separator: " "))
      let preambleLine = block.before >= 0 ? lines[block.before] : 1
      let closeLine = block.close < characters.count ? lines[block.close] : texts.count
      return Block(
        firstLine: leadingComments(above: header, texts: texts), headerLine: header,
        openLine: openLine, closeLine: closeLine, preambleLine: preambleLine,
        preamble: withoutComments(block.before + 1..<block.open), keyword: keyword, name: name,
        parent: block.parent,
        todos: texts[(preambleLine - 1)..<closeLine].flatMap(todoNumbers(in:)))
    }
  }

  /// The text of `range` without its comments, each run of white space one space.
  private func withoutComments(_ range: Range<Int>) -> String {
    pieces.filter { $0.kind != .comment }
      .map { text($0.range.clamped(to: range)) }.joined()
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// The numbers of the `TODO(n)` markers in `line`.
public func todoNumbers(in line: String) -> [Int] {
  line.components(separatedBy: "TODO(").dropFirst().compactMap { rest in
    let digits = rest.prefix { $0.isNumber }
    return rest.dropFirst(digits.count).first == ")" ? Int(digits) : nil
  }
}

/// The line where the statement holding line `line` starts: up while the parentheses opened
/// above are deeper than `depth`, the depth at the brace (a signature over several lines), then
/// up over lines that end in a comma or an arrow.
private func statementStart(from line: Int, depth: Int, texts: [String], depths: [Int]) -> Int {
  var start = line
  while start > 1, depths[start] > depth { start -= 1 }
  while start > 1, texts[start - 2].hasSuffix(",") || texts[start - 2].hasSuffix("->") {
    start -= 1
  }
  return start
}

/// `line`, or the first line of the comments and attributes right above it.
private func leadingComments(above line: Int, texts: [String]) -> Int {
  var start = line
  while start > 1, texts[start - 2].hasPrefix("//") || texts[start - 2].hasPrefix("@") {
    start -= 1
  }
  return start
}

/// The keyword and name a block's header declares: (`func`, `sum`), (`class`, `CounterTests`),
/// (`init`, `init`); `(nil, nil)` for any other block.
private func declaration(in header: String) -> (keyword: String?, name: String?) {
  let plain = header.replacingOccurrences(
    of: #"@\w+(\([^)]*\))?"#, with: "", options: .regularExpression)
  let words = plain.split(whereSeparator: { " (<:{".contains($0) }).map(String.init)
  let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "final",
    "override", "mutating", "nonmutating", "nonisolated", "convenience", "required", "dynamic",
    "lazy", "indirect",
  ]
  var index = 0
  while index < words.count {
    let word = words[index]
    let next = index + 1 < words.count ? words[index + 1] : ""
    if modifiers.contains(word) || (word == "class" && ["func", "var"].contains(next)) {
      index += 1
      continue
    }
    switch word {
    case "func", "var", "struct", "class", "enum", "actor", "extension", "protocol":
      return (word, next.isEmpty ? nil : next)
    case "init", "init?", "init!", "subscript", "deinit":
      return (String(word.prefix { $0.isLetter }), String(word.prefix { $0.isLetter }))
    default:
      return (nil, nil)
    }
  }
  return (nil, nil)
}
