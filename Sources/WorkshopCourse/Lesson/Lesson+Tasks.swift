import WorkshopLocalization
import WorkshopReaders

extension Lesson {
  /// The numbered tasks of the lesson's "What to do", by number, in the lesson's language: each
  /// task's text up to its first blank line, whole, with its emphasis marks taken out, and each
  /// item of a list in it on a line of its own (`- …`). Empty for a lesson in
  /// English, whose `// TODO(n):` comments say the tasks already: a translation's tasks stand
  /// in for them where the CLI shows a task (`Next:`, `show`), since the comments stay English.
  public var translatedTasks: [Int: String] {
    guard markdown != englishMarkdown else { return [:] }
    // NB: a translation has the English sections in the same order, under translated headings.
    let english = MarkdownDocument(withoutComments(englishMarkdown)).sections(level: 2)
    guard let index = english.firstIndex(where: { $0.heading?.text.lowercased() == "what to do" })
    else { return [:] }
    let sections = MarkdownDocument(withoutComments(markdown)).sections(level: 2)
    guard sections.indices.contains(index) else { return [:] }
    return numberedItems(in: sections[index].blocks)
  }

  /// The text to show for task `number` on one line: the translated task where there is one,
  /// else `english` (the marker's own comment).
  public func taskText(_ number: Int, english: String) -> String {
    translatedTasks[number].map { joinedLines($0.components(separatedBy: "\n")) } ?? english
  }
}

/// The text of each item of the numbered lists in `blocks` up to its first blank line or code
/// block, by the item's number: one line, and one more for each item of a list nested in it.
func numberedItems(in blocks: [MarkdownBlock]) -> [Int: String] {
  var items: [Int: String] = [:]
  for list in blocks.compactMap(\.list) {
    for item in list.items {
      guard let number = item.number else { continue }
      let code = item.blocks.first { $0.code != nil }?.range.lowerBound ?? item.range.upperBound
      let lines = item.lines.prefix(code - item.range.lowerBound)
        .prefix { !$0.withoutOuterSpaces.isEmpty }
      guard !lines.isEmpty else { continue }
      // NB: the task's own marker (`**TODO(3)** …`) is said already where the text is shown.
      var task = Substring(listed(Array(lines)).replacingOccurrences(of: "**", with: ""))
      if task.hasPrefix("TODO(\(number))") { task = task.dropFirst("TODO(\(number))".count) }
      items[number] = task.trimmingCharacters(in: .whitespaces)
    }
  }
  return items
}

/// `lines` joined as `joinedLines` joins them, but for a line that opens a list item (`- `,
/// `* `), which starts a line of its own.
private func listed(_ lines: [String]) -> String {
  var groups: [[String]] = []
  for line in lines {
    let text = line.withoutOuterSpaces
    if groups.isEmpty || text.hasPrefix("- ") || text.hasPrefix("* ") {
      groups.append([line])
    } else {
      groups[groups.count - 1].append(line)
    }
  }
  return groups.map(joinedLines).joined(separator: "\n")
}
