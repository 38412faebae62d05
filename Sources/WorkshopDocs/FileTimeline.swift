import WorkshopReaders

/// One learner file of a step as it reads while its TODOs are done in order: the exercise's
/// version, with the solution's changes for TODO(1) … TODO(n) applied.
///
/// Each run of changed lines between the exercise and the solution belongs to one TODO: the
/// lowest TODO whose marker it removes; else the TODO whose marker sits in the same function;
/// else, for lines only removed (or imports added), the nearest marker above (or below). Added lines that no TODO
/// claims, and that touch no claimed change, are the reference solution's own: they are shown
/// on their own, after every TODO, never as the learner's work.
struct FileTimeline {
  /// Whose change a run of lines is.
  enum Owner: Hashable {
    /// The learner's, for this TODO.
    case todo(Int)
    /// The reference solution's own, which no TODO asks for.
    case reference

    /// The TODO, for the learner's changes.
    var todo: Int? {
      if case .todo(let number) = self { return number }
      return nil
    }
  }

  /// A run of lines the exercise and the solution share, or a change and whose it is.
  enum Piece {
    case same([String])
    case change(removed: [String], added: [String], owner: Owner)
  }

  let pieces: [Piece]

  /// The timeline from the exercise's text to the solution's, given the exercise's TODO
  /// markers as (line counting from 1, task number). `nil` when the file has no markers.
  init?(exercise: String, solution: String, markers: [(line: Int, number: Int)]) {
    guard !markers.isEmpty else { return nil }
    let exerciseLines = lines(of: exercise)
    var runs: [Run] = []
    var line = 0
    for diffLine in diffLines(exerciseLines, lines(of: solution)) {
      switch diffLine {
      case .same(let text):
        if case .same = runs.last?.kind {} else { runs.append(Run(kind: .same, start: line)) }
        runs[runs.count - 1].removed.append(text)
        line += 1
      case .removed(let text):
        if case .change = runs.last?.kind {} else { runs.append(Run(kind: .change, start: line)) }
        runs[runs.count - 1].removed.append(text)
        line += 1
      case .added(let text):
        if case .change = runs.last?.kind {} else { runs.append(Run(kind: .change, start: line)) }
        runs[runs.count - 1].added.append(text)
      }
    }
    let owners = Ownership(markers: markers, exercise: exerciseLines, solution: solution)
      .owners(of: runs)
    pieces = runs.enumerated().map { index, run in
      guard let owner = owners[index] else { return .same(run.removed) }
      return .change(removed: run.removed, added: run.added, owner: owner)
    }
  }

  /// The TODOs whose changes touch the file.
  var todos: Set<Int> { Set(changes.compactMap(\.owner.todo)) }

  /// Whether the reference solution has changes of its own in the file.
  var hasReferenceChanges: Bool { changes.contains { $0.owner == .reference } }

  /// Every change, with its index in `pieces`.
  var changes: [(index: Int, owner: Owner)] {
    pieces.enumerated().compactMap { index, piece in
      if case .change(_, _, let owner) = piece { return (index, owner) }
      return nil
    }
  }

  /// The file once TODO(1) … TODO(`todo`) are done; 0 gives the exercise as shipped.
  func version(after todo: Int) -> String {
    text(applying: { index in
      if case .change(_, _, .todo(let number)) = pieces[index] { return number <= todo }
      return false
    }).lines.joined(separator: "\n")
  }

  /// The file's lines with the changes for which `isApplied` holds, and where each piece's lines
  /// are in it (for a change: its added lines when applied, else its removed ones).
  func text(applying isApplied: (Int) -> Bool) -> (lines: [String], spans: [Range<Int>]) {
    var result: [String] = []
    var spans: [Range<Int>] = []
    for (index, piece) in pieces.enumerated() {
      let start = result.count
      switch piece {
      case .same(let lines): result += lines
      case .change(let removed, let added, _): result += isApplied(index) ? added : removed
      }
      spans.append(start..<result.count)
    }
    return (result, spans)
  }
}

