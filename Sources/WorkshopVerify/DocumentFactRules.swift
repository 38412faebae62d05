import Foundation
import WorkshopCourse
import WorkshopReaders

/// Where a document's stated facts differ from the course's data (`CourseFacts`): each mark
/// whose numbers are not the fact's, named by file, line and the true value; a mark naming no
/// fact; a mark that cannot be read. In an English lesson, also each count typed without a mark
/// (`15 checks`, `5 of 5`), and each block of output that does not say what prints it.
func factProblems(
  in markdown: String, path: String, step: Step?, facts: CourseFacts, isEnglishLesson: Bool
) -> [String] {
  let markers = LessonMarkers(markdown)
  var problems = markers.problems.map { "\(path):\($0.line): \($0.text)" }
  for fact in markers.facts {
    switch facts.value(of: fact.name, in: step) {
    case .known(let value) where numbers(in: value) != numbers(in: fact.value):
      problems.append(
        "\(path):\(fact.line): says \"\(fact.value)\" for `\(fact.name)`; the course says \(value)")
    case .none(let reason):
      problems.append("\(path):\(fact.line): \(reason)")
    case .known, .unknownHere:
      break
    }
  }
  if isEnglishLesson { problems += unmarkedCounts(in: markdown, path: path) }
  return problems
}

/// Where a translation's marks differ from its English's: a fact or a quotation of output that
/// one states and the other does not.
func markProblems(ofTranslation translation: String, path: String, english: String) -> [String] {
  let (theirs, ours) = (LessonMarkers(translation), LessonMarkers(english))
  func names(_ markers: LessonMarkers) -> [String] {
    markers.facts.map { "fact `\($0.name)`" }.sorted()
      + markers.quotes.map { "output `\($0.source)`" }.sorted()
  }
  let (missing, extra) = (
    difference(names(ours), names(theirs)), difference(names(theirs), names(ours))
  )
  return missing.map { "\(path) lacks the \($0) mark of the English" }
    + extra.map { "\(path) has a \($0) mark the English lacks" }
}

/// The elements of `a` that `b` lacks, counted with their repeats.
private func difference(_ a: [String], _ b: [String]) -> [String] {
  var rest = b
  return a.filter { element in
    guard let index = rest.firstIndex(of: element) else { return true }
    rest.remove(at: index)
    return false
  }
}

/// Counts of the course typed by hand in English prose (outside code and marks): a number before
/// `checks`, `tests`, `bugs`, `planted bugs` or `TODOs`, and a tally `N of M`; and fenced blocks
/// without a language (or `text`) that no `<!--output:…-->` mark says the source of.
private func unmarkedCounts(in markdown: String, path: String) -> [String] {
  guard
    let counted = try? NSRegularExpression(
      pattern: #"\b\d+ (of \d+\b|(planted )?bugs?\b|checks?\b|tests?\b|TODOs?\b)"#),
    let quotedTally = try? NSRegularExpression(
      pattern: #"(<!--output:[^>]*-->)?`(\d+ of \d+ [^`]*)`"#)
  else { return [] }
  let document = MarkdownDocument(markdown)
  let outputBlocks = Set(
    document.codeBlocks.filter { ["", "text"].contains($0.info) }.map(\.range.lowerBound))
  var problems: [String] = []
  var previous = ""
  for (index, line) in document.lines.enumerated() {
    if outputBlocks.contains(index), !previous.contains("<!--output:") {
      problems.append(
        "\(path):\(index + 1): a block of output that no `<!--output:…-->` mark says the source"
          + " of (`bug n`, `caught`, `message`, `file <path>`, `compile <code>`)")
    }
    if !line.withoutOuterSpaces.isEmpty { previous = line }
    guard !document.isCode(index) else { continue }
    let whole = NSRange(line.startIndex..., in: line)
    for match in quotedTally.matches(in: line, range: whole)
    where match.range(at: 1).location == NSNotFound {
      guard let found = Range(match.range(at: 2), in: line) else { continue }
      problems.append(
        "\(path):\(index + 1): `\(line[found])` quotes output without an `<!--output:…-->` mark "
          + "saying what prints it")
    }
    let prose = withoutCodeSpansAndMarks(line)
    let range = NSRange(prose.startIndex..., in: prose)
    for match in counted.matches(in: prose, range: range) {
      guard let found = Range(match.range, in: prose) else { continue }
      problems.append(
        "\(path):\(index + 1): \"\(prose[found])\" is typed by hand; state it with a "
          + "`<!--fact:…-->` mark, or quote real output with an `<!--output:…-->` one")
    }
  }
  return problems
}

/// `line` without its code spans, its marked facts and its marked quotations.
private func withoutCodeSpansAndMarks(_ line: String) -> String {
  var text = line
  while let start = text.range(of: "<!--fact:"),
    let end = text[start.upperBound...].range(of: "<!--/fact-->")
  {
    text.removeSubrange(start.lowerBound..<end.upperBound)
  }
  // NB: a quotation marked as output is checked against what prints it.
  while let start = text.range(of: "<!--output:"),
    let end = text[start.upperBound...].range(of: "-->")
  {
    var after = text[end.upperBound...].drop { $0 == " " }
    for (open, close) in [("\"", "\""), ("“", "”"), ("«", "»"), ("「", "」")]
    where after.hasPrefix(open) {
      if let closing = after.dropFirst().range(of: close) { after = after[closing.upperBound...] }
    }
    text.replaceSubrange(start.lowerBound..<after.startIndex, with: "")
  }
  var result = ""
  var inCodeSpan = false
  for character in withoutComments(text) {
    if character == "`" {
      inCodeSpan.toggle()
    } else if !inCodeSpan {
      result.append(character)
    }
  }
  return result
}
