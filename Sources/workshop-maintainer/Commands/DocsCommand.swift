import Foundation
import WorkshopCourse
import WorkshopDocs
import WorkshopTerminal

/// `workshop docs`: the DocC tutorial generated from the steps, and the static site of it and
/// of the library's reference, built with the toolchain's own `docc`; `--serve` serves it.
enum DocsCommand: Command {
  static let spec = CommandSpec(
    name: "docs",
    abstract: MaintainerCommands.abstract(of: "docs"),
    options: [
      OptionSpec(
        name: "output", valueName: "folder", help: "Where the site goes (default .build/docs/site)."
      ),
      OptionSpec(name: "serve", help: "Serve the site on 127.0.0.1 afterwards, until Ctrl-C."),
      OptionSpec(name: "port", valueName: "N", help: "The port to serve on (default 8000)."),
      OptionSpec(
        name: "generate",
        help: "Only write the tutorial's catalog from the last commit's steps; no site."),
    ],
    discussion: """
      Generates the tutorial (one tutorial a step: its lesson, each TODO as the exercise and \
      the reference solution have it, its questions) from the last commit's Exercises/, \
      Solutions/ and lessons into .build/docs/, so that your own work never reaches it; builds \
      symbol graphs of EffectKit, EffectKitTesting and EffectKitAsyncTesting with `swift build` \
      (in .build/docs/), converts each module's catalog and the tutorial's with `docc convert` \
      and merges them into one site with `docc merge`, which replaces the output folder only \
      once it is finished. Prints one line a phase, any warning docc gives and a line for each \
      public symbol without a doc comment, and exits 1 when there is one. --serve answers \
      "being built" until the site is finished, then serves it: / leads to the tutorial. \
      --generate writes the tutorial's catalog (\(TutorialCatalog.folder)) from the last \
      commit, for maintainers to commit. The tutorial is in English; the lessons in the \
      terminal (`workshop show`) are the source it is made from.
      """, isForMaintainers: true)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let terminal = context.terminal
    let port = try arguments.options["port"].map { value -> Int in
      guard let port = Int(value), (0...65_535).contains(port) else {
        throw UsageError("--port takes a number from 0 to 65535, not '\(value)'.", command: "docs")
      }
      return port
    }
    var builder = DocsSiteBuilder(
      course: course,
      output: arguments.options["output"].map { URL(fileURLWithPath: $0).standardizedFileURL })
    // NB: the port is taken before anything else, so that a busy port is reported at once; it
    // answers "being built" until the build is done.
    let server =
      try arguments.has("generate")
      ? nil
      : serving(arguments, port: port).map {
        try StaticSiteServer(folder: builder.output, port: $0, ready: false)
      }
    if let server {
      terminal.print("Serving on \(server.url.absoluteString) once the site is built.")
    }
    // NB: from the first write to the work folder until the site is built; not while serving.
    let lock = try builder.lockWork()
    let committed = try committedCourse(
      of: course, into: builder.work.appendingPathComponent("committed"))
    let source = committed?.course ?? course
    let origin = committed.map { "the steps of commit \($0.commit)" } ?? "the steps"
    if arguments.has("generate") {
      let count = try TutorialCatalog(course: source, destination: course.root).write()
      terminal.print(
        count == 0
          ? "The tutorial is up to date with \(origin)."
          : "Updated \(count) tutorial files in \(TutorialCatalog.folder) from \(origin).")
      return .success
    }
    builder.tutorialSource = source
    let started = Date()
    builder.onPhase = { phase in
      terminal.print(
        terminal.style(String(format: "[%5.1f s] ", Date().timeIntervalSince(started)), .dim)
          + phase)
    }
    let report = try builder.build()
    lock.unlock()
    for warning in report.warnings { terminal.print(terminal.style(warning, .yellow)) }
    let count = report.warnings.count
    terminal.print(
      "Built the site in \(builder.output.path) from \(origin) "
        + String(format: "(%.0f s, ", Date().timeIntervalSince(started))
        + "\(count) warning\(count == 1 ? "" : "s")).")
    guard let server else {
      terminal.print("Serve it with `\(Context.invocation) docs --serve`.")
      return report.warnings.isEmpty ? .success : .failure
    }
    server.ready()
    terminal.print(
      "Serving on \(server.url.absoluteString): the tutorial at "
        + "\(server.url.absoluteString)tutorials/workshop, the reference at "
        + "\(server.url.absoluteString)documentation. Ctrl-C stops it.")
    context.onInterrupt(say: "Stopped serving.", exit: .success) { server.stop() }
    while true { sleep(3600) }
  }

  /// The port to serve on, or `nil` when the site is only built.
  private static func serving(_ arguments: ParsedArguments, port: Int?) -> Int? {
    arguments.has("serve") || port != nil ? port ?? 8000 : nil
  }
}
