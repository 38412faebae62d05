import Foundation
import WorkshopReaders

/// Makes the mutants of a Swift file: the slips a learner or a maintainer makes, each one small
/// change in code (never in a comment or a string).
///
/// Operators (`MutantKind`): arithmetic, comparison and logical operator swaps; `true` ↔ `false`;
/// integer literals one up and one down; a statement deleted; a `switch` case's body emptied; two
/// arguments of a call swapped; `.live` ↔ `.mock`; `.cancellable`, `.receive(on:)` and
/// `.fireAndForget()` dropped from a chain; a returned collection emptied, an optional `nil`; and
/// the slips of a reviewer: two statements swapped, a collection method mirrored, an order added
/// or lost, an element of an effect array or a pattern of a case dropped, a dependency read moved
/// across a closure, a scope or an `await` dropped, a loop's statement hoisted after it, a
/// `defer` dropped, a `guard` negated, an early `return` removed; and what is handed on or left
/// behind: a list reordered where it is saved or sent, a value kept where `nil` arrives, an
/// argument not passed on, a parameter or `#if DEBUG` ignored, state shared by every use, a
/// comparison that minds case, a final newline dropped, a cancellation that cancels nothing, an
/// early `return` taken every time; and a diagnosis's slips: a comparison of a hand-written `==`
/// dropped, two branches of an `if … else if` chain swapped.
struct MutantGenerator {
  /// The file, relative to the course root.
  let file: String
  /// Its text.
  let source: SwiftSource
  /// Its lines, in order.
  let lines: [Line]

  /// One line of the file.
  struct Line {
    /// Where it starts and ends in the file's characters, without its newline.
    let range: Range<Int>
    /// Its text without indentation.
    let text: String
    /// How many spaces indent it.
    let indent: Int
    /// Its code: the text without comments or string literals' contents, trimmed.
    let code: String
    /// Whether it is all code: no comment or string in it.
    let isAllCode: Bool
  }

  /// The generator for `text`, the contents of `file`.
  init(file: String, text: String) {
    self.file = file
    let source = SwiftSource(text)
    let characters = source.characters
    var lines: [Line] = []
    var start = 0
    for end in 0...characters.count where end == characters.count || characters[end] == "\n" {
      let range = start..<end
      let text = String(characters[range])
      let code = String(range.filter { source.isCode[$0] }.map { characters[$0] })
      lines.append(
        Line(
          range: range, text: text.trimmingCharacters(in: .whitespaces),
          indent: text.prefix { $0 == " " }.count, code: code.trimmingCharacters(in: .whitespaces),
          isAllCode: source.isCode(range)))
      start = end + 1
    }
    self.source = source
    self.lines = lines
  }

  /// Every mutant, in file order; none in code that test builds leave out (`#else` of `#if DEBUG`).
  var mutants: [Mutant] {
    let releaseOnly = releaseOnlyLines
    return
      (operatorSwaps + booleanFlips + integerNudges + environmentSwaps + droppedCalls
      + deletedStatements + emptiedCases + swappedArguments + emptiedReturns + swappedStatements
      + mirroredMethods + reorderings + droppedElements + droppedPatterns + readsMovedIn
      + readsMovedOut + droppedScopes + droppedAwaits + hoistedStatements + droppedDefers
      + negatedGuards + removedReturns + reorderingsAtHandOvers + keptValues + droppedArguments
      + ignoredParameters + storedStatics + hoistedStates + caseSensitiveComparisons
      + negatedConfigurations + droppedNewlines + emptiedCancellations + unconditionalReturns
      + droppedComparisons + swappedBranches)
      .filter { !releaseOnly.contains($0.line) }
      .sorted { ($0.range.lowerBound, $0.change) < ($1.range.lowerBound, $1.change) }
      .numberingTwins()
  }

  /// The lines between `#else` and `#endif` of an `#if DEBUG`: compiled in release builds only,
  /// so no test can run them.
  private var releaseOnlyLines: Set<Int> {
    var numbers = Set<Int>()
    var inDebugBlock = false
    var inRelease = false
    for (index, line) in lines.enumerated() {
      if line.text == "#if DEBUG" {
        inDebugBlock = true
      } else if inDebugBlock, line.text == "#else" {
        inRelease = true
      } else if inDebugBlock, line.text == "#endif" {
        (inDebugBlock, inRelease) = (false, false)
      } else if inRelease {
        numbers.insert(index + 1)
      }
    }
    return numbers
  }

  func mutant(
    _ kind: MutantKind, _ range: Range<Int>, _ replacement: String, _ change: String
  ) -> Mutant {
    Mutant(
      file: file, line: source.lines[range.lowerBound],
      original: source.lineText(at: range.lowerBound), change: change, kind: kind, range: range,
      replacement: replacement)
  }

  var characters: [Character] { source.characters }

  // MARK: - Operators and literals

  /// Binary operators with a space on each side, as formatted code writes them.
  static let swaps: [(String, String)] = [
    ("+", "-"), ("-", "+"), ("*", "/"), ("/", "*"), ("+=", "-="), ("-=", "+="),
    ("==", "!="), ("!=", "=="), ("<", "<="), ("<=", "<"), (">", ">="), (">=", ">"),
    ("&&", "||"), ("||", "&&"), ("..<", "..."), ("...", "..<"),
  ]

