import Foundation

/// A `TODO(n)` marker left in a learner's file.
public struct TodoMarker: Equatable, Sendable {
  /// The file, relative to the course root.
  public let file: String
  /// The line, counting from 1.
  public let line: Int
  /// The task number.
  public let number: Int
  /// What the marker says after `TODO(n):`, whole: every line of the comment, never cut.
  public let text: String

  /// Creates a marker.
  public init(file: String, line: Int, number: Int, text: String) {
    self.file = file
    self.line = line
    self.number = number
    self.text = text
  }

  /// `Exercises/03-FileClient/FileClient.swift:12`.
  public var location: String { "\(file):\(line)" }
}

/// Finds the `TODO(n)` markers in `files` (relative to `root`), in task order, then file order.
///
/// Every `// TODO(n):` comment counts, however often a file repeats a task. A `TODO(n)` in a
/// string literal (a test stub's `XCTFail("TODO(3): …")`) counts only where no comment in that
/// file names the task; a doc comment (`///`) that mentions a TODO never counts.
public func scanTodos(in files: [String], root: URL) -> [TodoMarker] {
  var markers: [TodoMarker] = []
  for file in files {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path)
    else { continue }
    // NB: most files hold no marker at all; one search of the bytes says so.
    guard data.range(of: Data("TODO(".utf8)) != nil else { continue }
    markers += todoMarkers(in: String(decoding: data, as: UTF8.self), file: file)
  }
  return markers.enumerated()
    .sorted { ($0.element.number, $0.offset) < ($1.element.number, $1.offset) }
    .map(\.element)
}

/// The `TODO(n)` markers of one file's `text`, in the order of its lines, each with its whole
/// text (as `scanTodos` counts them).
public func todoMarkers(in text: String, file: String) -> [TodoMarker] {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let found = lines.indices.compactMap { todo(at: $0, in: lines) }
  let commented = Set(found.filter(\.isComment).map(\.number))
  return found.filter { $0.isComment || !commented.contains($0.number) }.map {
    TodoMarker(file: file, line: $0.index + 1, number: $0.number, text: $0.text)
  }
}

/// The TODO on line `index`, with its whole text: a comment with the comment lines that continue
/// it, or a string literal with the literals concatenated to it on the lines below.
private func todo(at index: Int, in lines: [Substring])
  -> (index: Int, number: Int, text: String, isComment: Bool)?
{
  let line = lines[index]
  // NB: most lines hold no marker, and this byte search is far cheaper than the ones below.
  guard containsTodo(line) else { return nil }
  let trimmedLine = line.withoutOuterSpaces
  guard !trimmedLine.hasPrefix("///"), let number = todoNumber(in: String(line)),
    let range = line.range(of: "TODO(")
  else { return nil }
  let isComment = trimmedLine.hasPrefix("//") || trimmedLine.hasPrefix("/*")
  let isLiteral = !isComment && line[..<range.lowerBound].last == "\""
  guard isComment || isLiteral else { return nil }
  var text = line[range.lowerBound...].drop { $0 != ")" }.dropFirst()
  if text.hasPrefix(":") { text = text.dropFirst() }
  var parts = [String(text)]
  if isComment {
    parts[0] = parts[0].withoutOuterSpaces
    if parts[0].hasSuffix("*/") { parts[0] = String(parts[0].dropLast(2)) }
    parts += commentContinuation(after: index, in: lines)
  } else {
    parts = [literalContent(parts[0])] + literalContinuation(after: index, in: lines)
  }
  let joined = parts.joined(separator: isComment ? " " : "")
    .withoutOuterSpaces
  return (index, number, joined, isComment)
}

/// Whether `line` holds `TODO(` anywhere.
private func containsTodo(_ line: Substring) -> Bool {
  let marker = Array("TODO(".utf8)
  var matched = 0
  for byte in line.utf8 {
    if byte == marker[matched] {
      matched += 1
      if matched == marker.count { return true }
    } else {
      matched = byte == marker[0] ? 1 : 0
    }
  }
  return false
}

/// The text of a string literal up to its closing quote.
private func literalContent(_ text: String) -> String {
  String(text.prefix { $0 != "\"" })
}

/// The contents of the string literals that the lines after `index` add to a literal:
/// `+ "more text"`, or a literal alone on its line.
private func literalContinuation(after index: Int, in lines: [Substring]) -> [String] {
  var result: [String] = []
  for line in lines.dropFirst(index + 1) {
    var trimmed = line.withoutOuterSpaces
    if trimmed.hasPrefix("+") { trimmed = trimmed.dropFirst().withoutOuterSpaces }
    guard trimmed.hasPrefix("\"") else { break }
    result.append(literalContent(String(trimmed.dropFirst())))
  }
  return result
}

/// The `//` comment lines that continue a TODO comment: up to a blank comment line, code, or
/// another marker.
private func commentContinuation(after index: Int, in lines: [Substring]) -> [String] {
  var result: [String] = []
  for line in lines.dropFirst(index + 1) {
    let trimmed = line.withoutOuterSpaces
    guard trimmed.hasPrefix("//"), !trimmed.hasPrefix("///"), todoNumber(in: trimmed) == nil else {
      break
    }
    let text = trimmed.dropFirst(2).withoutOuterSpaces
    guard !text.isEmpty, !text.hasPrefix("NB:") else { break }
    result.append(text)
  }
  return result
}
