import Foundation
import WorkshopCore

/// The workshop's DocC tutorial, generated from the steps: a table of contents in the order of
/// `Exercises/steps.json`, and one tutorial a step with its code listings. It lives in the
/// EffectKit catalog, so that Xcode's documentation shows it beside the library's reference.
public struct TutorialCatalog: Sendable {
  /// The folder of the generated files, relative to the course root.
  public static let folder = "Sources/EffectKit/EffectKit.docc/Tutorials"
  /// The name of the table of contents, for links (`<doc:Workshop>`).
  public static let tableOfContents = "Workshop"

  /// The course the tutorial is made from.
  public let course: Course

  /// A catalog of `course`.
  public init(course: Course) { self.course = course }

  /// Every generated file, in a stable order.
  /// - Throws: `CourseError` when a step's lesson cannot be made into a tutorial.
  public func files() throws -> [GeneratedFile] {
    let steps = course.steps.filter(course.isAvailable)
    let tutorials = try steps.map {
      try StepTutorial(course: course, step: $0, folder: Self.folder).files()
    }
    return [tableOfContents(steps)] + tutorials.flatMap { $0 }
  }

  /// The paths (relative to the root) whose committed text differs from the generated one:
  /// changed, missing, or left over from a step that changed.
  public func staleFiles() throws -> [String] {
    let generated = try files()
    let expected = Set(generated.map(\.path))
    let changed = generated.filter { file in
      (try? String(contentsOf: course.url(file.path), encoding: .utf8)) != file.contents
    }
    return changed.map(\.path) + existingFiles().filter { !expected.contains($0) }
  }

  /// Writes the generated files and removes the ones no longer generated.
  /// - Returns: How many files were written or removed; 0 when everything was up to date.
  @discardableResult
  public func write() throws -> Int {
    let stale = try staleFiles()
    let generated = Dictionary(uniqueKeysWithValues: try files().map { ($0.path, $0.contents) })
    let fileManager = FileManager.default
    for path in stale {
      let url = course.url(path)
      guard let contents = generated[path] else {
        try fileManager.removeItem(at: url)
        continue
      }
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url, options: .atomic)
    }
    return stale.count
  }

  private func existingFiles() -> [String] {
    let base = course.url(Self.folder)
    let walker = FileManager.default.enumerator(atPath: base.path)
    return (walker?.allObjects as? [String] ?? [])
      .filter { !isFolder(base.appendingPathComponent($0)) }
      .map { "\(Self.folder)/\($0)" }
      .sorted()
  }

  private func tableOfContents(_ steps: [Step]) -> GeneratedFile {
    let title = "Side effects, under control"
    let intro = DocCMarkup.directive(
      "Intro", "title: \(DocCMarkup.quoted(title))",
      [
        "A step a tutorial, in the order the workshop takes them. Each shows the exercise's "
          + "files at their TODOs and then the reference solution's version, and ends with a "
          + "few questions about the step's common mistakes. Do the work in your own clone: "
          + "`swift run workshop` says where you are."
      ])
    let chapter = DocCMarkup.directive(
      "Chapter", "name: \"The steps\"",
      [
        "\(steps.count) steps, from pure reducers to an async TestStore.", "",
        "@Image(source: \"workshop-steps.svg\", alt: \"A reducer returns effects; a test "
          + "store sends actions and receives what the effects send back.\")", "",
      ]
        + steps.map { "@TutorialReference(tutorial: \"doc:\($0.folder)\")" })
    let contents = DocCMarkup.directive(
      "Tutorials", "name: \(DocCMarkup.quoted(title))", DocCMarkup.paragraphs([intro, chapter]))
    return GeneratedFile(
      path: "\(Self.folder)/\(Self.tableOfContents).tutorial", contents: text(contents))
  }
}

private func isFolder(_ url: URL) -> Bool {
  var flag: ObjCBool = false
  return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
}
