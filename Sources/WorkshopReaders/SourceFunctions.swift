import Foundation

/// The functions a Swift source file declares, with the lines their bodies span: enough to tell
/// which test's body an assertion was written in, and which TODO a test answers.
public struct SourceFunctions: Equatable, Sendable {
  /// A function with a body.
  public struct Function: Equatable, Sendable {
    /// Its name, without parameters: `testHappyFlow`.
    public let name: String
    /// The lines from its opening brace to its closing one.
    public let lines: ClosedRange<Int>
    /// Whether it is a test: named `test…`, or marked `@Test`.
    public let isTest: Bool
    /// The TODO numbers written in it or in the comments right above it.
    public let todos: Set<Int>
    /// Its attributes and modifiers, as written before `func`, comments left out:
    /// `@Test(arguments: [1, 2])`.
    public let attributes: String
    /// The lines of the blocks inside its body: closures, `if`, `for`.
    public let blocks: [ClosedRange<Int>]

    /// Whether `line` is inside one of its blocks rather than directly in its body: code that
    /// may run later than the line above it (in a closure).
    public func isInABlock(_ line: Int) -> Bool { blocks.contains { $0.contains(line) } }
  }

  /// Every function with a body, outer ones before the ones nested in them.
  public let functions: [Function]

  /// Reads `source`, skipping comments and string literals when it looks for braces.
  public init(source: String) {
    var scanner = Scanner(Array(source))
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let found = scanner.functions()
    let blocks = scanner.blocks
    functions = found.map { found in
      let attributes = found.attributes.split(separator: "\n")
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
      let todoLines = sourceLines[
        (found.preamble - 1)..<min(found.lines.upperBound, sourceLines.count)]
      return Function(
        name: found.name, lines: found.lines,
        isTest: found.name.hasPrefix("test") || attributes.contains("@Test"),
        todos: Set(todoLines.flatMap { Self.todoNumbers(in: String($0)) }),
        attributes: attributes,
        blocks: blocks.filter {
          $0 != found.lines && found.lines.contains($0.lowerBound)
            && found.lines.contains($0.upperBound)
        })
    }
  }

  /// The outermost function whose body holds `line`, if any.
  public func outermost(holding line: Int) -> Function? {
    functions.first { $0.lines.contains(line) }
  }

  /// The numbers of the `TODO(n)` markers in `line`.
  static func todoNumbers(in line: String) -> [Int] {
    line.components(separatedBy: "TODO(").dropFirst().compactMap {
      Int($0.prefix { $0.isNumber })
    }
  }
}

/// Walks a source file's characters, skipping comments and strings, and collects every function
/// with a body.
private struct Scanner {
  struct Found {
    var name: String
    var lines: ClosedRange<Int>
    /// The first line after the declaration before it: where its comments and attributes start.
    var preamble: Int
    var attributes: String
    var order: Int
  }

  /// Every brace pair that is not a function's body, as the lines it spans.
  private(set) var blocks: [ClosedRange<Int>] = []
  private let characters: [Character]
  private var index = 0
  private var line = 1

  init(_ characters: [Character]) { self.characters = characters }

  private func peek(_ text: String) -> Bool {
    let chars = Array(text)
    guard index + chars.count <= characters.count else { return false }
    return Array(characters[index..<(index + chars.count)]) == chars
  }

  private mutating func advance() {
    if characters[index] == "\n" { line += 1 }
    index += 1
  }

  private mutating func skip(until end: String) {
    while index < characters.count, !peek(end) {
      if characters[index] == "\\" { advance() }
      if index < characters.count { advance() }
    }
    index = min(index + end.count, characters.count)
  }

  mutating func functions() -> [Found] {
    var found: [Found] = []
    var braces: [(pending: Found?, order: Int, line: Int)] = []
    var pending: Found?
    var count = 0
    // NB: where the text since the last declaration's end starts: comments, attributes.
    var declarationStart = (line: 1, index: 0)
    while index < characters.count {
      let character = characters[index]
      if peek("//") {
        skip(until: "\n")
        line += 1
      } else if peek("/*") {
        skip(until: "*/")
      } else if character == "\"" {
        let delimiter = peek("\"\"\"") ? "\"\"\"" : "\""
        index += delimiter.count
        skip(until: delimiter)
      } else if peek("func"), index + 4 < characters.count, characters[index + 4].isWhitespace,
        index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
      {
        let attributes = String(characters[declarationStart.index..<index])
        index += 4
        while index < characters.count, characters[index].isWhitespace { advance() }
        var name = ""
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
          name.append(characters[index])
          index += 1
        }
        pending = Found(
          name: name, lines: line...line, preamble: declarationStart.line,
          attributes: attributes, order: 0)
      } else if character == "{" {
        braces.append(
          (
            pending.map {
              var open = $0
              open.lines = line...line
              return open
            }, count, line
          ))
        count += 1
        pending = nil
        index += 1
        declarationStart = (line, index)
      } else if character == "}" {
        if let open = braces.popLast() {
          if var function = open.pending {
            function.lines = function.lines.lowerBound...line
            function.order = open.order
            found.append(function)
          } else {
            blocks.append(open.line...line)
          }
        }
        index += 1
        declarationStart = (line, index)
      } else {
        advance()
      }
    }
    return found.sorted { $0.order < $1.order }
  }
}
