import Foundation
import WorkshopClassroom
import WorkshopCourse

/// The workshop's DocC tutorial, generated from the steps: a table of contents whose chapters
/// follow the course's arc, and one tutorial a step with its code listings. It is the catalog of
/// a documentation-only module, `WorkshopTutorial`, so that the library it teaches holds only
/// the library, and Xcode's documentation still shows it.
public struct TutorialCatalog: Sendable {
  /// The catalog, relative to the course root. Its `Resources/` are written by hand; everything
  /// else in it is generated.
  public static let folder = "Sources/WorkshopTutorial/WorkshopTutorial.docc"
  /// The module whose catalog it is.
  public static let module = "WorkshopTutorial"
  /// The chapters, relative to the course root: each a name, the first step in it (it runs to
  /// the next chapter's), an image in the catalog's `Resources/` and a sentence or two.
  static let chaptersFile = "Sources/WorkshopTutorial/Chapters.json"
  /// The name of the table of contents, for links (`<doc:Workshop>`).
  static let tableOfContents = "Workshop"
  /// The goal titles of the tasks of the steps whose lessons lead their tasks with names from
  /// the code, relative to the course root: `{"<step id>": ["<task 1's goal>", …]}`.
  static let goalsFile = "Sources/WorkshopTutorial/Goals.json"
  /// The hand-written part of the catalog, relative to it.
  static let resources = "Resources"

  /// The course the tutorial is made from.
  public let course: Course
  /// The course root the catalog is written into (and compared with), at `folder` below it.
  public let destination: URL
  /// Where the generated files go, relative to the course root.
  let folder = Self.folder

  /// A catalog of `course`, written into `destination`'s `TutorialCatalog.folder` (by default
  /// the course's own).
  public init(course: Course, destination: URL? = nil) {
    self.course = course
    self.destination = destination ?? course.root
  }

  /// Every generated file, in a stable order.
  /// - Throws: `CourseError` when a step's lesson or questions, or `Docs/timings.json`, cannot
  ///   be read, or a chapter names no step of the course.
  func files() throws -> [GeneratedFile] {
    let steps = course.steps.filter(course.isAvailable)
    // NB: the minutes the instructors' guide and the classroom's points are made from.
    let timings = try Timings.load(root: course.root)
    let goals = try Goals.read(from: course)
    let tutorials = try steps.map { step in
      var tutorial = StepTutorial(
        course: course, step: step, folder: folder,
        minutes: LearnerMinutes(of: step, in: course, timings: timings).minutes)
      tutorial.goals = try goals.titles(of: step, in: course)
      tutorial.symbols = SymbolLinks.read(referenceModules(for: step), in: course)
      return try tutorial.files()
    }
    let pages = try TutorialPages.files(
      of: course, chapters: try Chapter.read(from: course), in: folder)
    return [try tableOfContents(steps)] + tutorials.flatMap { $0 } + pages
  }

