import Foundation
import WorkshopReaders

/// The catalogue keys the CLI's code asks for: every `localized("…")` literal under `Sources/`
/// (and every `localizable("…")`, a sentence put in a language later), and every help text of
/// the learner's commands (`abstract:`, `help:`, `discussion:`), their interpolations turned
/// into `{1}`, `{2}`, … as `LocalizableText` does at run time. The maintainers' executable
/// speaks English: its help texts are no keys.
enum CatalogueKeys {
  /// The labels of a command's help texts.
  static let helpLabels = ["abstract:", "help:", "discussion:"]

  /// The CLI's sentences: those of every module under `Sources/` but the checks' helpers.
  static func cliKeys(package: URL) -> [String: String] {
    keys(under: package.appendingPathComponent("Sources"), skipping: "WorkshopChecks")
  }

  /// The sentences the checks write: their helpers' and the steps' own (the exercises link the
  /// same files).
  static func checkKeys(package: URL) -> [String: String] {
    let solutions = package.appendingPathComponent("Solutions")
    let steps = (try? FileManager.default.contentsOfDirectory(atPath: solutions.path)) ?? []
    let helpers = keys(under: package.appendingPathComponent("Sources/WorkshopChecks"))
    return steps.sorted().reduce(
      into: helpers.merging(shippedTestMessages(package: package)) { first, _ in first }
    ) { found, step in
      let checks = solutions.appendingPathComponent("\(step)/Checks")
      found.merge(keys(under: checks).merging(checkSentences(under: checks)) { first, _ in first })
      {
        first, _ in first
      }
    }
  }

  /// The sentences of a step's checks (`Checks/`): every chain of literals joined by `+` that
  /// starts with a TODO marker or holds an English sentence (`EnglishSentences`), as in
  /// `"TODO(2): the search … " + "…"` or `"the lookup should send one request"`. The CLI shows
  /// them in the learner's language, as it does the shipped tests'
  /// (`Localizer.translated(message:)`).
  static func checkSentences(under checks: URL) -> [String: String] {
    var found: [String: String] = [:]
    let files = (try? FileManager.default.contentsOfDirectory(atPath: checks.path)) ?? []
    for name in files where name.hasSuffix(".swift") && name != "PlantedBugs.swift" {
      guard let text = try? String(contentsOf: checks.appendingPathComponent(name), encoding: .utf8)
      else { continue }
      for key in sentenceLiterals(in: text) { found[key] = name }
    }
    return found
  }

  /// The messages the learner's test files say as shipped (`XCTFail("TODO(1): write …")`):
  /// every string that starts with a TODO marker, joined with the strings `+` adds to it. The
  /// CLI shows them in the learner's language (`Localizer.translated(message:)`).
  static func shippedTestMessages(package: URL) -> [String: String] {
    let exercises = package.appendingPathComponent("Exercises")
    var found: [String: String] = [:]
    let files = FileManager.default.enumerator(at: exercises, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift", url.pathComponents.contains("Tests"),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      for key in todoLiterals(in: text) { found[key] = url.lastPathComponent }
    }
    return found
  }

  /// The keys of the literals in `source` that start with `"TODO(`, with what `+` adds.
  static func todoLiterals(in source: String) -> [String] {
    literalKeys(in: source).filter { $0.hasPrefix("TODO(") }
  }

  /// The keys of the literals in `source` that start with a TODO marker or hold an English
  /// sentence.
  static func sentenceLiterals(in source: String) -> [String] {
    literalKeys(in: source).filter { $0.hasPrefix("TODO(") || EnglishSentences.hasSentence($0) }
  }

  /// Every string literal of `source` as verify reads them (`SwiftSource.literals`: comments
  /// left out, the literals `+` joins read as one), each value a numbered placeholder as
  /// `LocalizableText` makes them.
  private static func literalKeys(in source: String) -> [String] {
    SwiftSource(source).literals(value: "\u{E000}").map { numbered($0.text) }
  }

  /// The keys of every Swift file under `folder` (but a folder named `skipping`), with the file
  /// that asks for each.
  static func keys(under folder: URL, skipping: String? = nil) -> [String: String] {
    var found: [String: String] = [:]
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      if let skipping, url.lastPathComponent == skipping {
        files?.skipDescendants()
        continue
      }
      guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      let isMaintainers = url.path.contains("/workshop-maintainer/")
      let isHelp = !isMaintainers && text.contains("Spec(")
      for key in keys(in: text, after: ["localized(", "localizable("] + (isHelp ? helpLabels : []))
      {
        found[key] = url.lastPathComponent
      }
    }
    return found
  }

  /// The keys of the `localized(…)` and `localizable(…)` calls in `source`, and of the literals
  /// after `markers`; comments are not code.
  static func keys(
    in source: String, after markers: [String] = ["localized(", "localizable("]
  ) -> [String] {
    let swift = SwiftSource(source)
    return swift.literals(value: "\u{E000}").filter { literal in
      var index = literal.range.lowerBound - 1
      while index >= 0, swift.characters[index].isWhitespace { index -= 1 }
      let before = String(swift.characters[max(0, index - 20)...max(0, index)])
      return index >= 0 && swift.isCode[index] && markers.contains { before.hasSuffix($0) }
    }
    .map { numbered($0.text) }
  }

  /// `text` with each value a numbered placeholder, `{1}`, as `LocalizableText` makes them.
  private static func numbered(_ text: String) -> String {
    var count = 0
    return text.reduce(into: "") { key, character in
      guard character == "\u{E000}" else { return key.append(character) }
      count += 1
      key += "{\(count)}"
    }
  }
}