  private var operatorSwaps: [Mutant] {
    var result: [Mutant] = []
    for index in characters.indices where characters[index] == " " {
      for (from, to) in Self.swaps {
        let range = (index + 1)..<(index + 1 + from.count)
        guard source.has(" \(from) ", at: index), source.isCode(index..<(range.upperBound + 1)),
          !isInATypeDeclaration(index), !(from.hasPrefix("+") && joinsAStringLiteral(range))
        else {
          continue
        }
        result.append(mutant(.operatorSwap, range, to, "`\(from)` → `\(to)`"))
      }
    }
    return result
  }

  /// Whether the operator at `range` has a string literal on either side (`"a" + b`,
  /// `+ "b"`): it joins text, and `-` would never compile.
  private func joinsAStringLiteral(_ range: Range<Int>) -> Bool {
    let before = range.lowerBound - 2
    let after = range.upperBound + 1
    return (before >= 0 && characters[before] == "\"")
      || (after < characters.count && characters[after] == "\"")
  }

  /// Whether `index` is on a line that declares a type, an extension or a function, where an
  /// operator names the function or constrains a type (`where Output == Never`) and computes
  /// nothing.
  private func isInATypeDeclaration(_ index: Int) -> Bool {
    let text = lines[source.lines[index] - 1].text
    let declaration = text.prefix { $0 != "{" && $0 != "(" }.split(separator: " ")
    return !Set(declaration.map(String.init)).isDisjoint(with: [
      "extension", "struct", "class", "enum", "protocol", "func", "typealias",
    ])
  }

  /// The whole words of code, with where they start.
  var words: [(word: String, range: Range<Int>)] {
    var result: [(String, Range<Int>)] = []
    var index = 0
    while index < characters.count {
      guard characters[index].isIdentifierPart, source.isCode[index] else {
        index += 1
        continue
      }
      let start = index
      while index < characters.count, characters[index].isIdentifierPart { index += 1 }
      result.append((String(characters[start..<index]), start..<index))
    }
    return result
  }

  private var booleanFlips: [Mutant] {
    words.compactMap { word, range in
      switch word {
      case "true": return mutant(.booleanFlip, range, "false", "`true` → `false`")
      case "false": return mutant(.booleanFlip, range, "true", "`false` → `true`")
      default: return nil
      }
    }
  }

  private var integerNudges: [Mutant] {
    words.flatMap { word, range -> [Mutant] in
      guard let value = Int(word), word.allSatisfy(\.isNumber) else { return [] }
      let before = range.lowerBound > 0 ? characters[range.lowerBound - 1] : " "
      let after = range.upperBound < characters.count ? characters[range.upperBound] : " "
      let next = range.upperBound + 1 < characters.count ? characters[range.upperBound + 1] : " "
      // NB: not part of a float (`1.5`), a member (`.0`) or an attribute (`macOS 13`).
      guard before != ".", !(after == "." && next.isNumber),
        !source.lineText(at: range.lowerBound).hasPrefix("@")
      else { return [] }
      var nudges = [mutant(.integerNudge, range, "\(value + 1)", "`\(value)` → `\(value + 1)`")]
      if value > 0 {
        nudges.append(mutant(.integerNudge, range, "\(value - 1)", "`\(value)` → `\(value - 1)`"))
      }
      return nudges
    }
  }

  private var environmentSwaps: [Mutant] {
    words.compactMap { word, range in
      guard range.lowerBound > 0, characters[range.lowerBound - 1] == ".",
        range.upperBound >= characters.count || characters[range.upperBound] != "("
      else { return nil }
      switch word {
      case "live": return mutant(.environmentSwap, range, "mock", "`.live` → `.mock`")
      case "mock": return mutant(.environmentSwap, range, "live", "`.mock` → `.live`")
      default: return nil
      }
    }
  }

  /// Chain calls whose loss is a classic slip: the effect is no longer cancellable, delivered on
  /// the wrong queue, or feeds its output back after all.
  static let droppableCalls = [".cancellable(", ".receive(on:", ".fireAndForget()"]

  private var droppedCalls: [Mutant] {
    var result: [Mutant] = []
    for index in characters.indices where characters[index] == "." && source.isCode[index] {
      guard let call = Self.droppableCalls.first(where: { source.has($0, at: index) }),
        index > 0, !characters[index - 1].isWhitespace || isChainContinuation(at: index),
        let open = (index..<characters.count).first(where: { characters[$0] == "(" }),
        let close = matching(from: open)
      else { continue }
      let name = call.prefix { $0 != "(" }
      result.append(mutant(.droppedCall, index..<(close + 1), "", "`\(name)(…)` dropped"))
    }
    return result
  }

  /// Whether the `.` at `index` starts a line that continues the expression above.
  private func isChainContinuation(at index: Int) -> Bool {
    var position = index - 1
    while position >= 0, characters[position] == " " { position -= 1 }
    guard position >= 0, characters[position] == "\n" else { return false }
    var previous = position - 1
    while previous >= 0, characters[previous].isWhitespace { previous -= 1 }
    return previous >= 0 && (characters[previous] == ")" || characters[previous].isIdentifierPart)
  }
}

extension [Mutant] {
  /// The mutants with each one's `occurrence` among those of the same line text and change.
  fileprivate func numberingTwins() -> [Mutant] {
    var seen: [String: Int] = [:]
    return map { mutant in
      var mutant = mutant
      let count = (seen[mutant.original + "\u{0}" + mutant.change] ?? 0) + 1
      seen[mutant.original + "\u{0}" + mutant.change] = count
      mutant.occurrence = count
      return mutant
    }
  }
}
