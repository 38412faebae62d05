import Foundation

/// The functions a Swift source file declares, with the lines their bodies span: enough to tell
/// which test's body an assertion was written in.
struct SourceFunctions {
  /// A function's name and the lines from its opening brace to its closing one.
  struct Function: Equatable {
    let name: String
    let lines: ClosedRange<Int>
  }

  /// Every function with a body, outer ones before the ones nested in them.
  let functions: [Function]

  /// Reads `source`, skipping comments and string literals.
  init(source: String) {
    var found: [(index: Int, function: Function)] = []
    var braces: [(name: String?, line: Int, index: Int)] = []
    var pending: String?
    var line = 1
    var count = 0
    let characters = Array(source)
    var index = 0
    func peek(_ text: String) -> Bool {
      let chars = Array(text)
      guard index + chars.count <= characters.count else { return false }
      return Array(characters[index..<(index + chars.count)]) == chars
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        line += 1
      } else if peek("//") {
        while index < characters.count, characters[index] != "\n" { index += 1 }
        continue
      } else if peek("/*") {
        index += 2
        while index < characters.count, !peek("*/") {
          if characters[index] == "\n" { line += 1 }
          index += 1
        }
        index += 2
        continue
      } else if character == "\"" {
        let delimiter = peek("\"\"\"") ? "\"\"\"" : "\""
        index += delimiter.count
        while index < characters.count, !peek(delimiter) {
          if characters[index] == "\\" { index += 1 }
          if index < characters.count, characters[index] == "\n" { line += 1 }
          index += 1
        }
        index += delimiter.count
        continue
      } else if peek("func"), index + 4 < characters.count, characters[index + 4].isWhitespace,
        index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
      {
        index += 4
        while index < characters.count, characters[index].isWhitespace {
          if characters[index] == "\n" { line += 1 }
          index += 1
        }
        var name = ""
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
          name.append(characters[index])
          index += 1
        }
        pending = name
        continue
      } else if character == "{" {
        braces.append((pending, line, count))
        count += 1
        pending = nil
      } else if character == "}", let open = braces.popLast() {
        if let name = open.name {
          found.append((open.index, Function(name: name, lines: open.line...line)))
        }
      }
      index += 1
    }
    functions = found.sorted { $0.index < $1.index }.map(\.function)
  }

  /// The name of the outermost function whose body holds `line`, if any.
  func outermost(holding line: Int) -> String? {
    functions.first { $0.lines.contains(line) }?.name
  }
}
