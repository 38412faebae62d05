import WorkshopReaders

/// One step of a change built up a few lines at a time, as TCA's tutorials build a test: the
/// listing once the lines of this link and of the links before it are in, and those lines.
struct ChainLink: Equatable {
  /// The whole excerpt at this link.
  let lines: [String]
  /// Where in `lines` the lines this link adds are (the ones the code panel highlights).
  let added: [Int]

  /// The lines this link adds, in order.
  var addedLines: [String] { added.map { lines[$0] } }
}

/// The most lines one step of a tutorial highlights: more, and the reader takes in a block
/// rather than a step.
enum ChainLimits {
  static let lines = 12
}

extension CodeStep {
  /// The change from `before` to `after` as links of at most `ChainLimits.lines` added lines
  /// each, cut where the reader would pause: at a blank line between two beats of the code,
  /// else between two statements, else inside a block (its first and last lines first). Lines
  /// the change removes go with the first link. One link when the change is short enough.
  func chain() -> [ChainLink] {
    let (lines, added) = addedLines(before: before, after: after)
    guard added.filter({ $0 }).count > ChainLimits.lines else {
      return [ChainLink(lines: after, added: lines.indices.filter { added[$0] })]
    }
    let hunks = hunks(of: added).map { balanced($0, lines: lines, added: added) }
    var flags = added
    for hunk in hunks { for index in hunk.original { flags[index] = false } }
    for hunk in hunks { for index in hunk.slid { flags[index] = true } }
    let depths = BracketDepths(lines: lines)
    let groups = hunks.flatMap {
      pieces(of: $0.slid, lines: lines, depths: depths, inList: false)
    }
    let links = merged(groups, lines: lines)
    var shown = Set(lines.indices.filter { !flags[$0] })
    return links.map { link in
      shown.formUnion(link)
      let kept = lines.indices.filter(shown.contains)
      return ChainLink(
        lines: kept.map { lines[$0] }, added: kept.indices.filter { link.contains(kept[$0]) })
    }
  }
}

/// The lines of `after`, each marked whether the change added it.
private func addedLines(before: [String], after: [String]) -> ([String], [Bool]) {
  var added: [Bool] = []
  for line in diffLines(before, after) {
    switch line {
    case .same: added.append(false)
    case .added: added.append(true)
    case .removed: break
    }
  }
  return (after, added)
}

/// The runs of consecutive added lines.
private func hunks(of added: [Bool]) -> [Range<Int>] {
  var result: [Range<Int>] = []
  var start: Int?
  for index in added.indices + [added.count] {
    let isAdded = index < added.count && added[index]
    if isAdded, start == nil { start = index }
    if !isAdded, let first = start {
      result.append(first..<index)
      start = nil
    }
  }
  return result
}

/// A run of added lines, and the same run slid to where its brackets balance.
private struct Hunk {
  let original: Range<Int>
  let slid: Range<Int>
}

/// `hunk` slid up or down over lines equal at both ends (a diff may put an inserted function's
/// closing `}` before it, and the one it shares after it) to the first place where its
/// brackets balance; where none does, as it is.
private func balanced(_ hunk: Range<Int>, lines: [String], added: [Bool]) -> Hunk {
  var candidates = [hunk]
  var up = hunk
  while up.lowerBound > 0, !added[up.lowerBound - 1],
    lines[up.lowerBound - 1] == lines[up.upperBound - 1]
  {
    up = (up.lowerBound - 1)..<(up.upperBound - 1)
    candidates.append(up)
  }
  var down = hunk
  while down.upperBound < lines.count, !added[down.upperBound],
    lines[down.lowerBound] == lines[down.upperBound]
  {
    down = (down.lowerBound + 1)..<(down.upperBound + 1)
    candidates.append(down)
  }
  let depths = BracketDepths(lines: lines)
  let slid = candidates.first { depths.isBalanced($0) } ?? hunk
  return Hunk(original: hunk, slid: slid)
}

/// `range` cut into pieces of at most `ChainLimits.lines` lines (the first, `reserve` fewer):
/// its beats (paragraphs at its own depth), each cut further between statements when it is too
/// long, and a statement too long for one piece opened up: its first and last lines, then its
/// inside.
private func pieces(
  of range: Range<Int>, lines: [String], depths: BracketDepths, inList: Bool, reserve: Int = 0
) -> [[Int]] {
  guard range.count > ChainLimits.lines - reserve else { return [Array(range)] }
  let statements = depths.statements(in: range, lines: lines, inList: inList)
  // NB: a blank line opens the beat after it.
  let beats = split(statements) { isBlank(lines[$0.lowerBound]) }
  var result: [[Int]] = []
  for beat in beats {
    let limit = ChainLimits.lines - (result.isEmpty ? reserve : 0)
    let all = beat.first!.lowerBound..<beat.last!.upperBound
    if all.count <= limit {
      result.append(Array(all))
      continue
    }
    // NB: a beat too long is cut first where its own comments start a statement.
    let parts = split(beat) { statement in
      statement.first { !isBlank(lines[$0]) }.map { isComment(lines[$0]) } ?? false
    }
    if parts.count > 1 {
      for part in parts {
        result += pieces(
          of: part.first!.lowerBound..<part.last!.upperBound, lines: lines, depths: depths,
          inList: inList, reserve: result.isEmpty ? reserve : 0)
      }
      continue
    }
    var pending: [Int] = []
    for statement in beat {
      let limit = ChainLimits.lines - (result.isEmpty ? reserve : 0)
      if statement.count > limit {
        if !pending.isEmpty { result.append(pending) }
        pending = []
        result += opened(statement, lines: lines, depths: depths)
      } else if pending.count + statement.count > limit {
        result.append(pending)
        pending = Array(statement)
      } else {
        pending += Array(statement)
      }
    }
    if !pending.isEmpty { result.append(pending) }
  }
  return result
}

