import Foundation
import WorkshopCore

/// `workshop mutate [<step>…] [--library] [--only <path>]`: for maintainers. Mutation testing of
/// the reference code: every mutant the checks and reference tests fail to notice is a wrong
/// answer a learner could get a green check for.
enum MutateCommand: Command {
  static let spec = CommandSpec(
    name: "mutate",
    abstract: "For maintainers: do the checks catch wrong answers? Mutation-test the reference.",
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
      OptionSpec(name: "list", help: "List the mutants without building or running anything."),
      OptionSpec(
        name: "scratch", valueName: "folder",
        help:
          "Where to put the scratch copy (default: .build-mutate in the course): a new or "
          + "empty folder outside the course, which the workshop marks as its own and empties "
          + "on every run."),
    ],
    discussion: """
      Copies the working tree into a scratch folder (your files are only read), then for each \
      step makes mutants of its reference code in Solutions/: swapped operators, true ↔ false, \
      integer literals one off, a deleted statement or case body, swapped arguments, .live ↔ \
      .mock, a dropped .cancellable / .receive(on:) / .fireAndForget(), an emptied returned \
      collection or nil. Each mutant is built with the step alone and judged by the step's \
      solution checks and the reference tests a learner writes; a mutant they all pass \
      survives. Mutants that cannot change behaviour are listed, with a reason each, in \
      \(EquivalentMutants.path) and skipped. Prints `killed k/n (p %)` per step with every \
      survivor as `file:line  change`, and exits 1 when a step kills under 90 % (the library \
      under 95 %).
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let terminal = context.terminal
    let targets = try self.targets(arguments, course: course, context: context)
    let scratch = arguments.options["scratch"].map { URL(fileURLWithPath: $0).standardizedFileURL }
    var runner = MutationRunner(course: course, scratch: scratch)
    if arguments.has("list") {
      for target in targets {
        let mutants = try runner.mutants(of: target)
        terminal.print(terminal.style("\(target.name): \(mutants.count) mutants", .bold))
        for mutant in mutants { terminal.print("  \(mutant.description)") }
      }
      return .success
    }
    runner.onProgress = { target, done, total in
      guard terminal.isInteractiveOutput else { return }
      let bar = ListCommand.progressBar(done: done, total: max(total, 1), width: 20)
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
    let narrowed = all.compactMap { $0.narrowed(to: prefix) }
    guard !narrowed.isEmpty else {
      throw UsageError(
        "No file to mutate starts with \(prefix). Name a path from the course root, such as "
          + "Sources/EffectKitAsyncTesting or Solutions/14-ModernTestStore/AppReducer.swift.",
        command: spec.name)
    }
    return narrowed
  }

  private static func allTargets(_ arguments: ParsedArguments, course: Course, context: Context)
    throws -> [MutationTarget]
  {
    if arguments.has("library") { return [MutationTarget.library(in: course)] }
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
    terminal.print(
      "\(mark) \(name): \(result.summary), needs \(threshold) %"
        + terminal.style(
          String(
            format: "  (%d did not compile, %d equivalent; %.0f s)", stillborn, equivalent,
            result.duration), .dim))
    for survivor in result.survivors {
      terminal.print("    " + terminal.style(survivor.description, .yellow))
    }
  }
}
