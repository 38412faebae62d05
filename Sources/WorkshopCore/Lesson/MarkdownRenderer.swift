/// Renders Markdown for a terminal: headings in bold, code in colour, fences dropped and code
/// blocks indented. Without colour the text stays Markdown, which reads fine as it is.
public func renderMarkdown(_ markdown: String, on terminal: Terminal) -> String {
  guard terminal.usesColor else { return markdown }
  var output: [String] = []
  var inFence = false
  for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
    if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
      inFence.toggle()
      continue
    }
    if inFence {
      output.append(terminal.style("    " + line, .cyan))
    } else if line.hasPrefix("#") {
      let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      output.append(terminal.style(text, .bold, line.hasPrefix("# ") ? .yellow : .bold))
    } else {
      output.append(renderInline(line, on: terminal))
    }
  }
  return output.joined(separator: "\n")
}

/// Styles `code` spans and **strong** text within one line.
private func renderInline(_ line: String, on terminal: Terminal) -> String {
  var result = ""
  var rest = Substring(line)
  while let marker = rest.firstIndex(where: { $0 == "`" || $0 == "*" }) {
    result += rest[..<marker]
    let after = rest[marker...]
    let delimiter = after.hasPrefix("**") ? "**" : after.hasPrefix("`") ? "`" : nil
    guard let delimiter,
      let close = after.dropFirst(delimiter.count).range(of: delimiter)
    else {
      result.append(rest[marker])
      rest = rest[rest.index(after: marker)...]
      continue
    }
    let inner = String(after.dropFirst(delimiter.count)[..<close.lowerBound])
    result += delimiter == "`" ? terminal.style(inner, .cyan) : terminal.style(inner, .bold)
    rest = after[close.upperBound...]
  }
  return result + rest
}