/// `statements` in runs, a new run at each statement for which `opens` holds.
private func split(_ statements: [Range<Int>], where opens: (Range<Int>) -> Bool)
  -> [[Range<Int>]]
{
  var runs: [[Range<Int>]] = []
  for statement in statements {
    if runs.isEmpty || opens(statement) {
      runs.append([statement])
    } else {
      runs[runs.count - 1].append(statement)
    }
  }
  return runs
}

/// A statement too long for one piece: its first and last lines with as much of its inside as
/// fits, then the rest of its inside, cut as a range is. Its blank and comment lines above it
/// go with its first line.
private func opened(_ statement: Range<Int>, lines: [String], depths: BracketDepths) -> [[Int]] {
  let head =
    statement.lowerBound + (statement.prefix { isBlank(lines[$0]) || isComment(lines[$0]) }.count)
  let last = statement.upperBound - 1
  guard head < last - 1 else { return [Array(statement)] }
  // NB: inside `(` or `[`, the lines are the elements of a list, a comma apart.
  let opener = lines[head].withoutOuterSpaces.last
  let shell = Array(statement.lowerBound...head) + [last]
  let inside = pieces(
    of: (head + 1)..<last, lines: lines, depths: depths, inList: opener == "(" || opener == "[",
    reserve: shell.count)
  guard let first = inside.first, shell.count + first.count <= ChainLimits.lines else {
    return [shell] + inside
  }
  return [shell + first] + inside.dropFirst()
}

/// Pieces as links: a piece that opens with no comment of its own joins the piece before it
/// when both fit in one link, so that every link starts where the code says why.
private func merged(_ pieces: [[Int]], lines: [String]) -> [[Int]] {
  var result: [[Int]] = []
  for piece in pieces {
    let opensWithAComment =
      piece.first { !isBlank(lines[$0]) }.map { isComment(lines[$0]) } ?? false
    if let last = result.last, !opensWithAComment, last.count + piece.count <= ChainLimits.lines {
      result[result.count - 1] += piece
    } else {
      result.append(piece)
    }
  }
  return result
}

/// The depth of brackets (`(`, `[`, `{`) at the start of each line of a file, counted in its
/// code only (not in strings or comments), and where its statements start.
private struct BracketDepths {
  /// The depth at the start of line `index`; one more entry, for the end.
  let depths: [Int]

  init(lines: [String]) {
    let source = SwiftSource(lines.joined(separator: "\n"))
    var depths = [0]
    var depth = 0
    for index in source.characters.indices {
      if source.characters[index] == "\n" {
        depths.append(depth)
        continue
      }
      guard source.isCode[index] else { continue }
      switch source.characters[index] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: break
      }
    }
    depths.append(depth)
    self.depths = depths
  }

  /// Whether `range`'s brackets close what they open, and never close what they did not.
  func isBalanced(_ range: Range<Int>) -> Bool {
    let base = depths[range.lowerBound]
    return depths[range.upperBound] == base && range.allSatisfy { depths[$0] >= base }
  }

  /// The statements of `range` at its own depth, each with the blank and comment lines above
  /// it: a line starts one when the brackets are back at the range's depth and it does not go
  /// on with the line before (`.map(…)`, an `else`, a line after a comma or an operator).
  func statements(in range: Range<Int>, lines: [String], inList: Bool) -> [Range<Int>] {
    let base = depths[range.lowerBound]
    var starts: [Int] = [range.lowerBound]
    var previousCode: String?
    for index in range {
      let text = lines[index].withoutOuterSpaces
      // NB: a statement starts once the one before has code of its own.
      if previousCode != nil, depths[index] == base, !text.isEmpty, !isComment(lines[index]),
        !continues(text, after: previousCode, inList: inList)
      {
        // NB: the blank and comment lines right above belong to this statement.
        var start = index
        while start - 1 > starts.last!, isBlank(lines[start - 1]) || isComment(lines[start - 1]) {
          start -= 1
        }
        starts.append(start)
        previousCode = nil
      }
      if !text.isEmpty, !isComment(lines[index]) { previousCode = text }
    }
    return zip(starts, starts.dropFirst() + [range.upperBound]).map { $0..<$1 }
  }
}

/// Whether a line that starts with `text` goes on with the statement of the line `previous`;
/// in a list, a line after a comma starts the next element.
private func continues(_ text: String, after previous: String?, inList: Bool) -> Bool {
  if inList, previous?.hasSuffix(",") ?? false { return false }
  let leads = [".", "else", "catch", "?", ":", "&&", "||", "+", "-", "*", "==", "->", "where"]
  if leads.contains(where: { text.hasPrefix($0) }) { return true }
  guard let previous else { return false }
  let ends = [",", "(", "[", "{", "=", "&&", "||", "+", "->", "in", "?", ":"]
  return ends.contains { previous.hasSuffix($0) }
}

private func isBlank(_ line: String) -> Bool { line.withoutOuterSpaces.isEmpty }

func isComment(_ line: String) -> Bool { line.withoutOuterSpaces.hasPrefix("//") }
