import WorkshopReaders

/// Mutants picked where they stand, on a line that no whole-line rewrite holds: the smallest
/// value around the change (a literal, an implicit member such as `.live`, or the expression
/// between two separators such as `a > b` in `if a > b, let c {`) becomes
/// `(workshopMutant(3) ? (<mutant 3's value>) : (<the value>))`.
extension MutantSchema {
  /// The kinds whose change stays inside one value of the same type.
  static let kindsPickedInPlace: Set<MutantKind> = [
    .booleanFlip, .integerNudge, .environmentSwap, .operatorSwap, .mirroredMethod, .caseSensitive,
    .ignoredConfiguration, .droppedNewline,
  ]

  /// How many mutants one value over text joined with `+` holds at most; the rest get builds of
  /// their own.
  static let maxVersionsInPlace = 4

  /// Picks what it can of `mutants` in place, on lines not in `skipping` (from 1). Rewrites
  /// `output`'s lines and returns, by line (from 1), the UTF-8 columns of each mutant's version.
  static func pickInPlace(
    _ mutants: [(id: Int, mutant: Mutant)], generator: MutantGenerator,
    lines: [MutantGenerator.Line], skipping: Set<Int>, into output: inout [String]
  ) -> [Int: [(id: Int, range: Range<Int>)]] {
    let source = generator.source
    let candidates = mutants.filter { entry in
      let mutant = entry.mutant
      return kindsPickedInPlace.contains(mutant.kind) && !mutant.replacement.contains("\n")
        && !source.text(mutant.range).contains("\n")
        && !skipping.contains(source.lines[mutant.range.lowerBound])
    }
    // NB: the largest values first; one that overlaps a value already chosen is left out, and
    // every mutant whose change lies inside a chosen value becomes one of its versions.
    let values = Set(
      candidates.compactMap { candidate -> Range<Int>? in
        let line = lines[source.lines[candidate.mutant.range.lowerBound] - 1].range
        guard let value = value(around: candidate.mutant, in: source, lines: lines),
          !ExpressionScanner(source: source, line: line).isInADeclaration(value)
        else { return nil }
        return value
      })
    var chosen: [Range<Int>] = []
    for value in values.sorted(by: { ($0.count, $1.lowerBound) > ($1.count, $0.lowerBound) })
    where !chosen.contains(where: { $0.overlaps(value) }) {
      chosen.append(value)
    }
    var versions: [Range<Int>: [(id: Int, text: String)]] = [:]
    for (id, mutant) in candidates {
      guard
        let value = chosen.first(where: {
          $0.lowerBound <= mutant.range.lowerBound && mutant.range.upperBound <= $0.upperBound
        })
      else { continue }
      let text =
        source.text(value.lowerBound..<mutant.range.lowerBound) + mutant.replacement
        + source.text(mutant.range.upperBound..<value.upperBound)
      // NB: a chain of ternaries over text joined with `+` can take the type checker longer
      // than it allows.
      let line = lines[source.lines[value.lowerBound] - 1]
      guard
        versions[value, default: []].count < maxVersionsInPlace || !joinsText(line)
      else { continue }
      versions[value, default: []].append((id, text))
    }
    var picked: [Int: [(id: Int, range: Range<Int>)]] = [:]
    // NB: right to left, so that each value's offsets within its line still hold.
    for value in versions.keys.sorted(by: { $0.lowerBound > $1.lowerBound }) {
      let index = source.lines[value.lowerBound] - 1
      let start = value.lowerBound - lines[index].range.lowerBound
      var line = Array(output[index])
      var wrapped = "("
      var columns: [(id: Int, text: String, offset: Int)] = []
      for (id, text) in versions[value] ?? [] {
        wrapped += "workshopMutant(\(id)) ? ("
        columns.append((id, text, wrapped.utf8.count))
        wrapped += text + ") : "
      }
      wrapped += "(\(source.text(value))))"
      let prefix = String(line[..<start]).utf8.count
      line.replaceSubrange(start..<(start + value.count), with: Array(wrapped))
      output[index] = String(line)
      // NB: a value further left on the line moves these columns; errors in a value picked in
      // place are blamed by line alone, so they need not be exact.
      picked[index + 1, default: []].append(
        contentsOf: columns.map {
          ($0.id, (prefix + $0.offset + 1)..<(prefix + $0.offset + 1 + $0.text.utf8.count))
        })
    }
    return picked
  }

  /// The value around `mutant`'s change that a ternary can pick: the literal itself, an
  /// implicit member with its dot, or the expression between the separators around an operator,
  /// a method or the arguments it changes; `nil` where none is safe to wrap.
  static func value(
    around mutant: Mutant, in source: SwiftSource, lines: [MutantGenerator.Line]
  ) -> Range<Int>? {
    switch mutant.kind {
    case .booleanFlip, .integerNudge:
      return mutant.range
    case .environmentSwap:
      let dot = mutant.range.lowerBound - 1
      guard dot >= 1, source.characters[dot] == ".",
        !isPartOfAnExpression(source.characters[dot - 1])
      else { return nil }
      return dot..<mutant.range.upperBound
    default:
      let line = lines[source.lines[mutant.range.lowerBound] - 1]
      return ExpressionScanner(source: source, line: line.range).expression(around: mutant.range)
    }
  }

  /// Whether `character`, just before a dot, makes the dot a member access on a value.
  private static func isPartOfAnExpression(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || "_)]?!>".contains(character)
  }
}
