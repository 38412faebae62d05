import WorkshopCourse
import WorkshopReaders

/// What the steps of a task say beside their code: the exercise's side invites the reader to
/// try first; each link of the answer says what its lines do and why, in the reference's own
/// words where it has them (the comment that opens the lines, a declaration's doc comment),
/// else in the TODO's.
enum StepCaptions {
  /// The exercise's side of the first place a task changes: where the TODO is, and the
  /// invitation to write it before reading on.
  static func tryFirst(_ code: CodeStep, number: Int, step: Step) -> String {
    "TODO(\(number)) in \(stub(code)). Try it yourself first: write it in "
      + "`\(step.exercisePath)/\(code.file)`, run `swift run workshop check \(step.number)`, "
      + "then read on."
  }

  /// The exercise's side of a further place the same task changes, with a TODO of its own.
  static func further(_ code: CodeStep, number: Int) -> String {
    "TODO(\(number)) goes on in \(stub(code))" + (caseLabel(code).map { ", at `\($0)`." } ?? ".")
  }

  /// The `case` the TODO of `code` sits under, where a function has several (a reducer's
  /// `switch`).
  private static func caseLabel(_ code: CodeStep) -> String? {
    guard let first = code.marker?.split(separator: "\n").first,
      let line = code.before.firstIndex(where: { $0.contains(first.withoutOuterSpaces) })
    else { return nil }
    return code.before[..<line].last { $0.withoutOuterSpaces.hasPrefix("case ") }?
      .withoutOuterSpaces
  }

  /// What link `index` of `links` says: the comment its lines open with, else the declaration
  /// it adds and what its comments say, else (the first link) what the TODO asks for, else the
  /// statements it goes on with.
  static func link(
    _ links: [ChainLink], _ index: Int, code: CodeStep, number: Int?
  ) -> String {
    let link = links[index]
    let added = link.addedLines
    // NB: a comment counts from its first line: lines that go on with one above say no more.
    let first = link.added.first { !isBlank(link.lines[$0]) }
    let opensAComment = first.map { $0 == 0 || !isComment(link.lines[$0 - 1]) } ?? false
    if opensAComment, let comment = openingComment(added) { return sentence(comment) }
    if let name = declaredName(added) {
      let comment = added.first(where: isComment).map(commentText)
      let said = comment ?? (isTestName(name) ? humanized(name) : nil)
      return (number == nil ? "The reference adds `\(name)`" : "Add `\(name)`")
        + (said.map { ": " + sentence($0) } ?? ".")
    }
    let place = code.function.map { "`\($0)`" } ?? "`\(code.file)`"
    // NB: an answer in one link is what its TODO asks for; a link of a longer answer says
    // what its own first comment says.
    if links.count == 1, let number, let marker = code.marker {
      return "The answer, in \(place): " + sentence(markerText(marker, number: number))
    }
    let comments = link.added.filter { index in
      isComment(link.lines[index]) && (index == 0 || !isComment(link.lines[index - 1]))
    }
    if let start = comments.first {
      let run = link.lines[start...].prefix(while: isComment)
      return sentence(commentText(run.joined(separator: "\n")))
    }
    if index == 0, let number, let marker = code.marker {
      return "The answer, in \(place): " + sentence(markerText(marker, number: number))
    }
    let heads = added.filter { !isBlank($0) && !isComment($0) }.prefix(2).map {
      "`" + String($0.withoutOuterSpaces.prefix(48)) + "`"
    }
    let lead = number == nil ? "The reference's own code in \(place)" : "\(place) goes on"
    return lead + (heads.isEmpty ? "." : ": " + list(heads) + ".")
  }

