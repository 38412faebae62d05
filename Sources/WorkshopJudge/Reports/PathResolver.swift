import Foundation
import WorkshopCourse
import WorkshopTestRuns

/// Turns the paths that compilers, test runners and crash reports print into paths relative to
/// the course root, and says which belong to the learner.
public struct PathResolver {
  /// The course.
  public let course: Course
  /// The files of the learner's side of the step.
  public let files: StepFiles
  /// The library module of the learner's side, e.g. `Exercise03`, as crash sites name it.
  public let module: String

  /// A resolver for the learner's side of `step`.
  public init(course: Course, step: Step) {
    self.init(
      course: course, files: StepFiles(root: course.root, folder: step.exercisePath),
      module: step.exerciseModules.app)
  }

  /// A resolver for `files`, the learner's side whose library module is `module`.
  public init(course: Course, files: StepFiles, module: String) {
    self.course = course
    self.files = files
    self.module = module
  }

  /// The number of the step, e.g. `03`, from its module's name.
  public var stepNumber: String { String(module.suffix(2)) }

  /// `/abs/course/Exercises/03-X/File.swift` → `Exercises/03-X/File.swift`; a bare file name is
  /// looked up among the step's files.
  public func relative(_ path: String) -> String {
    // NB: either side may go through a link (macOS prints `/private/var/…` for `/var/…`).
    let resolved =
      path.hasPrefix("/") ? URL(fileURLWithPath: path).resolvingSymlinksInPath().path : path
    for root in [course.root.path, course.root.resolvingSymlinksInPath().path] {
      for path in [path, resolved] where path.hasPrefix(root + "/") {
        return String(path.dropFirst(root.count + 1))
      }
    }
    if !path.contains("/"), let match = files.allFiles.first(where: { $0.hasSuffix("/" + path) }) {
      return match
    }
    return path
  }

  /// `text` with every absolute path into the course relative to its root, as `relative(_:)`
  /// writes one: `saved at /abs/course/Exercises/12-X/a.txt` → `saved at Exercises/12-X/a.txt`.
  public func relativePaths(in text: String) -> String {
    // NB: the longer root first: `/private/var/…` holds `/var/…`.
    Set([course.root.path, course.root.resolvingSymlinksInPath().path])
      .sorted { $0.count > $1.count }
      .reduce(text) { text, root in text.replacingOccurrences(of: root + "/", with: "") }
  }

  /// `relative(path)`, but a file of the solution's side that the learner's folder holds too (a
  /// check linked into both) as the learner's copy: a report never sends them into Solutions/.
  public func learnersView(_ path: String) -> String {
    let relative = relative(path)
    guard let step = course.steps.first(where: { $0.number == stepNumber }),
      relative.hasPrefix(step.solutionPath + "/")
    else { return relative }
    let mirrored = step.exercisePath + relative.dropFirst(step.solutionPath.count)
    return files.allFiles.contains(mirrored) ? mirrored : relative
  }

  /// The innermost frame of `backtrace` in the learner's files, else in the course's sources.
  public func place(in backtrace: [SourceLocation]) -> String? {
    let frames = backtrace.map { ($0, relative($0.file)) }
    if let (location, path) = frames.first(where: { isLearnerFile($0.1) }) {
      return "\(path):\(location.line)"
    }
    let inCourse = frames.first { !$0.1.hasPrefix("/") && !$0.1.hasPrefix(".build") }
    return inCourse.map { "\($0.1):\($0.0.line)" }
  }

  /// Where the learner's files declare `test` (`TallyTests.testAdd` or `clear()`), as
  /// `path:line`; `nil` when none does.
  public func declaration(ofTest test: String) -> String? {
    TestDeclarations(files: files.testFiles, root: course.root).declaration(ofTest: test)
      .map { "\($0.file):\($0.line)" }
  }

  /// Whether `path` (relative) is one of the files the learner edits.
  public func isLearnerFile(_ path: String) -> Bool { files.learnerFiles.contains(path) }

  /// The most useful place of a crash: the innermost frame in the learner's files, else in the
  /// course's sources, else the runtime's own report (`Exercise03/File.swift:12`).
  public func crashPlace(_ crash: CrashReport) -> String? {
    if let place = place(in: crash.backtrace) { return place }
    guard let site = crash.site else { return nil }
    let name = site.file.split(separator: "/").last.map(String.init) ?? site.file
    if site.file.hasPrefix(module + "/"),
      let path = files.learnerFiles.first(where: { $0.hasSuffix("/" + name) })
    {
      return "\(path):\(site.line)"
    }
    return "\(site.file):\(site.line)"
  }
}
