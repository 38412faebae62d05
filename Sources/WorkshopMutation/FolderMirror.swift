import Foundation

/// Keeps a folder a copy of some files of another, writing only what differs: a file that is
/// already the same keeps its date, so a build in the copy stays valid for it.
struct FolderMirror: Sendable {
  /// The folder copied from.
  let source: URL
  /// The folder kept a copy.
  let copy: URL

  /// Makes `copy` hold the files and links at `paths` (relative paths) of `source`, and nothing
  /// else but the top-level entries named in `kept`. Files that differ are written with `write`,
  /// links are made as links.
  /// - Returns: The paths written or removed, folders removed included.
  func mirror(
    _ paths: [String], keeping kept: Set<String>, write: (Data, URL) throws -> Void
  ) throws -> [String] {
    let files = FileManager.default
    var changed = try remove(allBut: Set(paths), keeping: kept)
    for path in paths {
      let from = source.appendingPathComponent(path)
      let to = copy.appendingPathComponent(path)
      let link = try? files.destinationOfSymbolicLink(atPath: from.path)
      let existingLink = try? files.destinationOfSymbolicLink(atPath: to.path)
      let data = link == nil ? files.contents(atPath: from.path) : nil
      if let link, link == existingLink { continue }
      if let data, existingLink == nil, files.contents(atPath: to.path) == data { continue }
      guard link != nil || data != nil else { continue }
      try? files.removeItem(at: to)
      try files.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      if let link {
        try files.createSymbolicLink(atPath: to.path, withDestinationPath: link)
      } else if let data {
        try write(data, to)
      }
      changed.append(path)
    }
    return changed
  }

  /// Deletes everything in `copy` but the top-level entries in `kept`, and the files at `paths`
  /// with the folders that hold them; returns what it deleted.
  private func remove(allBut paths: Set<String>, keeping kept: Set<String>) throws -> [String] {
    let files = FileManager.default
    let folders = Set(
      paths.flatMap { path in
        let parts = path.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
      })
    var removed: [String] = []
    func prune(_ relative: String) throws {
      let folder = relative.isEmpty ? copy : copy.appendingPathComponent(relative)
      for name in try files.contentsOfDirectory(atPath: folder.path) {
        let path = relative.isEmpty ? name : "\(relative)/\(name)"
        let item = copy.appendingPathComponent(path)
        if relative.isEmpty, kept.contains(name) { continue }
        let type = try? files.attributesOfItem(atPath: item.path)[.type] as? FileAttributeType
        if folders.contains(path), type == .typeDirectory {
          try prune(path)
        } else if !paths.contains(path) {
          try files.removeItem(at: item)
          removed.append(path)
        }
      }
    }
    try prune("")
    return removed
  }
}
