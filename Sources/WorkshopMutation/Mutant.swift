/// One small change to a file of reference code: what a mutation test applies, builds and runs
/// the checks against, hoping they fail.
public struct Mutant: Equatable, Sendable {
  /// The file, relative to the course root.
  public let file: String
  /// The line the change starts on, counting from 1.
  public let line: Int
  /// The changed line as it was, without indentation: with `change`, what identifies the mutant
  /// in the list of equivalent mutants, whatever line it moves to.
  let original: String
  /// What was changed, e.g. "`+` → `-`".
  let change: String
  /// The family of slips the change belongs to.
  let kind: MutantKind
  /// Which of the file's mutants with the same `original` and `change` this is, counting from
  /// the top: 1 unless an identical line or change comes before it.
  var occurrence = 1
  /// The characters replaced, as offsets into the file's characters.
  let range: Range<Int>
  /// What replaces them.
  let replacement: String

  /// The file's text with the change applied.
  public func applied(to text: String) -> String {
    var characters = Array(text)
    characters.replaceSubrange(range, with: Array(replacement))
    return String(characters)
  }

  /// The lines of `text` (the file as it was) the change replaces, counting from 1.
  func lines(in text: String) -> ClosedRange<Int> {
    let replaced = Array(text)[range]
    return line...(line + replaced.filter { $0 == "\n" }.count)
  }

  /// `Solutions/05-TestingEffects/Reducer.swift:12  ` + "`+` → `-`".
  public var description: String { "\(file):\(line)  \(change)" }

  /// The description with the kind: `…Reducer.swift:12  [operator] ` + "`+` → `-`".
  /// A mutant with a twin earlier in the file ends in `(occurrence n)`.
  public var listing: String {
    "\(file):\(line)  [\(kind.rawValue)] \(change)"
      + (occurrence > 1 ? "  (occurrence \(occurrence))" : "")
  }
}
