import Foundation
import WorkshopCore

/// One learner file of a step as it reads while its TODOs are done in order: the exercise's
/// version, with the solution's changes for TODO(1) … TODO(n) applied.
///
/// Each run of changed lines between the exercise and the solution belongs to one TODO: the
/// lowest TODO whose marker it removes, else the nearest marker above it, else the nearest below.
struct FileTimeline {
  /// A run of lines the exercise and the solution share, or a change and the TODO it belongs to.
  enum Piece {
    case same([String])
    case change(removed: [String], added: [String], todo: Int)
  }

  let pieces: [Piece]

  /// The timeline from the exercise's text to the solution's, given the exercise's TODO
  /// markers as (line counting from 1, task number). `nil` when the file has no markers.
  init?(exercise: String, solution: String, markers: [(line: Int, number: Int)]) {
    guard !markers.isEmpty else { return nil }
    var pieces: [Piece] = []
    var same: [String] = []
    var removed: [String] = []
    var added: [String] = []
    var line = 0
    var changeStart = 1
    func closeChange() {
      guard !removed.isEmpty || !added.isEmpty else { return }
      let lines = changeStart..<(changeStart + removed.count)
      let todo =
        markers.filter { lines.contains($0.line) }.map(\.number).min()
        ?? markers.last { $0.line < changeStart }?.number
        ?? markers.first { $0.line >= changeStart }!.number
      pieces.append(.change(removed: removed, added: added, todo: todo))
      (removed, added) = ([], [])
    }
    for diffLine in diffLines(lines(of: exercise), lines(of: solution)) {
      switch diffLine {
      case .same(let text):
        closeChange()
        same.append(text)
        line += 1
      case .removed(let text):
        if removed.isEmpty && added.isEmpty { changeStart = line + 1 }
        flush(&same, into: &pieces)
        removed.append(text)
        line += 1
      case .added(let text):
        if removed.isEmpty && added.isEmpty { changeStart = line + 1 }
        flush(&same, into: &pieces)
        added.append(text)
      }
    }
    closeChange()
    flush(&same, into: &pieces)
    self.pieces = pieces
  }

  /// The TODOs whose changes touch the file.
  var todos: Set<Int> {
    Set(
      pieces.compactMap {
        if case .change(_, _, let todo) = $0 { return todo }
        return nil
      })
  }

  /// The file once TODO(1) … TODO(`todo`) are done; 0 gives the exercise as shipped.
  func version(after todo: Int) -> String {
    pieces.flatMap { piece -> [String] in
      switch piece {
      case .same(let lines): return lines
      case .change(let removed, let added, let owner): return owner <= todo ? added : removed
      }
    }
    .joined(separator: "\n")
  }
}

private func flush(_ same: inout [String], into pieces: inout [FileTimeline.Piece]) {
  guard !same.isEmpty else { return }
  pieces.append(.same(same))
  same = []
}

private func lines(of text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
