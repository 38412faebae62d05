import Foundation
import WorkshopCourse
import WorkshopReaders

/// How a step catches each mistake its lesson names under `## Common mistakes`, read from
/// `Tests/PlantedBugs/NN-Name/LessonMistakes.json`: a JSON array of
/// `{"mistake", "checks"?, "bugs"?, "diagnosis"?, "notCheckedBecause"?, "patch"?, "says"?}`
/// objects, one a bullet.
///
/// `mistake` is the bullet's anchor: its opening bold text (`Forgetting to advance.`), or, for a
/// bullet without one, the words it starts with. `checks` names checks as `Type.function`,
/// `bugs` planted bugs by number, `diagnosis` one of `LessonMistakeMap.diagnoses`, and
/// `notCheckedBecause`, alone, says in one sentence why nothing automatic can catch it.
/// `patch` writes the mistake into the reference, `{"file": "<path in Solutions/NN-Name>",
/// "edits": [{"replace": "<text the file holds once>", "with": "<text>"}]}`; `verify --full`
/// then expects each of `checks` to fail, its message holding each of `says`.
struct LessonMistakeMap: Equatable {
  /// One bullet of the lesson, and what catches it (an absent list names nothing).
  struct Entry: Decodable, Equatable {
    let mistake: String
    let checks: [String]?
    let bugs: [Int]?
    let diagnosis: String?
    let notCheckedBecause: String?
    let patch: Patch?
    let says: [String]?
  }

  /// The mistake written into one file of the step's reference.
  struct Patch: Decodable, Equatable {
    /// The file, relative to the step's solution folder.
    let file: String
    /// What changes, each `replace` quoting text the file holds exactly once.
    let edits: [Edit]
  }

  /// One replacement of a patch.
  struct Edit: Decodable, Equatable {
    let replace: String
    let with: String
  }

  /// The file name of a step's map, beside its planted-bug catalogue.
  static let fileName = "LessonMistakes.json"

  /// What the planted-bug hunt reports about a learner's test by name, without a planted bug
  /// of its own: the ids a map's `diagnosis` may use.
  static let diagnoses: [String: String] = [
    "fails-with-no-bug":
      "a test that fails, crashes or hangs with no bug planted, so it judges nothing",
    "leaking-assertion": "an assertion that fires after its test has ended",
    "flaky-test": "a test whose outcome changes between runs with no bug planted",
    "crash-on-bug": "a test that crashes the test process on a planted bug instead of failing",
    "hang-on-bug": "a test that waits without end on a planted bug",
  ]

  let entries: [Entry]

  /// Reads a map; the error names what is wrong with it.
  init(data: Data) throws {
    entries = try JSONDecoder().decode([Entry].self, from: data)
  }

  /// The map of the step in `folder` (`10-VirtualTime`), relative to the course root.
  static func path(forStepFolder folder: String) -> String {
    "Tests/PlantedBugs/\(folder)/\(fileName)"
  }
}

/// A bullet of a lesson's `## Common mistakes`: its whole text and its anchor, the bold text it
/// opens with (without the `**`), or `nil` when it has none.
struct LessonMistakeItem: Equatable {
  let text: String
  let bold: String?

  init(bullet: String) {
    text = bullet.replacingOccurrences(of: "**", with: "")
    if bullet.hasPrefix("**"), let close = bullet.dropFirst(2).range(of: "**") {
      bold = String(bullet.dropFirst(2)[..<close.lowerBound])
    } else {
      bold = nil
    }
  }

  /// Whether a map's `mistake` names this item: its bold text exactly, or, without bold text,
  /// the words the item starts with.
  func isNamed(by anchor: String) -> Bool {
    guard !anchor.isEmpty else { return false }
    if let bold { return anchor == bold }
    guard text.hasPrefix(anchor) else { return false }
    let next = text.dropFirst(anchor.count).first
    return next.map { !$0.isLetter && !$0.isNumber } ?? true
  }

  /// The items of a lesson's `## Common mistakes` section, in order.
  static func items(inLesson markdown: String) -> [LessonMistakeItem] {
    bullets(in: MarkdownDocument(markdown).section(named: "common mistakes")?.blocks ?? []).map(
      LessonMistakeItem.init(bullet:))
  }
}
