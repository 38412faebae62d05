import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopReaders
import WorkshopTerminal

/// `workshop solution N`: the git-style diff that turns the learner's files into the reference
/// solution; `--file <name>` hands out one file of it instead.
enum SolutionCommand: Command {
  static let spec = CommandSpec(
    name: "solution",
    abstract: "Show the difference between your files and the reference solution of a step.",
    arguments: [stepArgument],
    options: [
      OptionSpec(
        name: "yes", short: "y", help: "Show it even if the step is not done, without asking."),
      OptionSpec(
        name: "file", valueName: "name",
        help: "Copy this one file of the reference over yours, after backing yours up."),
    ],
    discussion: """
      The diff turns your files (Exercises/) into the reference (Solutions/), in the format \
      `git diff` prints: `git apply` and `patch -p1` read it as it is. If the step is not done \
      yet you are asked first; without a terminal to ask on, pass --yes.

      --file hands out one file (Store.swift, or Tests/StoreTests.swift): your version goes to \
      .workshop/backups/<time>/NN-Name/ first, as `reset` keeps it.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let step = try course.step(named: arguments.arguments["step"] ?? "", command: spec.name)
    try context.requireAvailable(step, in: course)
    let terminal = context.terminal
    let state = course.statuses(with: context.progress(of: course)).first { $0.step == step }?.state
    if state != .done, !arguments.has("yes") {
      let question =
        localized(
          """
          Step \(step.number) is not done yet. Seeing the solution now skips the part where you \
          learn the most. Show it anyway?
          """
        )
      switch terminal.confirm(question) {
      case nil:
        throw EnvironmentError(
          localized(
            """
            Step \(step.number) is not done yet, and there is no terminal to ask whether to show \
            its solution anyway. Run `\(Context.invocation) solution \(step.number) --yes` to \
            show it.
            """
          ))
      case false?:
        terminal.printWrapped(
          localized(
            "Not showing it. `\(Context.invocation) hint \(step.number)` may be all you need."))
        return .success
      case true?:
        break
      }
    }
    if let name = arguments.options["file"] {
      return try handOut(name, of: step, in: course, context: context)
    }

    let diff = solutionDiff(for: step, in: course)
    let own = learnersOwnFiles(of: step, in: course)
    guard !diff.isEmpty else {
      terminal.printWrapped(
        own.isEmpty
          ? localized("Your files match the reference solution of step \(step.number).")
          : localized(
            """
            Your files match the reference solution of step \(step.number), apart from your \
            own files, which the step did not ship: \(own.joined(separator: ", ")).
            """))
      return .success
    }
    for line in diff { terminal.print(colored(line, terminal)) }
    terminal.print()
    if !own.isEmpty {
      terminal.printWrapped(
        terminal.style(
          localized(
            """
            Left out of the diff, so that applying it keeps them: your own files, which the \
            step did not ship: \(own.joined(separator: ", ")).
            """), .dim))
    }
    terminal.printWrapped(
      terminal.style(
        localized(
          """
          To take the reference over, run `\(Context.invocation) solution \(step.number) --yes \
          | git apply`: it turns your files into the reference. To keep a copy of your version, \
          run `\(Context.invocation) reset \(step.number)` first: it backs your files up in \
          .workshop/backups/ and restores the shipped ones.
          """
        ), .dim))
    return .success
  }

  /// Copies one reference file over the learner's, and says where their version went.
  static func handOut(_ name: String, of step: Step, in course: Course, context: Context) throws
    -> ExitCode
  {
    let handout = SolutionHandout(course: course, step: step)
    let file = try handout.file(named: name, command: spec.name)
    let terminal = context.terminal
    let path = "\(step.exercisePath)/\(file)"
    switch try handout.handOut(file) {
    case .unchanged:
      terminal.printWrapped(localized("\(path) already matches the reference; nothing to do."))
    case .copied(let backup):
      terminal.printWrapped(
        "  " + terminal.style("↓", .green) + " "
          + (backup.map {
            localized(
              "\(path) is now the reference's; your version is in \(terminal.style($0, .bold)).")
          } ?? localized("\(path) is now the reference's.")))
    }
    return .success
  }

  /// The diff of every file of the reference the learner works in (app code and Tests/). A file
  /// only the learner's folder has (notes, data, a helper of their own) is never in it: applying
  /// the diff must not delete their work.
  static func solutionDiff(for step: Step, in course: Course) -> [String] {
    let own = Set(learnersOwnFiles(of: step, in: course))
    let solution = StepFiles(root: course.root, folder: step.solutionPath)
    let names = solution.learnerFiles.map { String($0.dropFirst(step.solutionPath.count + 1)) }
      .filter { !own.contains("\(step.exercisePath)/\($0)") }
    return names.sorted().flatMap { name in
      let old = try? String(contentsOf: course.url("\(step.exercisePath)/\(name)"), encoding: .utf8)
      let new = try? String(contentsOf: course.url("\(step.solutionPath)/\(name)"), encoding: .utf8)
      // NB: both sides name the learner's file, so that the patch applies to their clone.
      return unifiedDiff(old: old, new: new, path: "\(step.exercisePath)/\(name)")
    }
  }

  /// The learner's own files, relative to the course root: those the reference does not have,
  /// and, where git can tell, those the step did not ship though the reference has a file at the
  /// same place (a snapshot the learner recorded). Git can tell only when HEAD has the step's
  /// folder: a folder renamed since says nothing about what was shipped in it.
  static func learnersOwnFiles(of step: Step, in course: Course) -> [String] {
    let solution = StepFiles(root: course.root, folder: step.solutionPath)
    let reference = Set(
      solution.learnerFiles.map { String($0.dropFirst(step.solutionPath.count + 1)) })
    let git = (try? Git(root: course.root)).flatMap {
      $0.head() == nil || !$0.contains(step.exercisePath, at: "HEAD") ? nil : $0
    }
    return StepFiles(root: course.root, folder: step.exercisePath).learnerFiles.filter { path in
      !reference.contains(String(path.dropFirst(step.exercisePath.count + 1)))
        || git.map { !$0.contains(path, at: "HEAD") } ?? false
    }
  }

  static func colored(_ line: String, _ terminal: Terminal) -> String {
    if ["diff --git ", "---", "+++", "new file", "deleted file"].contains(where: line.hasPrefix) {
      return terminal.style(line, .bold)
    }
    if line.hasPrefix("@@") { return terminal.style(line, .cyan) }
    if line.hasPrefix("-") { return terminal.style(line, .red) }
    if line.hasPrefix("+") { return terminal.style(line, .green) }
    return line
  }
}
