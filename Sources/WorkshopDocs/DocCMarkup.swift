import WorkshopReaders

/// Lines of DocC tutorial markup: directives with their bodies indented, and lesson Markdown
/// made safe to place inside them.
enum DocCMarkup {
  /// `@Name(arguments) {`, the body indented by two spaces, `}`.
  static func directive(_ name: String, _ arguments: String = "", _ body: [String]) -> [String] {
    let head = arguments.isEmpty ? "@\(name) {" : "@\(name)(\(arguments)) {"
    return [head] + body.map { $0.isEmpty ? "" : "  " + $0 } + ["}"]
  }

  /// A directive argument: `"text"`, with double quotes turned into single ones.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "'") + "\""
  }

  /// Markdown lines that DocC reads as text: a line outside code fences that starts with `@`
  /// would start a directive, so its `@` is escaped.
  static func text(_ lines: [String]) -> [String] {
    let document = MarkdownDocument(lines: lines)
    return lines.indices.map { index in
      let line = lines[index]
      guard !document.isCode(index), line.withoutOuterSpaces.hasPrefix("@") else { return line }
      return line.replacingOccurrences(
        of: "@", with: "\\@", options: [], range: line.range(of: "@"))
    }
  }

  /// Blocks of lines separated by one blank line.
  static func paragraphs(_ blocks: [[String]]) -> [String] {
    blocks.filter { !$0.isEmpty }.enumerated().flatMap {
      $0.offset == 0 ? $0.element : [""] + $0.element
    }
  }
}
