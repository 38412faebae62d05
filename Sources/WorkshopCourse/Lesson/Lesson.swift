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
  public let englishMarkdown: String

  /// Reads a README and the step's HINTS.md, with the step's planted bugs; `english` is the
  /// English README when `markdown` is a translation of it.
  public init(
    markdown: String, hints: String = "", plantedBugs: [PlantedBug] = [], english: String? = nil
  ) {
    self.markdown = markdown
    self.englishMarkdown = english ?? markdown
    let sections = MarkdownSections(markdown)
    self.title = sections.title
    self.todoHints = MarkdownSections(hints).sections.flatMap { section -> [Hint] in
      guard let heading = section.heading, let number = todoNumbers(in: heading).first else {
        return []
      }
      let label = heading.withoutOuterSpaces
      return bullets(in: section.lines).map { Hint(heading: label, text: $0, todo: number) }
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
    self.plantedBugTable = sections.lines(of: "planted bugs").compactMap(
      PlantedBugRow.init(tableRow:))
  }

  /// Every hint in the order `workshop hint` reveals them: task hints, then planted bugs.
  public var hints: [Hint] { todoHints + plantedBugs }

  /// The lesson without its `## Hints` (a pointer to `workshop hint`) and `## Planted bugs`
  /// sections, for reading on screen without spoilers.
  public var textWithoutHints: String {
    // NB: a translation has the English sections in the same order, under translated headings.
    let english = MarkdownSections(englishMarkdown).sections.map { $0.heading?.lowercased() }
    return MarkdownSections(markdown).removing(
      at: Set(english.indices.filter { ["hints", "planted bugs"].contains(english[$0]) }))
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

  /// Reads `| 3 | The load effect never completes. |`; `nil` for any other line (the header
  /// and the `|---|` line included).
  init?(tableRow line: String) {
    let cells = line.withoutOuterSpaces.split(
      separator: "|", omittingEmptySubsequences: false
    )
    .map { $0.withoutOuterSpaces }
    guard cells.count == 4, cells[0].isEmpty, cells[3].isEmpty, let number = Int(cells[1]) else {
      return nil
    }
    self.init(number: number, summary: cells[2])
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
  public let number: Int?

  /// Creates a hint.
  public init(heading: String, text: String, todo: Int?, number: Int? = nil) {
    self.heading = heading
    self.text = text
    self.todo = todo
    self.number = number
  }
}

/// The items of a Markdown body: each bullet (with its continuation lines) and each paragraph
/// outside a list, as one string. Code blocks keep their line breaks.
public func bullets(in body: [String]) -> [String] {
  var items: [String] = []
  var current: [String] = []
  var hasCode = false
  var inFence = false
  func flush() {
    let text = current.joined(separator: hasCode ? "\n" : " ").withoutOuterSpaces
    if !text.isEmpty { items.append(text) }
    current = []
    hasCode = false
  }
  for line in body {
    let trimmed = line.withoutOuterSpaces
    if trimmed.hasPrefix("```") {
      inFence.toggle()
      hasCode = true
      current.append(trimmed)
    } else if inFence {
      current.append(line)
    } else if let item = bulletText(trimmed) {
      flush()
      current = [item]
    } else if trimmed.isEmpty {
      flush()
    } else {
      current.append(trimmed)
    }
  }
  flush()
  return items
}

private func bulletText(_ line: String) -> String? {
  for marker in ["- ", "* ", "+ "] where line.hasPrefix(marker) {
    return String(line.dropFirst(marker.count))
  }
  let digits = line.prefix { $0.isNumber }
  if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") {
    return String(line.dropFirst(digits.count + 2))
  }
  return nil
}