/// A run of the line diff: lines both share, or lines removed from and added to the exercise,
/// starting at exercise line `start` (counting from 0).
private struct Run {
  enum Kind { case same, change }
  let kind: Kind
  let start: Int
  var removed: [String] = []
  var added: [String] = []
}

/// Decides whose each change is (see `FileTimeline`).
private struct Ownership {
  let markers: [(line: Int, number: Int)]
  let exercise: [String]
  let solution: String

  func owners(of runs: [Run]) -> [FileTimeline.Owner?] {
    let blocks = SwiftBlocks(lines: exercise)
    // The function each marker sits in, or the marker's own line when it sits in none.
    let regions = markers.map { marker -> (lines: ClosedRange<Int>, number: Int) in
      let line = marker.line - 1
      let function = blocks.function(containing: line...line)
      return (function.map { $0.header...$0.end } ?? line...line, marker.number)
    }
    var owners: [FileTimeline.Owner?] = runs.map { run in
      guard run.kind == .change else { return nil }
      let span = run.start..<(run.start + run.removed.count)
      if let number = markers.filter({ span.contains($0.line - 1) }).map(\.number).min() {
        return .todo(number)
      }
      // NB: lines only added go between two lines: inside a function only after its header.
      let isInside = { (lines: ClosedRange<Int>) in
        run.removed.isEmpty
          ? lines.lowerBound < run.start && run.start <= lines.upperBound
          : lines.contains(span.lowerBound)
      }
      if let region = regions.filter({ isInside($0.lines) })
        .min(by: { $0.lines.count < $1.lines.count })
      {
        return .todo(region.number)
      }
      // NB: lines only removed, or imports added, serve the TODO nearest to them.
      let servesATodo = run.added.allSatisfy { isTrivial($0) || isImport($0) }
      return servesATodo ? .todo(nearestMarker(to: run.start)) : nil
    }
    // An unclaimed change that only trivial lines part from a claimed one, in the same block, is
    // part of it (the diff split one edit in two around a shared `}` or blank line), unless it
    // adds a declaration of its own next to a function the solution keeps: the learner fills
    // that function in, and what the reference declares beside it is its own. A stub the
    // solution does not keep is a placeholder: the declarations that replace it are the task.
    let placeholders = Set(
      markers.filter { marker in
        let line = marker.line - 1
        let stub = blocks.blocks.filter { $0.isFunction && $0.lines.contains(line) }
          .max { $0.header < $1.header }
        return stub?.name.map { !solution.contains("func \($0)(") } ?? false
      }.map(\.number))
    for (index, run) in runs.enumerated() where run.kind == .change && owners[index] == nil {
      let neighbours = [index - 2, index + 2].filter { runs.indices.contains($0) }
      let joined = neighbours.first { neighbour in
        guard let owner = owners[neighbour], case .todo(let number) = owner else { return false }
        return runs[min(index, neighbour) + 1].removed.allSatisfy(isTrivial)
          && blocks.innermost(containing: runs[neighbour].start)
            == blocks.innermost(containing: run.start)
          && (placeholders.contains(number) || !declaresSomething(run.added))
      }
      owners[index] = joined.flatMap { owners[$0] } ?? .reference
    }
    return owners
  }

  /// The task of the nearest marker above exercise line `line` (from 0), else the first below.
  private func nearestMarker(to line: Int) -> Int {
    markers.last { $0.line - 1 < line }?.number ?? markers.first!.number
  }
}

/// Whether `lines` hold a whole declaration: a function or type, braces and all.
private func declaresSomething(_ lines: [String]) -> Bool {
  let blocks = SwiftBlocks(lines: lines)
  return blocks.blocks.contains { $0.isFunction || $0.isType }
}

/// An `import` line.
private func isImport(_ line: String) -> Bool {
  let words = line.split(separator: " ")
  return words.first == "import"
    || (words.first?.hasPrefix("@") == true && words.dropFirst().first == "import")
}

/// A line that carries no code of its own: blank, or only closing brackets and commas.
private func isTrivial(_ line: String) -> Bool {
  line.allSatisfy { " \t})],".contains($0) }
}

private func lines(of text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
