import Foundation
import WorkshopReaders

/// The test functions declared in a step's `Checks/` and `Tests/` files, read from the source:
/// where each is, the type around it, and the first `TODO(n)` it answers.
public struct TestDeclarations {
  /// One test function, where it is declared.
  public struct Declaration: Equatable {
    /// The file, relative to the course root.
    public let file: String
    /// The line of its header.
    public let line: Int
    /// The type around it, if any.
    public let type: String?
    /// The function's name, without its parameters.
    public let name: String
    /// The first TODO it answers.
    public let todo: Int?
  }

  /// Every function of the files, in order.
  public let declarations: [Declaration]

  /// Reads `files` (relative to `root`).
  public init(files: [String], root: URL) {
    declarations = files.flatMap { file -> [Declaration] in
      guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path)
      else { return [] }
      let blocks = SwiftSource(String(decoding: data, as: UTF8.self)).blocks()
      return blocks.filter { $0.keyword == "func" }.map { function in
        Declaration(
          file: file, line: function.headerLine,
          type: blocks.enclosingType(of: function)?.name, name: function.name ?? "",
          todo: function.todos.first)
      }
    }
  }

  /// The declaration of the test the runner calls `name`: `Type.method`, `Type.method()` or
  /// `method()`.
  public func declaration(ofTest name: String) -> Declaration? {
    let bare = name.prefix { $0 != "(" }
    let parts = bare.split(separator: ".").map(String.init)
    guard let method = parts.last else { return nil }
    let type = parts.count > 1 ? parts[parts.count - 2] : nil
    let candidates = declarations.filter { $0.name == method }
    return candidates.first { $0.type == type } ?? candidates.first
  }
}
