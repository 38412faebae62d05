import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopPaths
import WorkshopTestRuns

/// The maintainers' check behind `workshop verify`: in a scratch copy of the committed tree, the
/// Swift files follow `.swift-format`, the library and support tests pass, and for every step of the manifest the reference passes, the
/// exercise fails as shipped (with messages naming TODOs, never a crash), and the exercise
/// passes once the solution is copied over it.
///
/// Everything is built at once, twice: as committed, then with every solution copied over its
/// exercise. When such a build fails, each step is built on its own (`WORKSHOP_ONLY=NN`) in the
/// same scratch build instead, so one broken step fails its own items and no others.
public struct Verifier: Sendable {
  /// The working copy whose HEAD is verified. It is only read.
  public let source: URL
  /// Where the scratch copy goes; a new folder in the temporary folder when `nil`.
  public var scratch: URL?
  /// Whether to keep the scratch copy afterwards.
  public var keepScratch = false
  /// Seconds the whole run may take; items that would start later fail as skipped.
  public var timeLimit: TimeInterval = 55 * 60
  /// Seconds a test may run silently before it counts as hung.
  public var idleTimeout: TimeInterval = 120
  /// Called when an item starts, with its name.
  public var onStart: (@Sendable (String) -> Void)?
  /// Called when an item ends.
  public var onItem: (@Sendable (VerifyItem) -> Void)?
  /// Called with notes that are not items (what is verified, where).
  public var onNote: (@Sendable (String) -> Void)?
  /// Checks of the course that other modules add; they run after the lint, while the course builds.
  public var checks: [VerifyCheck] = []
  /// Whether to run everything: the repeated runs that show a flaky check, the build and run
  /// with every solution copied over, every end-to-end test of the CLI, and the docs site in a
  /// browser. Without it, each step is checked once and the CLI by its core runs.
  public var full = false

  /// A verifier of the committed tree of the clone at `source`.
  public init(source: URL) { self.source = source }

  /// Runs every item.
  /// - Returns: The items, in order.
  /// - Throws: `EnvironmentError` when git, tar or swift are missing, or the copy fails.
  public func run() throws -> [VerifyItem] {
    let git = try Git(root: source)
    guard let head = git.head() else {
      throw EnvironmentError("The clone has no commits to verify.")
    }
    let root = try makeScratchFolder()
    // NB: an interrupt removes it too (see `Interrupts`).
    if !keepScratch { TemporaryFolders.shared.insert(root) }
    defer { if !keepScratch { TemporaryFolders.shared.remove(root) } }
    try git.export(head, to: root)
    try PathGuard.mark(root)
    let kept = keepScratch ? "" : " (removed afterwards)"
    onNote?("Verifying commit \(head.prefix(10)) in \(root.path)\(kept).")
    var package = try SwiftPackage(root: root, scratch: root.appendingPathComponent(".build"))
    package.debugInfo = false
    package.checksImports = true
    var session = VerifySession(
      root: root, package: package,
      settings: self, deadline: Date().addingTimeInterval(timeLimit))
    session.verifyAll()
    return session.items
  }

  /// The scratch folder, empty: `scratch` as `PathGuard` allows, or else a folder new in
  /// `parent` (the temporary folder), named by `mkdtemp` with randomness no one can guess.
  /// NB: never a predictable name: on a machine shared with other users, a link planted under
  /// one would have the course copied, built and run wherever it leads.
  /// - Throws: `PathRefusal` for a `scratch` the guard refuses; `EnvironmentError` when no
  ///   folder can be made.
  func makeScratchFolder(
    in parent: URL = FileManager.default.temporaryDirectory
  ) throws -> URL {
    if let scratch {
      // NB: --scratch could name any folder; the guard decides which may be replaced.
      let root = try PathGuard(course: source).claimFolder(scratch.path)
      try? FileManager.default.removeItem(at: root)
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      return root
    }
    var template = Array(parent.appendingPathComponent("workshop-verify-XXXXXX").path.utf8CString)
    guard let made = mkdtemp(&template) else {
      let reason = String(cString: strerror(errno))
      throw EnvironmentError("Could not make a scratch folder in \(parent.path): \(reason).")
    }
    return URL(fileURLWithPath: String(cString: made))
  }
}
