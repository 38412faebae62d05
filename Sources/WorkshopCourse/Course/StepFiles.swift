import Foundation
import WorkshopLocalization
import WorkshopPaths

/// The files of one side of a step, sorted by role: what the learner edits, and the rest.
public struct StepFiles: Equatable, Sendable {
  /// Paths relative to the course root, e.g. `Exercises/03-FileClient/FileClient.swift`.
  public let appFiles: [String]
  /// The learner's own tests under `Tests/`, relative to the course root.
  public let testFiles: [String]
  /// The workshop's checks under `Checks/`, relative to the course root.
  public let checkFiles: [String]
  /// The lesson, relative to the course root, if the folder has one.
  public let lesson: String?
  /// The hints (`HINTS.md`), relative to the course root, if the folder has them.
  public let hints: String?
  /// What the folder holds that is not a file: a named pipe, a socket or a device, which a
  /// build or a read would wait on for ever. Never among the other lists.
  public let irregularFiles: [String]

  /// The files the learner works in: app code, then their tests.
  public var learnerFiles: [String] { appFiles + testFiles }

  /// Every file of the folder, lesson, hints and checks included (not the lesson's translations).
  public var allFiles: [String] {
    [lesson, hints].compactMap { $0 } + appFiles + testFiles + checkFiles
  }

  /// Lists the files of `folder` (relative to `root`), e.g. `Exercises/03-FileClient`.
  /// A missing folder has no files. Hidden files (editor swap files, `.DS_Store`) are skipped, and
  /// so are Markdown files other than the lesson and its hints (translations, notes): they are
  /// text, never code.
  public init(root: URL, folder: String) {
    let base = root.appendingPathComponent(folder)
    var app: [String] = []
    var tests: [String] = []
    var checks: [String] = []
    var lesson: String?
    var hints: String?
    for name in listDirectory(base) {
      let path = folder + "/" + name
      switch name {
      case "README.md": lesson = path
      case "HINTS.md": hints = path
      case _ where name.hasSuffix(".md"): continue
      case "Tests": tests = walk(root: root, folder: path)
      case "Checks": checks = walk(root: root, folder: path)
      default:
        if isDirectory(base.appendingPathComponent(name)) {
          app += walk(root: root, folder: path)
        } else {
          app.append(path)
        }
      }
    }
    let isRegular = { (path: String) in !isIrregular(root.appendingPathComponent(path)) }
    self.appFiles = app.filter(isRegular)
    self.testFiles = tests.filter(isRegular)
    self.checkFiles = checks.filter(isRegular)
    self.lesson = lesson
    self.hints = hints
    self.irregularFiles = (app + tests + checks).filter { !isRegular($0) }
  }

  /// A fingerprint of the files' names and contents (symbolic links followed): it changes when
  /// any file is edited, added or removed.
  func contentHash(root: URL) -> String {
    var hash = FNV1a()
    for path in allFiles.sorted() {
      hash.add(Data(path.utf8))
      hash.add(Data([0]))
      hash.add(
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data())
      hash.add(Data([0]))
    }
    // NB: named, never read.
    for path in irregularFiles.sorted() { hash.add(Data((path + "\u{0}|\u{0}").utf8)) }
    return hash.hex
  }

  /// Modification times and sizes of the files, to notice edits cheaply while watching.
  public func modificationStamp(root: URL) -> [String: String] {
    var stamp: [String: String] = [:]
    for path in allFiles + irregularFiles {
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: root.appendingPathComponent(path).resolvingSymlinksInPath().path)
      let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
      stamp[path] = "\(date)/\(size)"
    }
    return stamp
  }
}

/// The names in `url`, sorted, without hidden ones; empty when it is not a readable folder.
func listDirectory(_ url: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
    .filter { !$0.hasPrefix(".") }
    .sorted()
}

/// Whether `url` is a folder, following symbolic links.
public func isDirectory(_ url: URL) -> Bool {
  PathGuard.kind(of: url.path) == .folder
}

/// Whether `url` (links followed) is a named pipe, a socket or a device.
func isIrregular(_ url: URL) -> Bool {
  var info = stat()
  guard stat(url.path, &info) == 0 else { return false }
  return [S_IFIFO, S_IFSOCK, S_IFCHR, S_IFBLK].contains(info.st_mode & S_IFMT)
}

/// Every file below `folder` (relative to `root`), depth first, sorted, following links a few
/// levels deep at most.
func walk(root: URL, folder: String, depth: Int = 0) -> [String] {
  guard depth < 8 else { return [] }
  return listDirectory(root.appendingPathComponent(folder)).flatMap { name -> [String] in
    let path = folder + "/" + name
    return isDirectory(root.appendingPathComponent(path))
      ? walk(root: root, folder: path, depth: depth + 1) : [path]
  }
}
