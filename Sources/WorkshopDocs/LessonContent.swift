import WorkshopCourse
import WorkshopReaders

/// A lesson read into the parts its tutorial shows, every line kept as written: the lead, the
/// explanations before and after `## What to do`, the numbered tasks, how to check, the common
/// mistakes and the planted bugs. Only `## Hints` is left out: it points to the terminal.
struct LessonContent {
  /// A `## ` section of the lesson: its heading and its lines.
  struct Part: Equatable {
    let heading: String
    let lines: [String]
  }

  /// The `# ` title.
  let title: String?
  /// The paragraphs between the title and the first `## ` heading.
  let lead: [String]
  /// The sections before `## What to do` (the problem, the idea, notes about the version).
  let explanations: [Part]
  /// The lines of `## What to do` before its first numbered task.
  let preamble: [String]
  /// Each numbered task of `## What to do` (task n is TODO(n)), its continuation lines dedented.
  let tasks: [(number: Int, lines: [String])]
  /// The paragraphs of `## What to do` after its list of tasks.
  let postscript: [String]
  /// The sections after `## What to do` that explain (what the failures mean, why it matters).
  let afterword: [Part]
  /// The lines of `## Check your work`.
  let check: [String]
  /// The lines of `## Common mistakes` (or `## What can go wrong`): a bullet list.
  let mistakes: [String]
  /// The lines of `## Planted bugs`.
  let plantedBugs: [String]

  init(markdown: String) {
    let document = MarkdownDocument(markdown)
    let sections = document.sections(level: 2)
    title = document.title
    lead = trimmed(
      (sections.first { $0.heading == nil }?.lines ?? []).filter { !$0.hasPrefix("# ") })
    let named = sections.compactMap { section in
      section.heading.map { Part(heading: $0.text, lines: trimmed(section.lines)) }
    }
    let todo = named.firstIndex { $0.heading.lowercased() == "what to do" }
    let special = [
      "check your work", "common mistakes", "what can go wrong", "hints", "planted bugs",
    ]
    let isExplanation = { (part: Part) in !special.contains(part.heading.lowercased()) }
    explanations = Array(named[..<(todo ?? named.endIndex)]).filter(isExplanation)
    afterword = todo.map { Array(named[($0 + 1)...]).filter(isExplanation) } ?? []
    func lines(_ names: String...) -> [String] {
      named.first { names.contains($0.heading.lowercased()) }?.lines ?? []
    }
    (preamble, tasks, postscript) = numberedItems(in: lines("what to do"))
    check = lines("check your work")
    mistakes = lines("common mistakes", "what can go wrong")
    plantedBugs = lines("planted bugs")
  }
}

/// `lines` without blank lines at either end.
func trimmed(_ lines: [String]) -> [String] {
  let isBlank = { (line: String) in line.trimmingCharacters(in: .whitespaces).isEmpty }
  guard let first = lines.firstIndex(where: { !isBlank($0) }),
    let last = lines.lastIndex(where: { !isBlank($0) })
  else { return [] }
  return Array(lines[first...last])
}

/// The lines before the first numbered list, each of its items with its lines (without the
/// item's indentation), and the lines after the list.
private func numberedItems(in lines: [String])
  -> ([String], [(number: Int, lines: [String])], [String])
{
  for block in MarkdownDocument(lines: lines).blocks {
    guard let list = block.list, list.isOrdered else { continue }
    return (
      trimmed(Array(lines[..<block.range.lowerBound])),
      list.items.compactMap { item in item.number.map { ($0, trimmed(item.lines)) } },
      trimmed(Array(lines[block.range.upperBound...]))
    )
  }
  return (trimmed(lines), [], [])
}
