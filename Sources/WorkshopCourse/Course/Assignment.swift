import Foundation

/// What makes a copy of the course a GitHub Classroom assignment (`workshop classroom --init`):
/// the track it grades, recorded in a tracked file so that the grading workflow and every
/// command that follows a track know it without the learner choosing it.
public struct Assignment: Codable, Equatable, Sendable {
  /// The file, relative to the course root.
  public static let path = "Exercises/assignment.json"

  /// The track graded, or `all` for every step.
  public var track: String

  /// An assignment of `track`.
  public init(track: String) { self.track = track }

  /// The assignment of the course at `root`, or `nil` when it is none (or the file is not one).
  public static func load(root: URL) -> Assignment? {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
    else { return nil }
    return try? JSONDecoder().decode(Assignment.self, from: data)
  }

  /// The file's text.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
  }
}
