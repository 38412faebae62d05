import Foundation
import WorkshopCourse
import WorkshopReaders

/// Which of a task's markers a failure is about, when the task has several (`TODO(3)` in each
/// `case` of a reducer): the one whose words, with the code line above it, share the most words
/// with the failure's message; the first one on a tie.
struct TodoMarkerMatch {
  /// The course root, to read the code around each marker.
  let root: URL

  /// The marker of task `number` that `message` is most about; `nil` when the task has none.
  func marker(_ number: Int, for message: String, in todos: [TodoMarker]) -> TodoMarker? {
    let candidates = todos.filter { $0.number == number }
    guard candidates.count > 1 else { return candidates.first }
    let said = words(in: message, splittingIdentifiers: true)
    var best = candidates[0]
    var bestScore = -1
    for marker in candidates {
      let (comment, code) = surroundings(of: marker)
      // NB: the code above a marker names what the task is about (`case .product:`), so a word
      // of it that the message says counts three times a word of the comment.
      let score =
        words(in: comment, splittingIdentifiers: true).intersection(said).count
        + 3 * words(in: code, splittingIdentifiers: false).intersection(said).count
      if score > bestScore {
        best = marker
        bestScore = score
      }
    }
    return best
  }

  /// The marker's comment (its whole text), and the nearest line of code above it: usually
  /// the `case` or `func` the task is in.
  private func surroundings(of marker: TodoMarker) -> (comment: String, code: String) {
    let url = root.appendingPathComponent(marker.file)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return (marker.text, "")
    }
    let source = SwiftSource(String(decoding: data, as: UTF8.self))
    let above = source.characters.indices.last {
      source.lines[$0] < marker.line && source.isCode[$0] && !source.characters[$0].isWhitespace
    }
    return (marker.text, above.map { source.lineText(at: $0) } ?? "")
  }

  /// The words of `text` that can tell markers apart: lowercased, three letters or more, and
  /// with `splittingIdentifiers`, the parts of identifiers too (`addProductTapped` also gives
  /// `product`).
  private func words(in text: String, splittingIdentifiers: Bool) -> Set<String> {
    var result: Set<String> = []
    for token in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
      result.insert(token.lowercased())
      guard splittingIdentifiers else { continue }
      var part = ""
      for character in token {
        if character.isUppercase, !part.isEmpty {
          result.insert(part.lowercased())
          part = ""
        }
        part.append(character)
      }
      result.insert(part.lowercased())
    }
    return result.filter { $0.count >= 3 && !Self.common.contains($0) }
  }

  /// Words too common in markers and messages to tell them apart.
  private static let common: Set<String> = [
    "the", "and", "should", "with", "that", "this", "return", "todo", "from", "for", "its",
    "not", "one", "are", "has",
  ]
}
