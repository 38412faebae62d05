import Foundation
import WorkshopLocalization

/// A workshop checkout: its root folder and the ordered steps of `Exercises/steps.json`.
///
/// The manifest is read here and nowhere else; every command works from a `Course`.
public struct Course: Sendable {
  /// The folder that holds `Package.swift`, `Exercises/` and `Solutions/`.
  public let root: URL
  /// The steps, in the order the learner takes them.
  public let steps: [Step]

  /// The manifest's path relative to the root.
  public static let manifestPath = "Exercises/steps.json"

  /// Reads the course whose root is `root`.
  /// - Throws: `CourseError` when the manifest is missing, is not valid JSON, lists no steps,
  ///   or lists a step twice.
  public static func load(root: URL) throws -> Course {
    let url = root.appendingPathComponent(manifestPath)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw CourseError(
        localized(
          """
          \(manifestPath) is missing in \(root.path). It lists the workshop's steps; restore it \
          with `git checkout -- \(manifestPath)` or run the command from the workshop's folder.
          """))
    }
    let steps: [Step]
    do {
      steps = try JSONDecoder().decode([Step].self, from: data)
    } catch {
      throw CourseError(
        localized(
          """
          \(manifestPath) is not a valid step list (\(describe(error))). Each entry needs "id", \
          "folder", "title" and "module"; `git diff \(manifestPath)` shows what changed.
          """))
    }
    guard !steps.isEmpty else { throw CourseError(localized("\(manifestPath) lists no steps.")) }
    var seen = Set<String>()
    for step in steps {
      guard step.folder.prefix(2).allSatisfy(\.isNumber), step.folder.count > 2 else {
        throw CourseError(
          "\(manifestPath): folder '\(step.folder)' must start with a two-digit number.")
      }
      for key in [step.id, step.number] where !seen.insert(key).inserted {
        throw CourseError("\(manifestPath) lists '\(key)' twice.")
      }
      for track in step.tracks where track.isEmpty || track == wholeCourse {
        throw CourseError(
          "\(manifestPath): step \(step.number) names a track '\(track)'; a track needs a name "
            + "other than '\(wholeCourse)', which means every step.")
      }
    }
    return Course(root: root, steps: steps)
  }

  /// The course root at or above `directory`: the first folder holding `Exercises/steps.json`
  /// or `Package.swift` next to an `Exercises/` folder.
  public static func findRoot(from directory: URL) -> URL? {
    var candidate = directory.standardizedFileURL
    let fileManager = FileManager.default
    while true {
      let exercises = candidate.appendingPathComponent("Exercises").path
      if fileManager.fileExists(atPath: candidate.appendingPathComponent(manifestPath).path)
        || (fileManager.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path)
          && fileManager.fileExists(atPath: exercises))
      {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
  }

  /// The absolute URL of `path`, relative to the root.
  public func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// Whether both folders of `step` exist, so that it has targets to build.
  public func isAvailable(_ step: Step) -> Bool {
    missingFolders(of: step).isEmpty
  }

  /// The step folders that do not exist yet, relative to the root.
  public func missingFolders(of step: Step) -> [String] {
    [step.exercisePath, step.solutionPath].filter {
      !FileManager.default.fileExists(atPath: url($0).path)
    }
  }

  /// Finds the step a user named: `3`, `03`, `03-FileClient` or `file-client`.
  /// - Throws: `UsageError` listing the valid names when nothing matches.
  public func step(named name: String, command: String? = nil) throws -> Step {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    // NB: a path names the step of its folder: `Exercises/03-FileClient/`, `./Solutions/03-…`.
    let parts = trimmed.split(separator: "/").map(String.init).filter { $0 != "." }
    let folder =
      parts.count > 1 && ["Exercises", "Solutions"].contains(parts[0]) ? parts[1] : trimmed
    let number = folder.allSatisfy(\.isNumber) ? Int(folder) : nil
    if let step = steps.first(where: { step in
      (number != nil && Int(step.number) == number) || step.id == folder
        || step.folder.lowercased() == folder.lowercased()
    }) {
      return step
    }
    let range = "\(steps.first?.number ?? "01")–\(steps.last?.number ?? "01")"
    let suggestion =
      closestMatch(to: trimmed, in: steps.map(\.id)).map {
        " "
          + localized(
            "Did you mean '\($0)'?")
      }
      ?? ""
    throw UsageError(
      localized(
        """
        There is no step '\(name)'. Name a step by number (\(range)), folder or id; `workshop \
        list` shows them all.
        """
      ) + suggestion, command: command)
  }
}

private func describe(_ error: Error) -> String {
  switch error {
  case DecodingError.dataCorrupted(let context):
    return context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription
  case DecodingError.keyNotFound(let key, let context):
    return "entry \(entryIndex(context.codingPath)) has no \"\(key.stringValue)\""
  case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
    let field = context.codingPath.last.map { " \"\($0.stringValue)\"" } ?? ""
    return "entry \(entryIndex(context.codingPath))\(field): \(context.debugDescription)"
  default:
    return "\(error)"
  }
}

private func entryIndex(_ path: [CodingKey]) -> String {
  path.first?.intValue.map { String($0 + 1) } ?? "?"
}
