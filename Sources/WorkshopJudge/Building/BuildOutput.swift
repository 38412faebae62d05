import Foundation

/// A compiler error, read back from `swift build` output.
public struct Diagnostic: Equatable, Sendable {
  /// The file as printed (absolute), or `nil` for errors without a place (linker, manifest).
  public let file: String?
  /// The line, if the error has a place.
  public let line: Int?
  /// The column, if the error has a place.
  public let column: Int?
  /// What the compiler said.
  public let message: String
  /// The source line the compiler quoted, if it quoted one.
  public let sourceLine: String?
  /// The compiler's notes on it, each at its own line of the same file (`a call to a
  /// never-returning function`, above a `will never be executed`).
  public var notes: [Diagnostic] = []
}

/// The errors in the output of `swift build`, without the noise: progress lines, warnings,
/// notes, the duplicate reports of one error, and the generic "command failed" lines that
/// follow real errors.
func compilerErrors(in output: String) -> [Diagnostic] {
  var errors: [Diagnostic] = []
  var generic: [Diagnostic] = []
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  for (index, line) in lines.enumerated() {
    if let diagnostic = located(line, severity: "error", snippetAfter: index, in: lines) {
      add(diagnostic, to: &errors)
    } else if let range = line.range(of: "error: "), !line.contains("|") {
      let message = String(line[range.upperBound...])
      let diagnostic = Diagnostic(
        file: nil, line: nil, column: nil, message: message, sourceLine: nil)
      if !generic.contains(diagnostic) { generic.append(diagnostic) }
    }
  }
  guard errors.isEmpty else { return withoutFollowOns(errors) }
  // NB: "emit-module command failed" and friends only repeat that something above failed.
  let meaningful = generic.filter { !$0.message.contains("command failed with exit code") }
  return meaningful.isEmpty ? generic : meaningful
}

/// The warnings in the output of `swift build`, each once, in the order printed.
public func compilerWarnings(in output: String) -> [Diagnostic] {
  var warnings: [Diagnostic] = []
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  for (index, line) in lines.enumerated() {
    if let diagnostic = located(line, severity: "warning", snippetAfter: index, in: lines) {
      add(diagnostic, to: &warnings)
    }
  }
  return warnings
}

/// Adds `diagnostic` unless one at the same place says the same (the compiler repeats itself,
/// with or without its snippet); a repeat may bring the snippet the first report lacked.
private func add(_ diagnostic: Diagnostic, to diagnostics: inout [Diagnostic]) {
  let index = diagnostics.firstIndex {
    $0.file == diagnostic.file && $0.line == diagnostic.line && $0.column == diagnostic.column
      && $0.message == diagnostic.message
  }
  guard let index else { return diagnostics.append(diagnostic) }
  if diagnostics[index].sourceLine == nil, diagnostic.sourceLine != nil {
    diagnostics[index] = diagnostic
  }
}

/// `/path/File.swift:8:14: error: message` (or `warning:`), with the line the compiler's snippet
/// under it quotes for it and the notes it points at. NB: a file compiled into two targets
/// through a symlink (a learner's tests, also built for the planted-bug runs) is reported under
/// both paths; resolving the link makes the two reports one.
private func located(_ line: String, severity: String, snippetAfter index: Int, in lines: [String])
  -> Diagnostic?
{
  guard let found = located(line, severity: severity) else { return nil }
  let marks = snippetMarks(after: index, in: lines)
  let own = marks.first { $0.severity == severity && $0.message == found.message }
  return Diagnostic(
    file: found.file, line: found.line, column: found.column, message: found.message,
    sourceLine: own?.code,
    notes: marks.filter { $0.severity == "note" }.map {
      Diagnostic(
        file: found.file, line: $0.line, column: nil, message: $0.message, sourceLine: $0.code)
    })
}

/// `/path/File.swift:8:14: error: message` (or `warning:`, `note:`), without a quoted line.
private func located(_ line: String, severity: String) -> Diagnostic? {
  guard let range = line.range(of: ": \(severity): ") else { return nil }
  let parts = line[..<range.lowerBound].split(separator: ":").map(String.init)
  guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]),
    let column = Int(parts[parts.count - 1])
  else { return nil }
  let file = parts.dropLast(2).joined(separator: ":")
  let resolved =
    FileManager.default.fileExists(atPath: file)
    ? URL(fileURLWithPath: file).resolvingSymlinksInPath().path : file
  let message = withoutGroup(String(line[range.upperBound...]))
  return Diagnostic(
    file: resolved, line: lineNumber, column: column, message: message, sourceLine: nil)
}

/// One mark of the compiler's snippet under a diagnostic: `` `- note: message `` (or `|- …`)
/// under the numbered line it points at (`  8 |     code`).
private struct SnippetMark {
  let line: Int
  let code: String
  let severity: String
  let message: String
}

/// The marks of the snippet under the diagnostic at `index`, up to the blank line that ends it.
private func snippetMarks(after index: Int, in lines: [String]) -> [SnippetMark] {
  var marks: [SnippetMark] = []
  var quoted: (line: Int, code: String)?
  var cursor = index + 1
  while cursor < lines.count, !lines[cursor].isEmpty {
    let text = lines[cursor]
    cursor += 1
    guard let bar = text.firstIndex(of: "|") else { continue }
    let number = text[..<bar].trimmingCharacters(in: .whitespaces)
    let rest = text[text.index(after: bar)...]
    if let line = Int(number) {
      quoted = (line, rest.trimmingCharacters(in: .whitespaces))
      continue
    }
    guard number.isEmpty, let quoted,
      let mark = rest.range(of: #"[`|]- (error|warning|note): "#, options: .regularExpression)
    else { continue }
    let severity = rest[mark].dropFirst(3).dropLast(2)
    marks.append(
      SnippetMark(
        line: quoted.line, code: quoted.code, severity: String(severity),
        message: withoutGroup(String(rest[mark.upperBound...]))))
  }
  return marks
}

/// `message` without the diagnostic group Swift 6 ends it with, e.g. ` [#no-usage]`: noise here.
private func withoutGroup(_ message: String) -> String {
  guard let group = message.range(of: #" \[#[A-Za-z-]+\]$"#, options: .regularExpression) else {
    return message
  }
  return String(message[..<group.lowerBound])
}

/// Drops errors that only follow from another error on the same line, such as "cannot infer
/// contextual base" after "cannot find 'reducer' in scope".
private func withoutFollowOns(_ errors: [Diagnostic]) -> [Diagnostic] {
  let followOns = ["cannot infer contextual base in reference to member"]
  return errors.filter { error in
    guard followOns.contains(where: error.message.hasPrefix) else { return true }
    return !errors.contains { other in
      other != error && other.file == error.file && other.line == error.line
        && !followOns.contains(where: other.message.hasPrefix)
    }
  }
}
