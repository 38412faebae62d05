import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopPaths
import WorkshopTestRuns

/// Builds the static documentation site with the toolchain's own tools: the tutorial's catalog,
/// symbol graphs from `swift build`, one `docc convert` a module, and `docc merge` into one site
/// with a landing page. The site is built beside the output folder and takes its place only
/// when it is finished.
public struct DocsSiteBuilder: Sendable {
  /// The library modules with a reference, each with a catalog `Sources/<module>/<module>.docc`.
  public static let modules = ["EffectKit", "EffectKitTesting", "EffectKitAsyncTesting"]
  /// The work folder of the checks' builds (verify's and the browser check's), relative to the
  /// course root: one build serves both.
  static let checkFolder = ".build/docs-check"

  /// The course whose docs are built.
  public let course: Course
  /// Where the site goes; replaced on every build.
  public var output: URL
  /// Where the symbol graphs, their build and the archives go, kept between builds.
  public var work: URL
  /// The course the tutorial is generated from, into the work folder; `nil` converts the
  /// tutorial's catalog in `course` as it is.
  public var tutorialSource: Course?
  /// Called when a phase starts, with a line saying what it does.
  public var onPhase: @Sendable (String) -> Void = { _ in }

  /// A builder of `course`'s docs into `output` (default `<work>/site`), keeping its
  /// intermediate files in `work` (default `.build/docs`).
  public init(course: Course, output: URL? = nil, work: URL? = nil) {
    self.course = course
    self.work = work ?? course.url(".build/docs")
    self.output = output ?? self.work.appendingPathComponent("site")
  }

  /// What a build made.
  public struct Report: Codable, Sendable {
    /// The warnings `docc` printed, one line each, and a line for each public symbol without a
    /// doc comment.
    public var warnings: [String] = []
  }

