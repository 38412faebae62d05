import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopPaths

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
  /// Where the scratch copy goes; a fresh temporary folder when `nil`.
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

  /// The folder the scratch copy goes into.
  public var scratchFolder: URL {
    scratch
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-verify-\(ProcessInfo.processInfo.processIdentifier)")
  }

  /// Runs every item.
  /// - Returns: The items, in order.
  /// - Throws: `EnvironmentError` when git, tar or swift are missing, or the copy fails.
  public func run() throws -> [VerifyItem] {
    let git = try Git(root: source)
    guard let head = git.head() else {
      throw EnvironmentError("The clone has no commits to verify.")
    }
    // NB: --scratch could name any folder; the guard decides which may be replaced.
    let root = try PathGuard(course: source).claimFolder(scratchFolder.path)
    try? FileManager.default.removeItem(at: root)
    try git.export(head, to: root)
    try PathGuard.mark(root)
    defer { if !keepScratch { try? FileManager.default.removeItem(at: root) } }
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
}
