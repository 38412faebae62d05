import Foundation
import WorkshopCourse
import WorkshopMutation
import WorkshopTerminal

/// `workshop mutate [<step>…] [--library] [--only <path>]`: for maintainers. Mutation testing of
/// the reference code: every mutant the checks and reference tests fail to notice is a wrong
/// answer a learner could get a green check for.
enum MutateCommand: Command {
  static let spec = CommandSpec(
    name: "mutate",
    abstract: MaintainerCommands.abstract(of: "mutate"),
    arguments: [
      ArgumentSpec(
        name: "step", help: "The steps to mutate (default: every step).", isOptional: true,
        isRepeated: true)
    ],
    options: [
      OptionSpec(
        name: "library",
        help: "Mutate the library instead: Sources/EffectKit and its two test stores."),
      OptionSpec(
        name: "only", valueName: "path",
        help: "Mutate only the files whose path starts with this (e.g. Sources/EffectKit/Store)."),
      OptionSpec(
        name: "changed",
        help: """
          Mutate only the lines changed since the merge base with the one argument \
          (default: origin/main, or main): steps and library alike.
          """),
      OptionSpec(name: "list", help: "List the mutants without building or running anything."),
      OptionSpec(
        name: "scratch", valueName: "folder",
        help: """
          Where to put the scratch copy (default: .build-mutate in the course): a new or empty \
          folder outside the course, which the workshop marks as its own and refills on every \
          run, keeping its build.
          """),
    ],
    discussion: """
      Copies the working tree into a scratch folder (your files are only read), then for each \
      step makes mutants of its reference code in Solutions/, and of the helpers in its Tests/ \
      that declare no test (not of the files that its exercise and solution both link from the \
      library: --library mutates those): swapped operators, \
      true ↔ false, integer literals one off, a deleted statement or case body, swapped \
      arguments, .live ↔ .mock, a dropped .cancellable / .receive(on:) / .fireAndForget(), an \
      emptied returned collection or nil, and the slips of a reviewer: two statements swapped, \
      first ↔ last and their kin, sorted() dropped or added, reversed() added, an element of an \
      effect array or a pattern of a case dropped, a dependency read moved across the effect's \
      closure, a withDependencies scope dropped, an awaited call not waited for, a loop's \
      statement hoisted after it, a defer dropped, a guard negated, an early return removed; and \
      what is handed on or left behind: a list reversed or sorted where it is saved or sent, a \
      value kept where nil arrives, an argument not passed on, a parameter's default or #if \
      DEBUG ignored, state made once and shared by every use, a comparison that minds case, a \
      final newline dropped, a Cancellable that cancels nothing, an early return taken every \
      time (--list names each mutant's kind). The mutants of a target are compiled in at once where \
      they fit (a schema: WORKSHOP_MUTANT picks one when the tests run), the others one build \
      each. Each test first runs alone against the schema to learn which mutants' lines it \
      reaches (the coverage phase); a mutant is then judged by the tests that reach it, among \
      the step's solution checks and the reference tests a learner writes (for a file only the \
      solution links from the library, the library's tests too), and stops at the first that \
      fails; a mutant they all pass, or that no test reaches, survives. Mutants \
      that cannot change behaviour are listed, with a reason each, in \
      \(EquivalentMutants.path) and skipped (--list marks them). Prints `killed k/n (p %)` per step with its \
      phases' times and every survivor as `file:line  change`, and exits 1 when a step kills \
      under 95 % (the library under 98 %). `--changed [<base>]` mutates only the lines changed \
      since the merge base with <base> (default origin/main, or main), in every step and the \
      library.
      """, isForMaintainers: true)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let terminal = context.terminal
    var targets = try self.targets(arguments, course: course, context: context)
    let scratch = arguments.options["scratch"].map { URL(fileURLWithPath: $0).standardizedFileURL }
    var runner = MutationRunner(course: course, scratch: scratch)
    if arguments.has("changed") {
      let changed = try changedLines(arguments, course: course)
      let realPaths = realPaths(of: targets.flatMap(\.files), in: course)
      targets = targets.compactMap { $0.narrowed { changed.lines[realPaths[$0] ?? $0] != nil } }
      guard !targets.isEmpty else {
        terminal.print("No reference code changed: nothing to mutate.")
        return .success
      }
      runner.keeps = { changed.touches(realPaths[$0.file] ?? $0.file, line: $0.line) }
    }
    if arguments.has("list") {
      let equivalents = try EquivalentMutants(root: course.root)
      for target in targets {
        let mutants = try runner.mutants(of: target)
        let fits = try runner.fitSchemata(mutants)
        let own = fits.filter { !$0 }.count
        terminal.print(
          terminal.style("\(target.name): \(mutants.count) mutants", .bold)
            + terminal.style(" (\(own) built on their own)", .dim))
        for (mutant, fits) in zip(mutants, fits) {
          let note =
            equivalents.reason(for: mutant) != nil
            ? "  (equivalent: skipped)" : fits ? "" : "  (own build)"
          terminal.print("  \(mutant.listing)" + terminal.style(note, .dim))
        }
      }
      return .success
    }
    runner.onProgress = { target, done, total in
      guard terminal.isInteractiveOutput else { return }
      let bar = Terminal.progressBar(done: done, total: max(total, 1), width: 20)
      terminal.status("  \(bar) \(target.name): mutant \(min(done + 1, total)) of \(total)")
    }
    context.onInterrupt(say: "Mutation run interrupted.", exit: .interrupted) {}
    let started = Date()
    let results = try runner.run(targets)
    terminal.clearStatus()
    for result in results { report(result, terminal: terminal) }
    terminal.print(
      terminal.style(String(format: "Total %.0f s.", Date().timeIntervalSince(started)), .dim))
    let failing = results.filter { !$0.passes }
    terminal.print("\(results.count - failing.count) passed, \(failing.count) failed")
    return failing.isEmpty ? .success : .failure
  }

  private static func targets(_ arguments: ParsedArguments, course: Course, context: Context)
    throws -> [MutationTarget]
  {
    let all = try allTargets(arguments, course: course, context: context)
    guard let prefix = arguments.options["only"] else { return all }
    let narrowed = all.compactMap { target in target.narrowed { $0.hasPrefix(prefix) } }
    guard !narrowed.isEmpty else {
      throw UsageError(
        "No file to mutate starts with \(prefix). Name a path from the course root, such as "
          + "Sources/EffectKitAsyncTesting or Solutions/14-ModernTestStore/AppReducer.swift.",
        command: spec.name)
    }
    return narrowed
  }

  /// The lines changed since the merge base with the base `--changed` names (its one argument),
  /// or with origin/main, or main.
  private static func changedLines(_ arguments: ParsedArguments, course: Course) throws
    -> ChangedLines
  {
    let words = arguments.arguments["step"]?.split(separator: "\n").map(String.init) ?? []
    guard words.count <= 1 else {
      throw UsageError(
        "With --changed, name at most one base to compare with (e.g. origin/main), no steps: "
          + "the change decides what is mutated.", command: spec.name)
    }
    let git = try Git(root: course.root)
    let hasOrigin =
      (try? git.run(["rev-parse", "--verify", "--quiet", "origin/main"]))?
      .termination == .exited(0)
    return try ChangedLines(git: git, base: words.first ?? (hasOrigin ? "origin/main" : "main"))
  }

  /// Each file (relative to the course root) with the path of the file it links to, if it is a
  /// link: a change to a step's file touches every later step that links to it.
  private static func realPaths(of files: [String], in course: Course) -> [String: String] {
    let root = course.root.resolvingSymlinksInPath().path + "/"
    return files.reduce(into: [:]) { paths, file in
      let real = course.url(file).resolvingSymlinksInPath().path
      paths[file] = real.hasPrefix(root) ? String(real.dropFirst(root.count)) : file
    }
  }

  private static func allTargets(_ arguments: ParsedArguments, course: Course, context: Context)
    throws -> [MutationTarget]
  {
    if arguments.has("library") { return [MutationTarget.library(in: course)] }
    if arguments.has("changed") {
      return course.steps.map { MutationTarget.step($0, in: course) }
        + [MutationTarget.library(in: course)]
    }
    let words = arguments.arguments["step"]?.split(separator: "\n").map(String.init) ?? []
    let steps =
      try words.isEmpty
      ? course.steps : words.compactMap { try context.step($0, in: course, command: spec.name) }
    for step in steps { try context.requireAvailable(step, in: course) }
    return steps.map { MutationTarget.step($0, in: course) }
  }

  private static func report(_ result: MutationResult, terminal: Terminal) {
    let name = result.target.name == "library" ? "library" : "step \(result.target.name)"
    let threshold = Int(result.target.threshold * 100)
    if let problem = result.problem {
      terminal.print(terminal.style("✗", .red) + " \(name): \(problem)")
      return
    }
    let mark = result.passes ? terminal.style("✓", .green) : terminal.style("✗", .red)
    let stillborn = result.outcomes.filter { $0.outcome == .stillborn }.count
    let equivalent = result.outcomes.count - result.judged.count - stillborn
    let phases = result.phases.map { "\($0.name) \(Int($0.seconds.rounded())) s" }
    let details =
      "\(stillborn) did not compile, \(equivalent) equivalent, \(result.fromSchemata) from "
      + "schemata; \(Int(result.duration.rounded())) s: \(phases.joined(separator: ", "))"
    terminal.print(
      "\(mark) \(name): \(result.summary), needs \(threshold) %"
        + terminal.style("  (\(details))", .dim))
    if let fallback = result.schemaFallback {
      terminal.print("    " + terminal.style("One build each: \(fallback).", .dim))
    }
    let unreached = result.unreached
    for survivor in result.survivors {
      let note = unreached.contains(survivor) ? "  (no test runs this line)" : ""
      terminal.print("    " + terminal.style(survivor.description, .yellow) + note)
    }
  }
}