  /// The sections' lines with no step caption said twice on the page: a caption said before
  /// gets the name of the file its step shows.
  static func unique(_ sections: [[String]]) -> [[String]] {
    var said: Set<String> = []
    return sections.map { section in
      var lines = section
      for index in lines.indices.dropLast() where lines[index].withoutOuterSpaces == "@Step {" {
        var caption = lines[index + 1]
        let code = lines[(index + 1)...].first { $0.withoutOuterSpaces.hasPrefix("@Code(name: ") }
        if said.contains(caption.withoutOuterSpaces),
          let name = code?.split(separator: "\"").dropFirst().first
        {
          caption = String(caption.dropLast(caption.hasSuffix(".") ? 1 : 0)) + ", in `\(name)`."
        }
        if said.contains(caption.withoutOuterSpaces) {
          caption = String(caption.dropLast(caption.hasSuffix(".") ? 1 : 0)) + ", again."
        }
        said.insert(caption.withoutOuterSpaces)
        lines[index + 1] = caption
      }
      return lines
    }
  }

  private static func stub(_ code: CodeStep) -> String {
    code.functionBefore.map { "`\($0)`, in `\(code.file)`" } ?? "`\(code.file)`"
  }
}

/// A TODO marker's words without its `// TODO(n):` and the `//` of its further lines.
private func markerText(_ marker: String, number: Int) -> String {
  let text = commentText(marker).replacingOccurrences(of: "TODO(\(number)):", with: "")
    .withoutOuterSpaces
  return text.prefix(1).uppercased() + text.dropFirst()
}

/// The text of the comment lines `lines` open with (blank lines skipped), if any.
private func openingComment(_ lines: [String]) -> String? {
  let comment = lines.drop(while: isBlank).prefix(while: isComment)
  guard !comment.isEmpty else { return nil }
  return commentText(comment.joined(separator: "\n"))
}

/// A comment's words, without `//`, `///` or `NB:`, its first letter capitalized.
private func commentText(_ comment: String) -> String {
  var text = comment.split(separator: "\n").map {
    $0.withoutOuterSpaces.drop { $0 == "/" }.withoutOuterSpaces
  }.joined(separator: " ")
  if text.hasPrefix("NB:") { text = text.dropFirst(3).withoutOuterSpaces }
  // NB: a beat that goes on in the next ("…and then") reads as a sentence of its own.
  for ellipsis in ["...", "…"] {
    if text.hasPrefix(ellipsis) { text = text.dropFirst(ellipsis.count).withoutOuterSpaces }
    if text.hasSuffix(ellipsis) { text = String(text.dropLast(ellipsis.count)) + "." }
  }
  return text.prefix(1).uppercased() + text.dropFirst()
}

/// The name the first line of code of `lines` declares, when it declares a function or a
/// type (not a local variable, which the code around it explains).
private func declaredName(_ lines: [String]) -> String? {
  // NB: attributes (`@Test(arguments: [ … ])`) may come first.
  let code = lines.filter { !isBlank($0) && !isComment($0) }
  guard let first = code.first else { return nil }
  let header = first.withoutOuterSpaces.hasPrefix("@") ? code.first { $0.contains("func ") } : first
  guard let header else { return nil }
  let block = SwiftSource(header + " {}").blocks().first
  guard let block, block.isType || ["func", "init"].contains(block.keyword ?? ""),
    let name = block.name
  else { return nil }
  return name
}

private func isBlank(_ line: String) -> Bool { line.withoutOuterSpaces.isEmpty }

/// Whether `name` names a test: `testSave_Stamps`, or a Swift Testing function whose words say
/// what it checks (`emitsItsTokensExactlyOnce`).
private func isTestName(_ name: String) -> Bool {
  name.hasPrefix("test") || name.contains("_") || name.filter(\.isUppercase).count >= 2
}

/// A test's name in words: `testLoadButtonTapped_WithNothingSaved` is "load button tapped,
/// with nothing saved"; acronyms stay (`JSON`).
func humanized(_ name: String) -> String {
  let parts = (name.hasPrefix("test") ? String(name.dropFirst(4)) : name).split(separator: "_")
  return parts.map { part -> String in
    var words: [String] = []
    var word = ""
    let characters = Array(part)
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        character.isUppercase
        && (!(word.last?.isUppercase ?? true) || (next?.isLowercase ?? false))
      if startsWord, !word.isEmpty {
        words.append(word)
        word = ""
      }
      word.append(character)
    }
    words.append(word)
    return words.filter { !$0.isEmpty }.map { word in
      word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased()
    }.joined(separator: " ")
  }.joined(separator: ", ")
}
