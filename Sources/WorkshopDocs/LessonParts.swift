import WorkshopCore

/// The parts of a lesson the tutorial is made of: its opening, the numbered tasks of
/// `## What to do` (task n is TODO(n)) and the bullets of `## Common mistakes`.
struct LessonParts {
  /// The paragraphs before the first `## ` heading, or else the first paragraph of
  /// `## The problem`.
  let opening: [String]
  /// The lines of `## What to do` before its first numbered task.
  let preamble: [String]
  /// Each numbered task of `## What to do`: its number and its lines, indentation removed.
  let tasks: [(number: Int, lines: [String])]
  /// Each bullet of `## Common mistakes` (or `## What can go wrong`), joined into one line.
  let mistakes: [String]

  init(markdown: String) {
    let sections = MarkdownSections(markdown)
    let lead = (sections.sections.first { $0.heading == nil }?.lines ?? [])
      .filter { !$0.hasPrefix("# ") }
    let problem = sections.lines(of: "the problem")
    opening = trimmed(lead).isEmpty ? firstParagraph(of: problem) : trimmed(lead)
    (preamble, tasks) = numberedItems(in: sections.lines(of: "what to do"))
    let mistakeLines =
      sections.lines(of: "common mistakes").isEmpty
      ? sections.lines(of: "what can go wrong") : sections.lines(of: "common mistakes")
    mistakes = bullets(in: mistakeLines)
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

private func firstParagraph(of lines: [String]) -> [String] {
  let body = trimmed(lines)
  return Array(body.prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
}

/// The lines before the first `1. ` item, and each numbered item with its continuation lines
/// (dedented by the width of its marker).
private func numberedItems(in lines: [String]) -> ([String], [(number: Int, lines: [String])]) {
  var preamble: [String] = []
  var items: [(number: Int, lines: [String])] = []
  var inFence = false
  for line in lines {
    let isFence = line.trimmingCharacters(in: .whitespaces).hasPrefix("```")
    if !inFence, let (number, width) = itemMarker(line) {
      items.append((number, [String(line.dropFirst(width))]))
    } else if items.isEmpty {
      preamble.append(line)
    } else {
      let indent = line.prefix { $0 == " " }.count
      items[items.count - 1].lines.append(String(line.dropFirst(min(indent, 3))))
    }
    if isFence { inFence.toggle() }
  }
  return (trimmed(preamble), items.map { ($0.number, trimmed($0.lines)) })
}

/// The number and width of a `12. ` marker at the start of `line`.
private func itemMarker(_ line: String) -> (Int, Int)? {
  let digits = line.prefix { $0.isNumber }
  guard !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". "), let number = Int(digits)
  else { return nil }
  return (number, digits.count + 2)
}
