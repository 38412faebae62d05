import WorkshopReaders

/// The messages some code can print, read from its string literals: each literal (with the
/// literals `+` joins to it) is a template whose interpolated values, `\(…)`, stand for any text
/// of up to a few words. A catalogue's translations are templates too, their `{1}` the values.
///
/// A quotation of a message is printable when its words, in order, are the words of a run of
/// one template: a literal word equals the quoted word; a word with a value in it matches up to
/// `wordsPerValue` quoted words; a `…` of the quotation stands for any number of words.
struct MessageTemplates: Sendable {
  /// One template, as words; `value` marks where a value goes within a word.
  private(set) var templates: [[String]] = []
  /// The words of each template, for a quick look before matching.
  private var vocabularies: [Set<String>] = []

  /// How many words one value may stand for (a count and its noun, a dumped action).
  static let wordsPerValue = 6
  /// The character that stands for a value within a template's word.
  static let value: Character = "\u{E000}"

  init() {}

  /// The templates of every string literal in the Swift files `sources`.
  init(swiftSources sources: [String]) {
    for source in sources {
      for literal in SwiftSource(source).literals(value: String(Self.value)) { add(literal.text) }
    }
  }

  /// The templates of a catalogue's translations (`{1}` a value).
  init(catalogue strings: [String]) {
    for string in strings {
      var text = string
      for number in 1...9 { text = text.replacingOccurrences(of: "{\(number)}", with: "\u{E000}") }
      add(text)
    }
  }

  /// Adds every template of `other`.
  mutating func add(_ other: MessageTemplates) {
    templates += other.templates
    vocabularies += other.vocabularies
  }

  private mutating func add(_ literal: String) {
    let words = tokens(literal)
    guard words.count >= 2 || words.first.map({ $0.count > 12 }) == true else { return }
    templates.append(words)
    vocabularies.append(Set(words))
  }

  /// Whether `quoted` (lines of a quotation) is part of a message some template prints.
  func canPrint(_ quoted: [String]) -> Bool {
    let words = tokens(quoted.joined(separator: "\n"))
    guard !words.isEmpty else { return true }
    // NB: most templates share too few words with the quotation to be worth matching.
    let literal = words.filter { !$0.contains("…") && $0 != "\n" }
    let needed = max(1, (literal.count + 1) / 2) - 2
    return templates.indices.contains { index in
      literal.lazy.filter { vocabularies[index].contains($0) }.count >= needed
        && MessageTemplates.matches(words, in: templates[index])
    }
  }

  /// `text` as words, each line break a word `\n` of its own.
  private func tokens(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap {
      index, line in
      (index == 0 ? [] : ["\n"]) + line.split(separator: " ").map(String.init)
    }
  }

  /// Whether `quote` matches a run of `template` (starting anywhere in it), at least half of
  /// its words matched by the template's own words rather than by its values.
  private static func matches(_ quote: [String], in template: [String]) -> Bool {
    let needed = max(1, (quote.filter { !$0.contains("…") && $0 != "\n" }.count + 1) / 2)
    var memo: [Int: Int] = [:]
    func isGap(_ word: String) -> Bool { word.contains("…") }
    func same(_ q: Int, _ word: String) -> Bool {
      let quoted = quote[q]
      if quoted == word { return true }
      let isPunctuation = { (rest: Substring) in rest.allSatisfy { $0.isPunctuation } }
      if q == quote.count - 1, word.hasPrefix(quoted), isPunctuation(word.dropFirst(quoted.count)) {
        return true
      }
      return q == 0 && word.hasSuffix(quoted) && isPunctuation(word.dropLast(quoted.count))
    }
    /// The most quoted words the template's own words can match from here; `nil` when the rest
    /// of the quotation cannot match.
    func best(_ q: Int, _ t: Int) -> Int? {
      if q == quote.count { return 0 }
      if t == template.count { return quote[q...].allSatisfy(isGap) ? 0 : nil }
      let key = q * (template.count + 1) + t
      if let known = memo[key] { return known < 0 ? nil : known }
      var result: Int?
      func consider(_ value: Int?) {
        if let value { result = max(result ?? value, value) }
      }
      if isGap(quote[q]) {
        consider(best(q + 1, t))
        consider(best(q, t + 1))
      } else if template[t].contains(value) {
        for count in 1...wordsPerValue where q + count <= quote.count {
          let words = quote[q..<(q + count)]
          guard !words.contains("\n"), fits(words.joined(separator: " "), template[t]) else {
            continue
          }
          consider(best(q + count, t + 1))
        }
      } else if same(q, template[t]) {
        consider(best(q + 1, t + 1).map { $0 + (quote[q] == "\n" ? 0 : 1) })
      }
      memo[key] = result ?? -1
      return result
    }
    return (0..<template.count).contains { start in
      (isGap(quote[0]) || same(0, template[start]) || template[start].contains(value))
        && (best(0, start) ?? -1) >= needed
    }
  }

  /// Whether `text` is `pattern` with each value replaced by some text (perhaps none); a `…` at
  /// either end of `text` stands for the pattern's text there.
  private static func fits(_ text: String, _ pattern: String) -> Bool {
    let pieces = pattern.split(separator: value, omittingEmptySubsequences: false).map(String.init)
    guard text.contains("…") else { return text.matches(withGaps: pieces) }
    return (text.hasPrefix("…") || text.hasPrefix(pieces[0]))
      && (text.hasSuffix("…") || text.hasSuffix(pieces.last ?? ""))
  }
}
