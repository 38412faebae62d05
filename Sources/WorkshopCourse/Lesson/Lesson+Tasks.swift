import WorkshopLocalization
import WorkshopReaders

extension Lesson {
  /// The numbered tasks of the lesson's "What to do", by number, in the lesson's language: each
  /// task's first paragraph, whole, with its emphasis marks taken out. Empty for a lesson in
  /// English, whose `// TODO(n):` comments say the tasks already: a translation's tasks stand
  /// in for them where the CLI shows a task (`Next:`, `show`), since the comments stay English.
  public var translatedTasks: [Int: String] {
    guard markdown != englishMarkdown else { return [:] }
    // NB: a translation has the English sections in the same order, under translated headings.
    let english = MarkdownSections(withoutComments(englishMarkdown)).sections
    guard let index = english.firstIndex(where: { $0.heading?.lowercased() == "what to do" })
    else { return [:] }
    let sections = MarkdownSections(withoutComments(markdown)).sections
    guard sections.indices.contains(index) else { return [:] }
    return numberedItems(in: sections[index].lines)
  }

  /// The text to show for task `number`: the translated task where there is one, else `english`
  /// (the marker's own comment).
  public func taskText(_ number: Int, english: String) -> String {
    translatedTasks[number] ?? english
  }
}

/// The first paragraph of each item of the numbered list in `lines` (`1. …` at the left
/// margin, its continuation lines indented), by the item's number.
func numberedItems(in lines: [String]) -> [Int: String] {
  var items: [Int: String] = [:]
  var number: Int?
  var text = ""
  var inFence = false
  func flush() {
    if let number, !text.isEmpty {
      // NB: the task's own marker (`**TODO(3)** …`) is said already where the text is shown.
      var task = Substring(text.replacingOccurrences(of: "**", with: ""))
      if task.hasPrefix("TODO(\(number))") { task = task.dropFirst("TODO(\(number))".count) }
      items[number] = task.trimmingCharacters(in: .whitespaces)
    }
    number = nil
    text = ""
  }
  for line in lines {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("```") { inFence.toggle() }
    if inFence || trimmed.hasPrefix("```") {
      flush()
      continue
    }
    let digits = line.prefix { $0.isNumber }
    if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") {
      flush()
      number = Int(digits)
      text = line.dropFirst(digits.count + 2).trimmingCharacters(in: .whitespaces)
    } else if number != nil, !trimmed.isEmpty, line.hasPrefix(" ") {
      text = joinedLines(text, trimmed)
    } else {
      flush()
    }
  }
  flush()
  return items
}

/// Two lines of a wrapped paragraph as one: with a space, but none between two wide characters
/// (Chinese does not put spaces between words).
private func joinedLines(_ first: String, _ second: String) -> String {
  guard let last = first.last, let next = second.first else { return first + second }
  let isWide = { (character: Character) in displayWidth(String(character)) == 2 }
  return first + (isWide(last) && isWide(next) ? "" : " ") + second
}
