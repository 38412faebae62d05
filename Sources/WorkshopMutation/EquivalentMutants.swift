import Foundation
import WorkshopCourse

/// The mutants that cannot change behaviour, each with the reason, as committed in
/// `Tests/Mutation/EquivalentMutants.json`; `workshop mutate` skips them.
public struct EquivalentMutants: Sendable {
  /// One equivalent mutant: the file, the changed line as it reads (without indentation), the
  /// change as `mutate` names it, which of identical ones if need be, and why it cannot alter
  /// behaviour.
  struct Entry: Codable, Equatable, Sendable {
    /// The file, relative to the course root.
    let file: String
    /// The line as it reads before the change, without indentation.
    let line: String
    /// The change, e.g. "`+` → `-`".
    let change: String
    /// Which of the file's mutants with this line text and change the entry means, counting
    /// from the top (`mutate --list` shows `(occurrence n)` past the first); all when absent.
    let occurrence: Int?
    /// Why no test can tell.
    let reason: String
  }

  /// Where the list lives, relative to the course root.
  public static let path = "Tests/Mutation/EquivalentMutants.json"

  /// The entries.
  let entries: [Entry]

  /// Reads the list of the course at `root`; an absent file is an empty list.
  /// - Throws: `CourseError` when the file is not a JSON array of entries.
  public init(root: URL) throws {
    let url = root.appendingPathComponent(Self.path)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      entries = []
      return
    }
    do {
      entries = try JSONDecoder().decode([Entry].self, from: data)
    } catch {
      throw CourseError(
        "\(Self.path) is not a JSON array of {file, line, change, reason[, occurrence]} "
          + "entries: \(error)")
    }
  }

  /// The reason `mutant` is equivalent, or `nil` when it is not listed.
  public func reason(for mutant: Mutant) -> String? {
    entries.first {
      $0.file == mutant.file && $0.line == mutant.original && $0.change == mutant.change
        && ($0.occurrence ?? mutant.occurrence) == mutant.occurrence
    }?.reason
  }
}