  /// Builds the site, unless the last build in `work` was made from the same inputs (the
  /// library's sources and every catalog, by name, size and date) and its site is still there:
  /// then its report is read back. The checks share one build this way: verify's builds the
  /// site, and the browser check finds it done.
  func buildUnlessUpToDate() throws -> Report {
    let lock = try lockWork()
    defer { withExtendedLifetime(lock) {} }
    let record = work.appendingPathComponent("last-build.json")
    let inputs = inputsStamp()
    struct Record: Codable {
      let inputs: String
      let report: Report
    }
    if let data = FileManager.default.contents(atPath: record.path),
      let last = try? JSONDecoder().decode(Record.self, from: data), last.inputs == inputs,
      FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path)
    {
      onPhase("The site in \(output.path) is up to date")
      return last.report
    }
    let report = try build()
    try JSONEncoder().encode(Record(inputs: inputs, report: report)).write(to: record)
    return report
  }

  /// The name, size and date of every file a build reads from the course, one line each.
  func inputsStamp() -> String {
    let folders =
      Self.modules.map { "Sources/\($0)" } + [TutorialCatalog.folder, TutorialCatalog.chaptersFile]
    return folders.flatMap { folder -> [String] in
      let base = course.url(folder)
      let names = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String]) ?? []
      return ([""] + names).compactMap { name in
        let url = name.isEmpty ? base : base.appendingPathComponent(name)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
          attributes[.type] as? FileAttributeType != .typeDirectory
        else { return nil }
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(folder)/\(name) \(attributes[.size] ?? 0) \(date)"
      }
    }
    .sorted().joined(separator: "\n")
  }

  /// Takes the work folder for this process, waiting for another `docs` (or verify's docs
  /// check) that uses it: two builds in one work folder remove each other's archives and
  /// exports. Hold it from before the work folder is first written to (the committed course)
  /// until the site is built; `buildUnlessUpToDate` takes it itself.
  /// - Throws: `EnvironmentError` when the lock cannot be made or stays busy for half an hour.
  public func lockWork() throws -> ScratchLock {
    try ScratchLock(folder: work, timeout: 1800) {
      onPhase("Waiting for another build of the docs in \(work.path) to finish")
    }
  }

  /// The folder the site is built in before it takes `site`'s place: beside it, hidden, so that
  /// `PathGuard` lets it be replaced wherever it lets the site be (`.build-site` builds in
  /// `.build-site.building`, `site` in `.site.building`).
  static func stagingFolder(for site: URL) -> URL {
    let name = site.lastPathComponent
    return site.deletingLastPathComponent()
      .appendingPathComponent("\(name.hasPrefix(".") ? "" : ".")\(name).building")
  }

  /// Builds the site; the caller holds `lockWork()`.
  /// - Throws: `PathRefusal` when `output`, or the folder it is built in, is a folder the
  ///   workshop must not replace; `EnvironmentError` when `swift` or `docc` is missing or a tool
  ///   fails; `CourseError` when a lesson cannot be made into a tutorial.
  public func build() throws -> Report {
    var report = Report()
    // NB: judged before the long build, and the folders judged are the ones replaced.
    let site = try PathGuard(course: course.root).claimFolder(output.path)
    let building = try PathGuard(course: course.root).claimFolder(
      Self.stagingFolder(for: site).path)
    let docc = try findDocC()
    let tutorial = try tutorialCatalog()
    let graphs = try buildSymbolGraphs()
    let archives = work.appendingPathComponent("archives")
    try? FileManager.default.removeItem(at: archives)
    try FileManager.default.createDirectory(at: archives, withIntermediateDirectories: true)
    for module in Self.modules {
      report.warnings += try undocumentedSymbols(of: module, inGraphsAt: graphs).map {
        "warning: \(module).\($0) is public and has no doc comment"
      }
      onPhase("Converting \(module) (docc convert)")
      report.warnings += try convert(
        module, catalog: course.url("Sources/\(module)/\(module).docc"),
        graphs: ownGraphs(of: module, in: graphs), into: archives, docc: docc)
    }
    onPhase("Converting the tutorial (docc convert)")
    report.warnings += try convert(
      TutorialCatalog.module, catalog: tutorial, graphs: nil, into: archives, docc: docc)
    onPhase("Merging into one site (docc merge)")
    // NB: the site is built beside its folder, which it replaces only once it is finished.
    try? FileManager.default.removeItem(at: building)
    try FileManager.default.createDirectory(
      at: site.deletingLastPathComponent(), withIntermediateDirectories: true)
    let merge = try runProcess(
      docc,
      arguments: ["merge"]
        + (Self.modules + [TutorialCatalog.module]).map {
          archives.appendingPathComponent("\($0).doccarchive").path
        }
        + [
          "--output-path", building.path, "--synthesized-landing-page-name",
          "Side effects, under control",
        ], timeout: 600)
    try requireSuccess(merge, "docc merge")
    try PathGuard.mark(building)
    report.warnings += warnings(in: merge.output)
    // NB: DocC's renderer asks every page for a theme; an empty one is the default look.
    let theme = building.appendingPathComponent("theme-settings.json")
    if !FileManager.default.fileExists(atPath: theme.path) {
      try Data("{}\n".utf8).write(to: theme)
    }
    try replace(site, with: building)
    return report
  }

  /// The folder `docc` converts the tutorial from: generated from `tutorialSource` into the
  /// work folder, or the course's own catalog.
  func tutorialCatalog() throws -> URL {
    guard let source = tutorialSource else { return course.url(TutorialCatalog.folder) }
    onPhase("Generating the tutorial from the steps")
    let catalog = work.appendingPathComponent("\(TutorialCatalog.module).docc")
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: catalog)
    try fileManager.createDirectory(at: catalog, withIntermediateDirectories: true)
    let resources = source.url("\(TutorialCatalog.folder)/\(TutorialCatalog.resources)")
    if fileManager.fileExists(atPath: resources.path) {
      try fileManager.copyItem(
        at: resources, to: catalog.appendingPathComponent(TutorialCatalog.resources))
    }
    for file in try TutorialCatalog(course: source).files() {
      let url = catalog.appendingPathComponent(
        String(file.path.dropFirst(TutorialCatalog.folder.count + 1)))
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url)
    }
    return catalog
  }

  /// Puts the finished site at `site` (a folder `PathGuard` let it replace), in place of what
  /// was there.
  private func replace(_ site: URL, with finished: URL) throws {
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: site)
    try fileManager.moveItem(at: finished, to: site)
  }

  /// The symbol graphs of the library modules, from a build of its own (its flags differ from
  /// a normal build's, so it does not disturb `.build/`).
  private func buildSymbolGraphs() throws -> URL {
    let package = try SwiftPackage(root: course.root, scratch: work.appendingPathComponent("build"))
    let graphs = package.scratch.appendingPathComponent("symbol-graphs")
    for attempt in 1...2 {
      onPhase("Building symbol graphs (swift build -emit-symbol-graph)")
      let result = try runProcess(
        package.swift,
        arguments: [
          "build", "--target", "EffectKitAsyncTesting", "--scratch-path", package.scratch.path,
          "-Xswiftc", "-emit-symbol-graph", "-Xswiftc", "-emit-symbol-graph-dir", "-Xswiftc",
          graphs.path,
        ], environment: package.environment(["WORKSHOP_ONLY": "library", "WORKSHOP_LEAN": "1"]),
        directory: course.root,
        timeout: 1800)
      try requireSuccess(result, "swift build")
      let found = (try? FileManager.default.contentsOfDirectory(atPath: graphs.path)) ?? []
      if Self.modules.allSatisfy({ found.contains("\($0).symbols.json") }) { return graphs }
      // NB: an up-to-date build compiles nothing and so writes no graphs; start it afresh.
      if attempt == 1 { try? FileManager.default.removeItem(at: package.scratch) }
    }
    throw EnvironmentError("`swift build` wrote no symbol graphs into \(graphs.path).")
  }

  /// The symbol graphs of `module` alone (its own and its extensions of other modules), in a
  /// folder of their own.
  private func ownGraphs(of module: String, in graphs: URL) throws -> URL {
    let fileManager = FileManager.default
    let own = work.appendingPathComponent("graphs/\(module)")
    try? fileManager.removeItem(at: own)
    try fileManager.createDirectory(at: own, withIntermediateDirectories: true)
    for name in try fileManager.contentsOfDirectory(atPath: graphs.path)
    where name == "\(module).symbols.json" || name.hasPrefix("\(module)@") {
      try fileManager.copyItem(
        at: graphs.appendingPathComponent(name), to: own.appendingPathComponent(name))
    }
    return own
  }

  /// Converts one module's catalog, with its symbol graphs if it has any; returns the warnings.
  private func convert(
    _ module: String, catalog: URL, graphs: URL?, into archives: URL, docc: URL
  ) throws -> [String] {
    let result = try runProcess(
      docc,
      arguments: ["convert", catalog.path]
        + (graphs.map { ["--additional-symbol-graph-dir", $0.path] } ?? [])
        + [
          "--output-path", archives.appendingPathComponent("\(module).doccarchive").path,
          "--transform-for-static-hosting", "--fallback-display-name", module,
          "--fallback-bundle-identifier", "workshop.\(module)",
        ], directory: course.root, timeout: 900)
    try requireSuccess(result, "docc convert of \(module)")
    return warnings(in: result.output)
  }

  private func requireSuccess(_ result: ProcessResult, _ what: String) throws {
    guard result.termination != .exited(0) else { return }
    let tail = result.output.split(separator: "\n").suffix(12).joined(separator: "\n")
    throw EnvironmentError("\(what) failed (\(result.termination)):\n\(tail)")
  }

  /// Each `warning:` or `error:` line, with the explanation and the `--> file:line` that
  /// follow it.
  private func warnings(in output: String) -> [String] {
    let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    return lines.indices.compactMap { index in
      guard lines[index].hasPrefix("warning:") || lines[index].hasPrefix("error:") else {
        return nil
      }
      let following = lines[(index + 1)...].prefix(2)
      let explanation = following.first.flatMap { $0.hasPrefix("-->") ? nil : $0 }
      let location = following.first { $0.hasPrefix("-->") }
      return ([lines[index]] + [explanation, location].compactMap { $0 }).joined(separator: " ")
    }
  }
}
