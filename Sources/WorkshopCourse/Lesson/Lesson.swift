import WorkshopLocalization
import WorkshopReaders
import WorkshopTestRuns

/// A step's README.md and HINTS.md, read into the parts the CLI uses: the lesson text, the hints
/// (one `## TODO(n)` section of HINTS.md per task, one hint per bullet) and the table under the
/// lesson's `## Planted bugs` (`| n | summary |` rows), with the planted bugs themselves from the
/// step's catalogue, where their summaries and hints are declared.
public struct Lesson: Equatable, Sendable {
  /// The whole README.
  public let markdown: String
  /// The `# ` heading, e.g. `03 · A FileClient whose save is Effect<Never>`.
  public let title: String?
  /// The hints for the tasks, in order: every bullet of every `## TODO(n)` section of HINTS.md.
  public let todoHints: [Hint]
  /// The planted bugs' hints (from the catalogue), revealed once the task hints are used up.
  public let plantedBugs: [Hint]
  /// How many of the planted bugs the learner's tests must catch: those a test can catch, as
  /// many as the planted-bug table of `check` counts.
  public let bugsToCatch: Int
  /// The rows of the lesson's planted-bug table: each bug's number and summary as the lesson
  /// tells them, which `verify` holds against the catalogue.
  public let plantedBugTable: [PlantedBugRow]

  /// The English README that `markdown` translates (the same text when it is English): its
  /// section headings say which sections hold the hints and the bugs.
  let englishMarkdown: String

  /// Reads a README and the step's HINTS.md, with the step's planted bugs; `english` is the
  /// English README when `markdown` is a translation of it.
  public init(
    markdown: String, hints: String = "", plantedBugs: [PlantedBug] = [], english: String? = nil
  ) {
    self.markdown = markdown
    self.englishMarkdown = english ?? markdown
    let document = MarkdownDocument(markdown)
    self.title = document.title
    self.todoHints = MarkdownDocument(hints).sections(level: 2).flatMap { section -> [Hint] in
      guard let heading = section.heading?.text, let number = todoNumbers(in: heading).first else {
        return []
      }
      return bullets(in: section.blocks).map { Hint(heading: heading, text: $0, todo: number) }
    }
    self.bugsToCatch = plantedBugs.filter(\.isCatchable).count
    self.plantedBugs = plantedBugs.map { bug in
      let verdict =
        bug.uncatchableBecause.map { localized("Not expected of your tests here: \($0)") }
        ?? localized("How a test notices: \(bug.hint)")
      return Hint(
        heading: localized("Planted bug \(bug.number)"), text: "\(bug.summary)\n\(verdict)",
        todo: nil,
        number: bug.number)
    }
    self.plantedBugTable = document.section(named: "planted bugs").map(PlantedBugRow.rows) ?? []
  }

  /// Every hint in the order `workshop hint` reveals them: task hints, then planted bugs.
  public var hints: [Hint] { todoHints + plantedBugs }

  /// The lesson without its `## Hints` (a pointer to `workshop hint`) and `## Planted bugs`
  /// sections, for reading on screen without spoilers.
  public var textWithoutHints: String {
    // NB: a translation has the English sections in the same order, under translated headings.
    let english = MarkdownDocument(englishMarkdown).sections(level: 2).map {
      $0.heading?.text.lowercased()
    }
    let hidden = english.indices.filter { ["hints", "planted bugs"].contains(english[$0]) }
    let document = MarkdownDocument(markdown)
    return document.sections(level: 2).enumerated().filter { !hidden.contains($0.offset) }
      .flatMap { document.lines[$0.element.range] }
      .joined(separator: "\n")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The task numbers that have at least one hint.
  public var hintedTodos: Set<Int> { Set(todoHints.compactMap(\.todo)) }
}

/// A row of the lesson's planted-bug table.
public struct PlantedBugRow: Equatable, Sendable {
  /// The bug's number.
  public let number: Int
  /// What goes wrong, as the lesson says it.
  public let summary: String

  /// Creates a row.
  public init(number: Int, summary: String) {
    self.number = number
    self.summary = summary
  }

  /// The rows of the tables in `section` that read `| 3 | The load effect never completes. |`.
  static func rows(in section: MarkdownSection) -> [PlantedBugRow] {
    section.blocks.compactMap(\.table).flatMap { table in
      table.rows.compactMap { cells in
        guard cells.count == 2, let number = Int(cells[0]) else { return nil }
        return PlantedBugRow(number: number, summary: cells[1])
      }
    }
  }

  /// The row as the lesson should print it.
  public var markdown: String { "| \(number) | \(summary) |" }
}

/// One hint: a bullet of the lesson's hints, or a planted bug's summary and hint.
public struct Hint: Equatable, Sendable {
  /// `TODO(2)` or `Planted bug 1`.
  public let heading: String
  /// The hint itself.
  public let text: String
  /// The task it belongs to, or `nil` for a planted bug.
  public let todo: Int?
  /// The planted bug's number, or `nil` for a task hint.
  public var number: Int?
}

/// The items of a Markdown section: each list item, and each paragraph, code block or table
/// outside a list, as one string: a paragraph's lines joined by spaces, its blocks one a line.
public func bullets(in blocks: [MarkdownBlock]) -> [String] {
  blocks.flatMap { block -> [[MarkdownBlock]] in
    switch block.kind {
    case .list(let list): return list.items.map(\.blocks)
    case .paragraph, .code, .table: return [[block]]
    case .heading, .thematicBreak, .comment: return []
    }
  }
  .map { blocks in
    blocks.map { block in
      guard case .paragraph = block.kind else { return block.lines.joined(separator: "\n") }
      return block.lines.map(\.withoutOuterSpaces).joined(separator: " ")
    }
    .joined(separator: "\n").withoutOuterSpaces
  }
  .filter { !$0.isEmpty }
}
