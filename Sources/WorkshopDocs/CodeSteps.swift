import WorkshopCourse

/// One place a TODO changes in one file, as the tutorial shows it: the excerpt around the change
/// (the function it lives in) before and after, so that only that change is highlighted.
struct CodeStep: Equatable {
  /// The file, relative to the step's folder.
  let file: String
  /// Whose change it is.
  let owner: FileTimeline.Owner
  /// The function the excerpt shows, when it is one.
  let function: String?
  /// The function that holds the TODO before the change (a stub the solution may replace).
  let functionBefore: String?
  /// The whole text of the TODO marker the excerpt holds before the change, if any.
  let marker: String?
  /// The excerpt before the change.
  let before: [String]
  /// The excerpt after the change.
  let after: [String]
}

/// The longest excerpt, in lines, and how far into it the first changed line may sit: past
/// these, the excerpt is cut down around the change, so that the change shows in the code panel
/// without scrolling.
enum ExcerptLimits {
  static let length = 60
  static let lead = 18
}

extension FileTimeline {
  /// The places TODO(`number`) changes, in the order of the file, each from the file as the
  /// steps before left it.
  func codeSteps(for number: Int, file: String) -> [CodeStep] {
    steps(
      of: changes.filter { $0.owner == .todo(number) }.map(\.index), owner: .todo(number),
      applied: Set(changes.filter { ($0.owner.todo ?? .max) < number }.map(\.index)), file: file)
  }

  /// The places where the reference solution has code of its own, from the file with every
  /// TODO done.
  func referenceSteps(file: String) -> [CodeStep] {
    steps(
      of: changes.filter { $0.owner == .reference }.map(\.index), owner: .reference,
      applied: Set(changes.filter { $0.owner.todo != nil }.map(\.index)), file: file)
  }

  private func steps(of indices: [Int], owner: Owner, applied: Set<Int>, file: String)
    -> [CodeStep]
  {
    var applied = applied
    var steps: [CodeStep] = []
    var groups = places(of: indices, after: applied.union(indices))
    // NB: the reference's own changes are many small ones, in a file the learner has finished:
    // close ones are shown together.
    if owner == .reference { groups = merged(groups, after: applied.union(indices)) }
    for group in groups {
      steps.append(step(group, owner: owner, applied: applied, file: file))
      applied.formUnion(group)
    }
    return steps
  }

  /// `indices` grouped by the function their lines are in once every change in `applied` is;
  /// a change that adds nothing to see joins the next place (or the one before).
  private func places(of indices: [Int], after applied: Set<Int>) -> [[Int]] {
    let (lines, spans) = text(applying: applied.contains)
    let blocks = SwiftBlocks(lines: lines)
    var groups: [(function: SwiftBlocks.Block?, indices: [Int])] = []
    for index in indices {
      let function = blocks.function(containing: lineRange(spans[index], in: lines))
      if let last = groups.last, let function, last.function == function {
        groups[groups.count - 1].indices.append(index)
      } else {
        groups.append((function, [index]))
      }
    }
    var result: [[Int]] = []
    var pending: [Int] = []
    for group in groups.map(\.indices) {
      pending += group
      if pending.contains(where: addsCode) {
        result.append(pending)
        pending = []
      }
    }
    if !pending.isEmpty {
      if result.isEmpty { result.append(pending) } else { result[result.count - 1] += pending }
    }
    return result
  }

  /// Neighbouring groups whose changes lie close together in the file, as one group.
  private func merged(_ groups: [[Int]], after applied: Set<Int>) -> [[Int]] {
    let (lines, spans) = text(applying: applied.contains)
    func extent(_ group: [Int]) -> ClosedRange<Int> {
      let ranges = group.map { lineRange(spans[$0], in: lines) }
      return ranges.map(\.lowerBound).min()!...ranges.map(\.upperBound).max()!
    }
    var result: [[Int]] = []
    for group in groups {
      if let last = result.last, extent(group).lowerBound - extent(last).upperBound <= 12,
        extent(group).upperBound - extent(last).lowerBound < ExcerptLimits.lead
      {
        result[result.count - 1] += group
      } else {
        result.append(group)
      }
    }
    return result
  }

  /// Whether the change at `index` adds a line with code in it.
  private func addsCode(_ index: Int) -> Bool {
    guard case .change(_, let added, _) = pieces[index] else { return false }
    return added.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
  }

  private func step(_ group: [Int], owner: Owner, applied: Set<Int>, file: String) -> CodeStep {
    let before = text(applying: applied.contains).lines
    let (after, spans) = text(applying: { applied.contains($0) || group.contains($0) })
    // NB: the lines with code in them decide where the change is, not the blank lines around.
    let coded = group.filter(addsCode).flatMap { index in
      spans[index].filter { !after[$0].trimmingCharacters(in: .whitespaces).isEmpty }
    }
    let shown = coded.isEmpty ? group.flatMap { Array(lineRange(spans[$0], in: after)) } : coded
    let changed = (shown.min() ?? 0)...(shown.max() ?? 0)
    let blocks = SwiftBlocks(lines: after)
    let function = blocks.function(containing: changed)
    let range = cutDown(
      function?.lines ?? padded(blocks.wholeDeclarations(around: changed), in: after),
      around: changed, in: after)
    let delta = after.count - before.count
    // NB: only the change differs inside the excerpt, so its lines before the change end
    // `delta` lines sooner; an excerpt of lines only added had none before.
    let beforeUpper = range.upperBound - delta
    let beforeRange = range.lowerBound..<(max(range.lowerBound, beforeUpper + 1))
    // NB: a marker is read from the whole file: an excerpt may end inside its comment.
    let marker = owner.todo.flatMap { number in
      todoMarkers(in: before.joined(separator: "\n"), file: file).first {
        $0.number == number && beforeRange.contains($0.line - 1)
      }
    }
    let stub = marker.flatMap { marker in
      SwiftBlocks(lines: before).blocks
        .filter { $0.isFunction && $0.lines.contains(marker.line - 1) }
        .max { $0.header < $1.header }
    }
    return CodeStep(
      file: file, owner: owner, function: function?.name,
      functionBefore: stub?.name ?? function?.name, marker: marker?.text,
      before: Array(before[beforeRange]), after: Array(after[range]))
  }
}

/// The lines of `span` in a file of `lines`; for an empty span (lines only removed), the line
/// above the gap and the one below it.
private func lineRange(_ span: Range<Int>, in lines: [String]) -> ClosedRange<Int> {
  guard span.isEmpty else { return span.lowerBound...(span.upperBound - 1) }
  return max(0, span.lowerBound - 1)...min(max(lines.count - 1, 0), span.lowerBound)
}

/// `range` with up to three lines of context either side, for changes outside any function.
private func padded(_ range: ClosedRange<Int>, in lines: [String]) -> ClosedRange<Int> {
  max(0, range.lowerBound - 3)...min(lines.count - 1, range.upperBound + 3)
}

/// `range` cut down around `changed` when it is longer than the limits allow: a few lines of
/// context above the change and below it.
private func cutDown(
  _ range: ClosedRange<Int>, around changed: ClosedRange<Int>, in lines: [String]
) -> ClosedRange<Int> {
  var lower = range.lowerBound
  var upper = range.upperBound
  if changed.lowerBound - lower > ExcerptLimits.lead { lower = changed.lowerBound - 6 }
  if upper - lower + 1 > ExcerptLimits.length { upper = max(changed.upperBound + 6, lower) }
  return lower...min(upper, range.upperBound, lines.count - 1)
}
