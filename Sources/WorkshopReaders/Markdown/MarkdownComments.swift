import Foundation

/// `markdown` without its HTML comments (`<!-- … -->`); a line that held nothing else goes too.
public func withoutComments(_ markdown: String) -> String {
  var result = ""
  var rest = Substring(markdown)
  while let open = rest.range(of: "<!--") {
    result += rest[..<open.lowerBound]
    guard let close = rest[open.upperBound...].range(of: "-->") else {
      rest = rest[open.lowerBound...]
      break
    }
    rest = rest[close.upperBound...]
    // NB: a line that held nothing but the comment (and its indentation) goes whole.
    let lineStart = result.lastIndex(of: "\n").map { result.index(after: $0) } ?? result.startIndex
    if result[lineStart...].allSatisfy({ $0 == " " }), rest.isEmpty || rest.first == "\n" {
      result.removeSubrange(lineStart...)
      rest = rest.dropFirst()
    }
  }
  return result + rest
}
