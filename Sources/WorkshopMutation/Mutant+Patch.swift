import Foundation

/// A mistake written by hand rather than generated: edits to one reference file, made together
/// (`LessonMistakes.json` writes a lesson's common mistakes so), compiled into a schema with
/// others and switched on by `MutantSchema.variable` like any mutant.
extension Mutant {
  /// Why a patch cannot be made: an edit whose text the file does not hold exactly once, or two
  /// edits that overlap.
  public struct PatchProblem: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// The mutant that makes every one of `edits` (each replacing the one place `text` holds its
  /// `replace` with its `with`) in `text`, the contents of `file`.
  /// - Throws: `PatchProblem` naming an edit whose text is missing or ambiguous.
  public init(file: String, text: String, edits: [(replace: String, with: String)]) throws {
    var spans: [(range: Range<Int>, with: String)] = []
    for edit in edits {
      let found = edit.replace.isEmpty ? [] : text.ranges(of: edit.replace)
      guard found.count == 1, let range = found.first else {
        throw PatchProblem(
          description: found.isEmpty
            ? "\(file) does not hold \(Self.quoted(edit.replace))"
            : "\(file) holds \(Self.quoted(edit.replace)) \(found.count) times; quote more of it")
      }
      let start = text.distance(from: text.startIndex, to: range.lowerBound)
      spans.append((start..<(start + edit.replace.count), edit.with))
    }
    spans.sort { $0.range.lowerBound < $1.range.lowerBound }
    guard let first = spans.first, let last = spans.last else {
      throw PatchProblem(description: "a patch of \(file) makes no edit")
    }
    for (earlier, later) in zip(spans, spans.dropFirst())
    where earlier.range.upperBound > later.range.lowerBound {
      throw PatchProblem(description: "two edits of \(file) overlap")
    }
    let characters = Array(text)
    var replacement = ""
    var position = first.range.lowerBound
    for span in spans {
      replacement += String(characters[position..<span.range.lowerBound]) + span.with
      position = span.range.upperBound
    }
    var range = first.range.lowerBound..<last.range.upperBound
    // NB: a schema reads a change as the lines it starts and ends on; one that ends with a line
    // break would end on the line below. Whole lines dropped are the line break before them.
    if characters[range].last == "\n" {
      if replacement.last == "\n" {
        range = range.lowerBound..<(range.upperBound - 1)
        replacement.removeLast()
      } else if replacement.isEmpty, range.lowerBound > 0, characters[range.lowerBound - 1] == "\n"
      {
        range = (range.lowerBound - 1)..<(range.upperBound - 1)
      } else {
        throw PatchProblem(
          description: "a patch of \(file) ends its text with a line break and its replacement"
            + " without one; end both alike")
      }
    }
    let line = characters[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    self.init(
      file: file, line: line, original: lineText.trimmingCharacters(in: .whitespaces),
      change: "\(Self.quoted(edits[0].replace)) → \(Self.quoted(edits[0].with))",
      kind: .lessonMistake, range: range, replacement: replacement)
  }

  /// `text`'s first line in backquotes, `…` marking what is left out.
  private static func quoted(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return "`\(lines.first ?? "")`" + (lines.count > 1 ? "…" : "")
  }
}

/// Hand-written mutants compiled into their files at once, one build for them all; each test
/// run switches one patch on with `variable`.
public enum PatchSchemata {
  /// The environment variable that switches mutants on: their numbers, comma-separated.
  public static let variable = MutantSchema.variable

  /// Each file's text (by path, from `texts`) with as many `patches` compiled in as fit, for the
  /// files that hold one, and, by index in `patches`, what `variable` says to switch each patch
  /// held on. A patch goes in whole (`whole`, its edits at once), or, when no body of the file
  /// holds them all, as one mutant an edit (`parts`), switched on together; a patch the
  /// schemata cannot hold so is left out, for another schema or a build of its own.
  public static func make(_ patches: [(whole: Mutant, parts: [Mutant])], texts: [String: String])
    -> (texts: [String: String], switches: [Int: String])
  {
    var split = Set<Int>()
    var left = Set<Int>()
    while true {
      let forms = patches.indices.filter { !left.contains($0) }.map { index in
        (index, split.contains(index) ? patches[index].parts : [patches[index].whole])
      }
      var mutants: [Mutant] = []
      var numbers: [Int: [Int]] = [:]
      for (index, form) in forms {
        numbers[index] = form.map {
          mutants.append($0)
          return mutants.count
        }
      }
      var schemata: [String: String] = [:]
      var included = Set<Int>()
      for (file, text) in texts {
        let numbered = mutants.indices.filter { mutants[$0].file == file }.map {
          ($0 + 1, mutants[$0])
        }
        let schema = MutantSchema(text: text, mutants: numbered)
        guard !schema.included.isEmpty else { continue }
        schemata[file] = schema.text
        included.formUnion(schema.included)
      }
      let unheld = forms.map(\.0).filter { !Set(numbers[$0] ?? []).isSubset(of: included) }
      guard !unheld.isEmpty else {
        let switches = numbers.mapValues { $0.map(String.init).joined(separator: ",") }
        return (schemata, switches)
      }
      // NB: a patch not held whole is tried in parts; one not held in parts either is left out,
      // and the rest tried again without it, which may leave room for others.
      for index in unheld {
        if split.contains(index) || patches[index].parts.count < 2 {
          left.insert(index)
        } else {
          split.insert(index)
        }
      }
    }
  }

  /// Writes `text` to `url` dated later than anything written before, so that the next build
  /// sees the change however coarse the file system's clock.
  public static func write(_ text: String, to url: URL) throws {
    try FileClock.shared.write(Data(text.utf8), to: url)
  }
}
