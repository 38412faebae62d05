import Foundation
import WorkshopReaders

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
  let source = SwiftSource(text)
  let comments = source.pieces.indices.compactMap { commentMarker(at: $0, in: source) }
  let commented = Set(comments.map(\.number))
  let literals = source.literals(value: nil).compactMap { literal -> TodoMarker? in
    guard literal.text.hasPrefix("TODO("), let number = todoNumbers(in: literal.text).first,
      !commented.contains(number)
    else { return nil }
    return TodoMarker(
      file: file, line: literal.line, number: number, text: afterMarker(literal.text))
  }
  return (comments + literals).sorted { $0.line < $1.line }.map {
    TodoMarker(file: file, line: $0.line, number: $0.number, text: $0.text)
  }
}

/// The marker of the comment that is piece `index` of `source`: a `//` or `/*` comment alone on
/// its line that names a task, never a doc comment, with the `//` lines that continue it, up to
/// a blank comment line, code, a note (`NB:`) or another marker.
private func commentMarker(at index: Int, in source: SwiftSource) -> TodoMarker? {
  let piece = source.pieces[index]
  let comment = source.text(piece.range)
  guard piece.kind == .comment, !comment.hasPrefix("///"),
    let number = todoNumbers(in: comment).first, startsItsLine(piece, in: source)
  else { return nil }
  var parts = [afterMarker(comment.hasSuffix("*/") ? String(comment.dropLast(2)) : comment)]
  var next = index + 1
  while next + 1 < source.pieces.count {
    let gap = source.text(source.pieces[next].range)
    let line = source.text(source.pieces[next + 1].range)
    let words = line.dropFirst(2).withoutOuterSpaces
    guard gap.allSatisfy(\.isWhitespace), gap.count(where: { $0 == "\n" }) == 1,
      line.hasPrefix("//"), !line.hasPrefix("///"), todoNumbers(in: line).isEmpty,
      !words.isEmpty, !words.hasPrefix("NB:")
    else { break }
    parts.append(words)
    next += 2
  }
  let text = parts.joined(separator: " ").withoutOuterSpaces
  return TodoMarker(
    file: "", line: source.lines[piece.range.lowerBound], number: number, text: text)
}

/// Whether only spaces stand before `piece` on its line.
private func startsItsLine(_ piece: SwiftSource.Piece, in source: SwiftSource) -> Bool {
  var index = piece.range.lowerBound - 1
  while index >= 0, source.characters[index] == " " || source.characters[index] == "\t" {
    index -= 1
  }
  return index < 0 || source.characters[index] == "\n"
}

/// What a marker says after `TODO(n)` and its colon.
private func afterMarker(_ text: String) -> String {
  guard let range = text.range(of: "TODO(") else { return text }
  var rest = text[range.upperBound...].drop { $0 != ")" }.dropFirst()
  if rest.hasPrefix(":") { rest = rest.dropFirst() }
  return rest.withoutOuterSpaces
}
