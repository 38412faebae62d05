import Foundation
import WorkshopTestRuns

/// The git clone the course lives in, used read-only: to record the commit the learner started
/// from and to read files as they were shipped. The CLI never changes the index or HEAD.
public struct Git: Sendable {
  /// The `git` executable.
  public let executable: URL
  /// The course root (which may be a subfolder of the clone).
  public let root: URL

  /// Git for the course at `root`.
  /// - Throws: `EnvironmentError` when git is not installed or `root` is not in a clone.
  public init(root: URL) throws {
    guard let executable = findExecutable("git") else {
      throw EnvironmentError(
        "This needs git, which is not installed (no `git` on your PATH). Install git and run "
          + "the command again.")
    }
    self.executable = executable
    self.root = root
    let inside = try? run(["rev-parse", "--is-inside-work-tree"])
    guard inside?.termination == .exited(0), inside?.output.hasPrefix("true") == true else {
      throw EnvironmentError(
        "\(root.path) is not a git clone, so the files as shipped cannot be read back. Clone "
          + "the workshop with `git clone` to use this command.")
    }
  }

  /// Runs `git` in the course root.
  public func run(_ arguments: [String], timeout: TimeInterval = 120) throws -> ProcessResult {
    try runProcess(
      executable, arguments: arguments,
      environment: ["GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"], directory: root, timeout: timeout)
  }

  /// The full hash of HEAD, or `nil` in a clone without commits.
  public func head() -> String? {
    guard let result = try? run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]),
      result.termination == .exited(0)
    else { return nil }
    let hash = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return hash.count >= 40 ? hash : nil
  }

  /// Whether `commit` exists in the clone.
  func hasCommit(_ commit: String) -> Bool {
    (try? run(["cat-file", "-e", "\(commit)^{commit}"]))?.termination == .exited(0)
  }

  /// The course root's path inside the clone, e.g. `` or `workshop/`.
  public func prefix() throws -> String {
    let result = try run(["rev-parse", "--show-prefix"])
    guard result.termination == .exited(0) else {
      throw gitError("rev-parse --show-prefix", result)
    }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether `path` (relative to the course root) exists in `commit`.
  public func contains(_ path: String, at commit: String) -> Bool {
    guard let prefix = try? prefix(),
      let result = try? run(["cat-file", "-e", "\(commit):\(prefix)\(path)"])
    else { return false }
    return result.termination == .exited(0)
  }

  /// Writes `paths` (relative to the course root; all of the course when empty) as they are in
  /// `commit` into `directory`, keeping their layout, modes and symbolic links.
  /// - Throws: `EnvironmentError` when git or tar fail.
  public func export(_ commit: String, paths: [String] = [], to directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let prefix = try prefix()
    let archive = directory.appendingPathComponent(".workshop-export.tar")
    var arguments = ["archive", "--format=tar", "-o", archive.path]
    // NB: `commit:prefix` makes the archive's paths relative to the course root.
    arguments.append(prefix.isEmpty ? commit : "\(commit):\(prefix)")
    if !paths.isEmpty { arguments += ["--"] + paths }
    // NB: a write that fails half way (a full disk) leaves no archive behind either.
    defer { try? FileManager.default.removeItem(at: archive) }
    let archived = try run(arguments, timeout: 600)
    guard archived.termination == .exited(0) else { throw gitError("archive", archived) }
    guard let tar = findExecutable("tar") else {
      throw EnvironmentError("This needs `tar`, which is not on your PATH.")
    }
    let extracted = try runProcess(
      tar, arguments: ["-xf", archive.path, "-C", directory.path], timeout: 600)
    guard extracted.termination == .exited(0) else {
      throw EnvironmentError("Could not unpack the files from git: \(extracted.output)")
    }
  }

  /// The course's files in the working tree, tracked or not but not ignored, relative to the
  /// course root.
  /// - Throws: `EnvironmentError` when git fails.
  public func workingFiles() throws -> [String] {
    let listed = try run(
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], timeout: 120)
    guard listed.termination == .exited(0) else { throw gitError("ls-files", listed) }
    return Set(listed.output.split(separator: "\0").map(String.init)).sorted()
  }

  private func gitError(_ command: String, _ result: ProcessResult) -> EnvironmentError {
    let said = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return EnvironmentError(
      "`git \(command)` failed: \(said.isEmpty ? "\(result.termination)" : said)")
  }
}
