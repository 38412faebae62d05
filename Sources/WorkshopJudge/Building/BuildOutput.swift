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

  /// Creates a diagnostic.
  public init(file: String?, line: Int?, column: Int?, message: String, sourceLine: String?) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
  }
}

/// The errors in the output of `swift build`, without the noise: progress lines, warnings,
/// notes, the duplicate reports of one error, and the generic "command failed" lines that
/// follow real errors.
public func compilerErrors(in output: String) -> [Diagnostic] {
  var errors: [Diagnostic] = []
  var generic: [Diagnostic] = []
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  for (index, line) in lines.enumerated() {
    if let diagnostic = located(line, severity: "error", quote: quotedLine(after: index, in: lines))
    {
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
    if let diagnostic = located(
      line, severity: "warning", quote: quotedLine(after: index, in: lines))
    {
      add(diagnostic, to: &warnings)
    }
  }
  return warnings
}

/// Adds `diagnostic` unless one at the same place says the same (the compiler repeats itself,
/// with or without the quoted line); a repeat may bring the quote the first report lacked.
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

/// `/path/File.swift:8:14: error: message` (or `warning:`). NB: a file compiled into two targets
/// through a symlink (a learner's tests, also built for the planted-bug runs) is reported under
/// both paths; resolving the link makes the two reports one.
private func located(_ line: String, severity: String, quote: String?) -> Diagnostic? {
  guard let range = line.range(of: ": \(severity): ") else { return nil }
  let parts = line[..<range.lowerBound].split(separator: ":").map(String.init)
  guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]),
    let column = Int(parts[parts.count - 1])
  else { return nil }
  let file = parts.dropLast(2).joined(separator: ":")
  let resolved =
    FileManager.default.fileExists(atPath: file)
    ? URL(fileURLWithPath: file).resolvingSymlinksInPath().path : file
  // NB: Swift 6 ends a message with its diagnostic group, e.g. ` [#no-usage]`: noise here.
  var message = String(line[range.upperBound...])
  if let group = message.range(of: #" \[#[A-Za-z-]+\]$"#, options: .regularExpression) {
    message.removeSubrange(group)
  }
  return Diagnostic(
    file: resolved, line: lineNumber, column: column, message: message, sourceLine: quote)
}

/// The quoted source line in the compiler's snippet under an error (`  8 |     code`): the one
/// followed by the `|` line that points at the column.
private func quotedLine(after index: Int, in lines: [String]) -> String? {
  var cursor = index + 1
  while cursor + 1 < lines.count, !lines[cursor].isEmpty {
    let next = lines[cursor + 1]
    if let bar = lines[cursor].firstIndex(of: "|"),
      lines[cursor][..<bar].trimmingCharacters(in: .whitespaces).allSatisfy(\.isNumber),
      next.trimmingCharacters(in: .whitespaces).hasPrefix("|"),
      next.contains("`-") || next.contains("^")
    {
      return String(lines[cursor][lines[cursor].index(after: bar)...]).trimmingCharacters(
        in: .whitespaces)
    }
    cursor += 1
  }
  return nil
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
