import Foundation

/// The contents of a folder as data: each entry's relative path with its kind and content.
/// Symbolic links are recorded as links (their target), not followed.
struct FileTree: Equatable {
  enum Entry: Equatable {
    case file(Data)
    case link(String)
    case directory
  }

  let entries: [String: Entry]

  /// Reads the folder at `url`; a missing folder is an empty tree.
  init(at url: URL) {
    var entries: [String: Entry] = [:]
    let fileManager = FileManager.default
    func visit(_ url: URL, _ relative: String) {
      for name in (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? [] {
        let child = url.appendingPathComponent(name)
        let path = relative.isEmpty ? name : relative + "/" + name
        if let target = try? fileManager.destinationOfSymbolicLink(atPath: child.path) {
          entries[path] = .link(target)
        } else if isDirectory(child) {
          entries[path] = .directory
          visit(child, path)
        } else {
          entries[path] = .file(fileManager.contents(atPath: child.path) ?? Data())
        }
      }
    }
    visit(url, "")
    self.entries = entries
  }

  var isEmpty: Bool { entries.isEmpty }
}

/// Copies the folder `source` to `destination` (which must not exist), links as links, and
/// confirms the copy reads back identical.
/// - Throws: When copying fails or the copy differs.
public func copyTree(_ source: URL, to destination: URL) throws {
  let fileManager = FileManager.default
  try fileManager.createDirectory(
    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
  try fileManager.createDirectory(at: destination, withIntermediateDirectories: false)
  func copy(_ from: URL, _ to: URL) throws {
    for name in try fileManager.contentsOfDirectory(atPath: from.path) {
      let child = from.appendingPathComponent(name)
      let target = to.appendingPathComponent(name)
      if let link = try? fileManager.destinationOfSymbolicLink(atPath: child.path) {
        try fileManager.createSymbolicLink(atPath: target.path, withDestinationPath: link)
      } else if isDirectory(child) {
        try fileManager.createDirectory(at: target, withIntermediateDirectories: false)
        try copy(child, target)
      } else {
        try fileManager.copyItem(at: child, to: target)
      }
    }
  }
  try copy(source, destination)
  guard FileTree(at: source) == FileTree(at: destination) else {
    throw EnvironmentError("The copy of \(source.path) in \(destination.path) does not match it.")
  }
}
