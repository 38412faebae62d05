import Foundation
import WorkshopCourse
import WorkshopReaders

/// The library's public names the tutorial links to their pages in the site's reference:
/// `TestStore` to `/documentation/effectkitasynctesting/teststore`, `Effect.run` to its
/// method's page (to its type's when the name is overloaded: DocC then tells the overloads
/// apart with a hash no source holds). Read from the library's sources, so the tutorial needs
/// no build to be generated.
struct SymbolLinks {
  /// The page of each name: a type (`TestStore`) or a member (`Effect.run`).
  let entries: [String: String]

  /// The names of `modules`' sources in `course`; where two modules declare one name, the
  /// page of the one that comes last in `modules`.
  static func read(_ modules: [String], in course: Course) -> SymbolLinks {
    var entries: [String: String] = [:]
    for module in modules {
      let folder = course.url("Sources/\(module)")
      let files =
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String])?
        .filter { $0.hasSuffix(".swift") }.sorted() ?? []
      var members: [String: [String]] = [:]
      for file in files {
        guard
          let text = try? String(
            contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        else { continue }
        let base = "/documentation/\(module.lowercased())/"
        for (name, path) in declarations(in: SwiftSource(text)) {
          if name.contains(".") {
            members[name, default: []].append(base + path)
          } else {
            entries[name] = base + path
          }
        }
      }
      for (name, paths) in members {
        let type = String(name.prefix { $0 != "." })
        entries[name] = paths.count == 1 ? paths[0] : entries[type]
      }
    }
    return SymbolLinks(entries: entries.compactMapValues { $0.lowercased() })
  }

  /// `lines` of Markdown with the first code span of each known name, outside code blocks and
  /// links, made a link to its page (`` [`TestStore`](/documentation/…) ``). A member is known
  /// by its type and name, with or without arguments (`TestClock.advance(by:)`).
  func linked(_ lines: [String]) -> [String] {
    let document = MarkdownDocument(lines: lines)
    var done: Set<String> = []
    return lines.indices.map { index in
      guard !document.isCode(index), !lines[index].withoutOuterSpaces.hasPrefix("@") else {
        return lines[index]
      }
      var line = lines[index]
      var searchFrom = line.startIndex
      while let open = line[searchFrom...].firstIndex(of: "`"),
        let close = line[line.index(after: open)...].firstIndex(of: "`")
      {
        let span = String(line[line.index(after: open)..<close])
        // NB: a name, with its argument labels at most: not a call or an expression.
        let isName =
          span.range(
            of: #"^[A-Za-z_][A-Za-z0-9_.]*(\([A-Za-z_:]*\))?$"#, options: .regularExpression) != nil
        let key = span.firstIndex(of: "(").map { String(span[..<$0]) } ?? span
        let isLinked = open > line.startIndex && line[line.index(before: open)] == "["
        if isName, let page = entries[key], !isLinked, !done.contains(key) {
          done.insert(key)
          let link = "[`\(span)`](\(page))"
          line.replaceSubrange(open...close, with: link)
          searchFrom = line.index(open, offsetBy: link.count)
        } else {
          searchFrom = line.index(after: close)
        }
      }
      return line
    }
  }
}

/// The public types and members `source` declares, each with its page's path below its module:
/// (`TestStore`, `TestStore`), (`Effect.run`, `Effect/run(priority:operation:…)`).
private func declarations(in source: SwiftSource) -> [(String, String)] {
  let blocks = source.blocks()
  var result: [(String, String)] = []
  for block in blocks {
    let words = block.preamble.split(separator: " ")
    let isPublic = words.contains("public") || words.contains("open")
    guard let name = block.name else { continue }
    if block.isType, block.keyword != "extension", isPublic {
      result.append((name, name))
    } else if block.isFunction, isPublic, block.keyword == "func" || block.keyword == "var",
      let parent = block.parent.map({ blocks[$0] }), parent.isType, let type = parent.name
    {
      let path = block.keyword == "func" ? "\(name)(\(labels(block.preamble, name)))" : name
      result.append(("\(type).\(name)", "\(type)/\(path)"))
    }
  }
  // NB: a type alias has no block of its own.
  for line in String(source.characters).split(separator: "\n") {
    let words = line.split(whereSeparator: { " <=".contains($0) })
    if words.starts(with: ["public", "typealias"]), words.count > 2 {
      result.append((String(words[2]), String(words[2])))
    }
  }
  return result
}

/// The argument labels of the function `name` whose signature is `preamble`, as DocC puts them
/// in a page's path: `priority:operation:catch:`.
private func labels(_ preamble: String, _ name: String) -> String {
  guard let start = preamble.range(of: "func \(name)") else { return "" }
  var depth = 0
  var parameters: [String] = [""]
  // NB: an arrow's `>` closes nothing.
  let signature = preamble[start.upperBound...].replacingOccurrences(of: "->", with: "→")
  for character in signature.drop(while: { $0 != "(" }).dropFirst() {
    if "([<{".contains(character) { depth += 1 }
    if ")]>}".contains(character) {
      if depth == 0 { break }
      depth -= 1
    }
    if character == ",", depth == 0 {
      parameters.append("")
    } else {
      parameters[parameters.count - 1].append(character)
    }
  }
  return parameters.map { $0.withoutOuterSpaces }.filter { !$0.isEmpty }.map { parameter in
    let head = parameter.prefix { $0 != ":" }.split(separator: " ")
    return "\(head.first ?? "_"):"
  }.joined()
}
