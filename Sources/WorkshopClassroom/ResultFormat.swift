import Foundation
import WorkshopCourse
import WorkshopLocalization

/// How a command prints its result: text for a person, or a format for a grader.
public enum ResultFormat: String, CaseIterable, Sendable {
  /// What a learner reads in a terminal (the default).
  case text
  /// One JSON document.
  case json
  /// JUnit XML, as CI systems read it.
  case junit
  /// A Markdown document, to paste into an issue.
  case markdown

  /// The format called `name`, which must be one of `allowed`.
  /// - Throws: `UsageError` listing the allowed formats.
  public static func named(
    _ name: String?, allowed: [ResultFormat], command: String
  ) throws -> ResultFormat {
    guard let name else { return .text }
    if let format = allowed.first(where: { $0.rawValue == name }) { return format }
    let formats = allowed.map(\.rawValue).joined(separator: ", ")
    throw UsageError(localized("--format takes \(formats), not '\(name)'."), command: command)
  }
}

/// `value` as pretty-printed JSON with sorted keys and a final newline: stable, diff-friendly.
public func jsonText<Value: Encodable>(_ value: Value) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  encoder.dateEncodingStrategy = .iso8601
  return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
}
