import Foundation
import WorkshopCourse
import WorkshopReaders

/// The tutorial's pages beside the steps: the guides the overview's resources lead to, made
/// from the course's own (the terminal workflow from README's "How to work a step", the
/// instructors' guide from `Docs/TEACHING.md`), and the closing page after the last step, which
/// leads on to the Composable Architecture.
enum TutorialPages {
  /// A page: its file's name in the catalog (its address is the name in lower case) and title.
  struct Page {
    let name: String
    let title: String
  }

  static let terminal = Page(name: "Terminal-Workflow", title: "Working in the terminal")
  static let instructors = Page(name: "For-Instructors", title: "For instructors")
  static let closing = Page(name: "Whats-Next", title: "On to the Composable Architecture")
  /// The chapter of the table of contents that holds the guides, after the steps'.
  static let guidesChapter = (
    name: "Guides", image: "workshop-steps.svg",
    abstract: "How to work a step in the terminal, and how instructors run the course."
  )

  /// The address of `page` in the site.
  static func address(of page: Page) -> String {
    "/tutorials/\(TutorialCatalog.module.lowercased())/\(page.name.lowercased())"
  }

  /// The three pages' files, in `folder`.
  /// - Throws: `CourseError` when README.md has no "How to work a step" or `Docs/TEACHING.md`
  ///   is missing.
  static func files(of course: Course, chapters: [Chapter], in folder: String) throws
    -> [GeneratedFile]
  {
    let readme = MarkdownDocument(try read("README.md", in: course))
    guard let workflow = readme.section(named: "How to work a step") else {
      throw CourseError(
        "README.md has no \"## How to work a step\"; the tutorial's guide to the "
          + "terminal is made from it.")
    }
    let teaching = MarkdownDocument(try read("Docs/TEACHING.md", in: course))
    let lead = teaching.sections(level: 2).first?.lines.filter { !$0.hasPrefix("# ") } ?? []
    let guideBody = teaching.sections(level: 2).dropFirst().flatMap { section in
      [""] + teaching.lines[section.range]
    }
    return [
      article(terminal, lead: ["The steps, as you work them in your clone."], body: workflow.lines),
      article(instructors, lead: trimmed(lead), body: guideBody, base: "Docs/"),
      article(closing, lead: closingLead(course), body: closingBody(course, chapters: chapters)),
    ].map { GeneratedFile(path: "\(folder)/\($0.name).tutorial", contents: text($0.lines)) }
  }

  private static func read(_ path: String, in course: Course) throws -> String {
    guard let text = try? String(contentsOf: course.url(path), encoding: .utf8) else {
      throw CourseError("\(path) is missing; the tutorial's pages are made from it.")
    }
    return withoutComments(text)
  }

  /// An `@Article`: its lead, then `body` with its links into the clone (relative to `base`)
  /// made the paths they name.
  private static func article(_ page: Page, lead: [String], body: [String], base: String = "")
    -> (name: String, lines: [String])
  {
    let intro = DocCMarkup.directive(
      "Intro", "title: \(DocCMarkup.quoted(page.title))", DocCMarkup.text(lead))
    let text = clonePaths(trimmed(body), base)
    // NB: the time to read it, at 180 words a minute.
    let words = (lead + text).joined(separator: " ").split(separator: " ").count
    let markup = DocCMarkup.directive(
      "Article", "time: \(max(1, (words + 179) / 180))",
      DocCMarkup.paragraphs([intro, DocCMarkup.text(text)]))
    return (page.name, markup)
  }

  /// `lines` with each link to a file of the clone (`[timings.json](timings.json)`) written as
  /// the file's path in code voice: the site does not hold the clone.
  private static func clonePaths(_ lines: [String], _ base: String) -> [String] {
    let document = MarkdownDocument(lines: lines)
    let link = try! NSRegularExpression(pattern: #"\[([^\]]+)\]\(([^)#:]+)\)"#)
    return lines.indices.map { index in
      guard !document.isCode(index) else { return lines[index] }
      let line = lines[index]
      var result = line
      for match in link.matches(in: line, range: NSRange(line.startIndex..., in: line)).reversed() {
        let target = String(line[Range(match.range(at: 2), in: line)!])
        let path = URL(fileURLWithPath: base + target, relativeTo: URL(fileURLWithPath: "/"))
          .standardized.path.dropFirst()
        result.replaceSubrange(Range(match.range, in: result)!, with: "`\(path)`")
      }
      return result
    }
  }

  private static func closingLead(_ course: Course) -> [String] {
    [
      "In \(course.steps.count) steps you built, and tested, what the Composable Architecture "
        + "is made of: reducers that return effects, an environment that controls the outside "
        + "world, a TestStore that asserts every change, and time you move by hand."
    ]
  }

  /// What each chapter built, then where TCA takes it.
  private static func closingBody(_ course: Course, chapters: [Chapter]) -> [String] {
    let recap = chapters.map { "- **\($0.name).** \($0.abstract)" }
    return ["## What you built", ""] + recap + [
      "",
      "## Where to go from here",
      "",
      "The names you used are TCA's, and so are most of the shapes: the last two steps each end "
        + "with a table of what is the same and what differs.",
      "",
      "- [Meet the Composable Architecture](https://pointfreeco.github.io/"
        + "swift-composable-architecture/main/tutorials/meetcomposablearchitecture), the "
        + "library's own tutorial: a feature built with `@Reducer`, its effects and its tests "
        + "with the `TestStore`.",
      "- [The Composable Architecture](https://github.com/pointfreeco/"
        + "swift-composable-architecture): the library, with its case studies.",
      "- [swift-dependencies](https://github.com/pointfreeco/swift-dependencies): `@Dependency`, "
        + "the library behind step 13's `Dependencies.current`.",
      "- [swift-clocks](https://github.com/pointfreeco/swift-clocks): `TestClock` and "
        + "`ImmediateClock`, as in step 15.",
    ]
  }
}
