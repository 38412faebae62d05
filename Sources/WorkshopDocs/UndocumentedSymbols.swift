import Foundation

/// The public symbols of `module` with no doc comment, as `Type.member(_:)`, read from its
/// symbol graphs in `folder` (`<module>.symbols.json` and `<module>@<Other>.symbols.json`).
/// Symbols the compiler synthesizes (`!=` from `Equatable`, say) have none to give.
func undocumentedSymbols(of module: String, inGraphsAt folder: URL) throws -> [String] {
  struct Graph: Decodable {
    struct Symbol: Decodable {
      struct Identifier: Decodable { let precise: String }
      let identifier: Identifier
      let pathComponents: [String]
      let accessLevel: String
      let docComment: DocComment?
    }
    struct DocComment: Decodable {}
    let symbols: [Symbol]
  }
  let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    .filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }
  return try names.sorted().flatMap { name in
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    return try JSONDecoder().decode(Graph.self, from: data).symbols
      .filter {
        ["public", "open"].contains($0.accessLevel) && $0.docComment == nil
          && !$0.identifier.precise.contains("::SYNTHESIZED::")
      }
      .map { $0.pathComponents.joined(separator: ".") }
  }
  .sorted()
}
