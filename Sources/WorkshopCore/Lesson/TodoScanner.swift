import Foundation

/// A `TODO(n)` marker left in a learner's file.
public struct TodoMarker: Equatable, Sendable {
  /// The file, relative to the course root.
  public let file: String
  /// The line, counting from 1.
  public let line: Int
  /// The task number.
  public let number: Int
  /// What the marker says after `TODO(n):`.
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
/// A task is listed once per file, at its first mention: a test stub often names its TODO twice,
/// in a comment and in the failure message below it.
public func scanTodos(in files: [String], root: URL) -> [TodoMarker] {
  var markers: [TodoMarker] = []
  for file in files {
    var seen = Set<Int>()
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path)
    else { continue }
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      guard let number = todoNumber(in: String(line)), let range = line.range(of: "TODO("),
        seen.insert(number).inserted
      else { continue }
      var text = line[range.lowerBound...].drop { $0 != ")" }.dropFirst()
      if text.hasPrefix(":") { text = text.dropFirst() }
      var trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.hasSuffix("*/") {
        trimmed = String(trimmed.dropLast(2)).trimmingCharacters(in: .whitespaces)
      }
      if trimmed.hasSuffix("\")") { trimmed = String(trimmed.dropLast(2)) }
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        trimmed = ([trimmed] + commentContinuation(after: index, in: lines)).joined(separator: " ")
      }
      if trimmed.count > 160 { trimmed = String(trimmed.prefix(159)) + "…" }
      markers.append(TodoMarker(file: file, line: index + 1, number: number, text: trimmed))
    }
  }
  return markers.enumerated()
    .sorted { ($0.element.number, $0.offset) < ($1.element.number, $1.offset) }
    .map(\.element)
}

/// The `//` comment lines that continue a TODO comment: up to a blank comment line, code, or
/// another marker.
private func commentContinuation(after index: Int, in lines: [Substring]) -> [String] {
  var result: [String] = []
  for line in lines.dropFirst(index + 1) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("//"), !trimmed.hasPrefix("///"), todoNumber(in: trimmed) == nil else {
      break
    }
    let text = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, !text.hasPrefix("NB:") else { break }
    result.append(text)
  }
  return result
}
