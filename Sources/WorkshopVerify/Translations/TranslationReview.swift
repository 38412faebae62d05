import WorkshopLocalization
import WorkshopReaders

/// What keeps a translated Markdown file from matching its English source, each problem a
/// sentence naming `file`: a different outline (headings, levels, order, TODO numbers), a code
/// block whose code (its comments aside) is not byte-identical, other link targets, or English
/// sections that changed since the translation was stamped.
///
/// ```swift
/// translationProblems(file: "Exercises/01-X/README.fr.md", english: en, translation: fr,
///   sources: sources)
/// // ["Exercises/01-X/README.fr.md: the English section `## What to do` changed since …"]
/// ```
func translationProblems(
  file: String, english: String, translation: String, sources: TranslationSources
) -> [String] {
  structureProblems(file: file, english: english, translation: translation)
    + sources.changedSections(of: file, english: sectionHashes(of: english)).map { key in
      sources.files[file] == nil
        ? "\(file): never stamped; translate it, then `workshop translations --stamp \(file)`"
        : "\(file): the English section `\(key)` changed since it was translated; update the "
          + "translation, then `workshop translations --stamp \(file)`"
    }
    .prefix(sources.files[file] == nil ? 1 : .max)
}

/// The outline (headings, and list items under each, checked or not), code and link differences
/// between `translation` and `english`.
func structureProblems(file: String, english: String, translation: String) -> [String] {
  let source = MarkdownOutline(english)
  let translated = MarkdownOutline(translation)
  var problems: [String] = []
  let headings = (source.headings, translated.headings)
  if headings.0.count != headings.1.count {
    problems.append(
      "\(file): \(headings.1.count) headings where the English has \(headings.0.count)")
  }
  for (index, (en, tr)) in zip(headings.0, headings.1).enumerated() {
    let todo = todoNumbers(in: en.text).first.map { "TODO(\($0))" }
    let lostTodo = todo.flatMap { tr.text.hasPrefix($0) ? nil : $0 }
    if en.level != tr.level || lostTodo != nil {
      problems.append(
        "\(file): heading \(index + 1) is `\(String(repeating: "#", count: tr.level)) \(tr.text)` "
          + "where the English has `\(String(repeating: "#", count: en.level)) \(en.text)`"
          + (lostTodo.map { " (keep `\($0)` at its start)" } ?? ""))
    }
  }
  if source.headings.count == translated.headings.count {
    for (key, pair) in zip(source.sectionKeys, zip(source.sections, translated.sections))
    where pair.0.listItems != pair.1.listItems {
      problems.append(
        "\(file): section `\(key)` has \(pair.1.listItems) list items where the English has "
          + "\(pair.0.listItems)")
    }
    // NB: in QUESTIONS.md, the checked item is the question's right choice.
    for (key, pair) in zip(source.sectionKeys, zip(source.sections, translated.sections))
    where pair.0.checkedItems != pair.1.checkedItems {
      problems.append(
        "\(file): section `\(key)` marks \(items(pair.1.checkedItems)) `[x]` where the English "
          + "marks \(items(pair.0.checkedItems))")
    }
  }
  if source.codeBlocks.count != translated.codeBlocks.count {
    problems.append(
      "\(file): \(translated.codeBlocks.count) code blocks where the English has "
        + "\(source.codeBlocks.count)")
  } else {
    // NB: comments explain the code in the translation's language; the code stays the English.
    for (index, pair) in zip(source.codeBlocks, translated.codeBlocks).enumerated()
    where codeWithoutComments(pair.0) != codeWithoutComments(pair.1) {
      problems.append(
        "\(file): code block \(index + 1) differs from the English one (only its comments may)")
    }
  }
  // NB: a link may lead to the translation of the file the English links (`HINTS.fr.md`).
  let language = Language.translations.first { file.hasSuffix(".\($0.code).md") }
  let translatedTargets = translated.linkTargets.map { target in
    language.map { target.replacingOccurrences(of: ".\($0.code).md", with: ".md") } ?? target
  }
  if source.linkTargets.sorted() != translatedTargets.sorted() {
    let missing = Set(source.linkTargets).subtracting(translatedTargets).sorted()
    let extra = Set(translatedTargets).subtracting(source.linkTargets).sorted()
    problems.append(
      "\(file): links differ from the English"
        + (missing.isEmpty ? "" : "; missing \(missing.joined(separator: ", "))")
        + (extra.isEmpty ? "" : "; not in the English \(extra.joined(separator: ", "))"))
  }
  return problems
}

/// `[2]` as `item 2`, `[1, 3]` as `items 1, 3`, `[]` as `no item`.
private func items(_ positions: [Int]) -> String {
  let numbers = positions.map(String.init).joined(separator: ", ")
  return positions.isEmpty ? "no item" : "item\(positions.count > 1 ? "s" : "") \(numbers)"
}
