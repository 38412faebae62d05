import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal

/// The test functions declared in a step's `Checks/` and `Tests/` files, read from the source:
/// where each is, the type around it, and the first `TODO(n)` its body names.
struct TestDeclarations {
  struct Declaration: Equatable {
    /// The file, relative to the course root.
    let file: String
    /// The line of `func`.
    let line: Int
    /// The enclosing type, if any.
    let type: String?
    /// The function's name, without its parameters.
    let name: String
    /// The first TODO the body names.
    let todo: Int?
  }

  let declarations: [Declaration]

  /// Reads `files` (relative to `root`).
  init(files: [String], root: URL) {
    declarations = files.flatMap { file -> [Declaration] in
      guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path)
      else { return [] }
      return Self.declarations(in: String(decoding: data, as: UTF8.self), file: file)
    }
  }

  /// The declaration of the test the runner calls `name`: `Type.method`, `Type.method()` or
  /// `method()`.
  func declaration(ofTest name: String) -> Declaration? {
    let bare = name.prefix { $0 != "(" }
    let parts = bare.split(separator: ".").map(String.init)
    guard let method = parts.last else { return nil }
    let type = parts.count > 1 ? parts[parts.count - 2] : nil
    let candidates = declarations.filter { $0.name == method }
    return candidates.first { $0.type == type } ?? candidates.first
  }

  private static func declarations(in text: String, file: String) -> [Declaration] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [(line: Int, type: String?, name: String)] = []
    var type: String?
    for (index, line) in lines.enumerated() {
      let words = line.split(whereSeparator: { " \t(:<{".contains($0) }).map(String.init)
      if let keyword = words.firstIndex(where: { ["class", "struct", "extension"].contains($0) }),
        keyword + 1 < words.count, !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      {
        type = words[keyword + 1]
      }
      if let keyword = words.firstIndex(of: "func"), keyword + 1 < words.count,
        !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      {
        found.append((index + 1, type, words[keyword + 1]))
      }
    }
    return found.enumerated().map { position, declaration in
      let end = position + 1 < found.count ? found[position + 1].line - 1 : lines.count
      let body = lines[(declaration.line - 1)..<end]
      return Declaration(
        file: file, line: declaration.line, type: declaration.type, name: declaration.name,
        todo: body.lazy.compactMap(todoNumber(in:)).first)
    }
  }
}