  /// The library's modules, the ones `step`'s reference solution imports last: where two
  /// declare a name (`TestStore`), its own is the one linked, else the earlier module's (a step
  /// that writes its own test store is closest to the first).
  private func referenceModules(for step: Step) -> [String] {
    let files = StepFiles(root: course.root, folder: step.solutionPath).learnerFiles
    let imports = Set(
      files.flatMap { path -> [String] in
        let text = (try? String(contentsOf: course.url(path), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.hasPrefix("import ") }
          .map { String($0.dropFirst("import ".count)) }
      })
    return DocsSiteBuilder.modules.filter { !imports.contains($0) }.reversed()
      + DocsSiteBuilder.modules.filter { imports.contains($0) }
  }

  /// The paths (relative to the root) whose committed text differs from the generated one:
  /// changed, missing, or left over from a step that changed.
  func staleFiles() throws -> [String] {
    let generated = try files()
    let expected = Set(generated.map(\.path))
    let changed = generated.filter { file in
      (try? String(contentsOf: destination.appendingPathComponent(file.path), encoding: .utf8))
        != file.contents
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
      let url = destination.appendingPathComponent(path)
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

  /// The generated files now in the catalog: all but its resources.
  private func existingFiles() -> [String] {
    let base = destination.appendingPathComponent(folder)
    let walker = FileManager.default.enumerator(atPath: base.path)
    return (walker?.allObjects as? [String] ?? [])
      .filter { !$0.hasPrefix(Self.resources + "/") && $0 != Self.resources }
      .filter { !isDirectory(base.appendingPathComponent($0)) }
      .map { "\(folder)/\($0)" }
      .sorted()
  }

  private func tableOfContents(_ steps: [Step]) throws -> GeneratedFile {
    let title = "Side effects, under control"
    let intro = DocCMarkup.directive(
      "Intro", "title: \(DocCMarkup.quoted(title))",
      [
        "How to control side effects in a reducer-based architecture, and how to test them: "
          + "\(steps.count) steps, from a pure reducer to the async TestStore of today's "
          + "Composable Architecture. Each tutorial carries its step's lesson, walks through "
          + "every TODO as the exercise has it and as the reference solution does, and ends "
          + "with a few questions. Do the work in your own clone: `swift run workshop` says "
          + "where you are."
      ])
    let chapters = try Chapter.read(from: course)
    let starts = chapters.map { chapter in course.steps.firstIndex { $0.id == chapter.from }! }
    // NB: a step belongs to the last chapter that starts at or before it.
    let members = chapters.indices.map { index in
      steps.filter { step in
        let position = course.steps.firstIndex(of: step)!
        let owner = starts.lastIndex { $0 <= position } ?? 0
        return owner == index
      }
    }
    let shown = zip(chapters, members).filter { !$0.1.isEmpty }
    let blocks = shown.enumerated().map { index, chapter in
      // NB: the closing page comes after the last step, in its chapter.
      let pages =
        chapter.1.map(\.folder) + (index == shown.count - 1 ? [TutorialPages.closing.name] : [])
      return DocCMarkup.directive(
        "Chapter", "name: \(DocCMarkup.quoted(chapter.0.name))",
        [chapter.0.abstract, ""]
          + [
            "@Image(source: \(DocCMarkup.quoted(chapter.0.image)), "
              + "alt: \(DocCMarkup.quoted(chapter.0.name)))", "",
          ]
          + pages.map { "@TutorialReference(tutorial: \"doc:\($0)\")" })
    }
    let guides = TutorialPages.guidesChapter
    let guidesBlock = DocCMarkup.directive(
      "Chapter", "name: \(DocCMarkup.quoted(guides.name))",
      [guides.abstract, "", "@Image(source: \"\(guides.image)\", alt: \"\(guides.name)\")", ""]
        + [TutorialPages.terminal, TutorialPages.instructors].map {
          "@TutorialReference(tutorial: \"doc:\($0.name)\")"
        })
    let contents = DocCMarkup.directive(
      "Tutorials", "name: \(DocCMarkup.quoted(title))",
      DocCMarkup.paragraphs([intro] + blocks + [guidesBlock, overviewResources()]))
    return GeneratedFile(
      path: "\(folder)/\(Self.tableOfContents).tutorial", contents: text(contents))
  }
}

/// The overview's resources: the library's reference, the terminal workflow and the
/// instructors' guide.
private func overviewResources() -> [String] {
  let reference = DocsSiteBuilder.modules.map {
    "- [\($0)](/documentation/\($0.lowercased()))"
  }
  let guides = [TutorialPages.terminal, TutorialPages.instructors].map {
    "- [\($0.title)](\(TutorialPages.address(of: $0)))"
  }
  return DocCMarkup.directive(
    "Resources", "",
    DocCMarkup.paragraphs([
      ["The library's reference, and the guides to the course in your clone."],
      DocCMarkup.directive(
        "Documentation",
        "destination: \"/documentation/\(DocsSiteBuilder.modules[0].lowercased())\"",
        ["Every public type of the library, with its declaration and an example.", ""]
          + reference),
      DocCMarkup.directive(
        "SampleCode", "destination: \"\(TutorialPages.address(of: TutorialPages.terminal))\"",
        [
          "The course's code is in your clone: how to work a step in the terminal, and how "
            + "instructors run the course.", "",
        ] + guides),
    ]))
}

/// A chapter of the table of contents: the steps from `from` up to the next chapter's first.
struct Chapter: Decodable {
  let name: String
  /// The id of its first step.
  let from: String
  let image: String
  let abstract: String

  /// The chapters of `course`, in order.
  /// - Throws: `CourseError` when the file is missing or corrupt, or a chapter names a step
  ///   the manifest does not have.
  static func read(from course: Course) throws -> [Chapter] {
    let path = TutorialCatalog.chaptersFile
    guard let data = FileManager.default.contents(atPath: course.url(path).path),
      let chapters = try? JSONDecoder().decode([Chapter].self, from: data)
    else {
      throw CourseError(
        "\(path) is missing or is not a JSON list of chapters "
          + "(`{\"name\", \"from\", \"image\", \"abstract\"}`).")
    }
    let unknown = chapters.filter { chapter in !course.steps.contains { $0.id == chapter.from } }
    guard unknown.isEmpty else {
      throw CourseError(
        "\(path): no step has the id \(unknown.map { "'\($0.from)'" }.joined(separator: ", ")) "
          + "(the ids are in \(Course.manifestPath)).")
    }
    return chapters.sorted { lhs, rhs in
      course.steps.firstIndex { $0.id == lhs.from }! < course.steps.firstIndex {
        $0.id == rhs.from
      }!
    }
  }
}
