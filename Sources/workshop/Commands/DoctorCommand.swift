import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopTerminal

/// `workshop doctor`: what an instructor sends out before a class. Checks the machine, then
/// builds every step once, so that in class each first `check` takes seconds.
enum DoctorCommand: Command {
  static let spec = CommandSpec(
    name: "doctor",
    abstract: "Before a class: check this machine, then build every step once.",
    options: [
      OptionSpec(name: "skip-build", help: "Check the machine only; build nothing.")
    ],
    discussion: """
      Checks the Swift version (\(MachineCheck.minimumSwift.major).\
      \(MachineCheck.minimumSwift.minor) or later; tested with \
      \(MachineCheck.testedSwift.joined(separator: " and ")), a warning otherwise), git, that the checkout can be written, the \
      free disk space and whether the output is in colour; each problem comes with its fix. \
      Then it builds every step once into .build-workshop/, the folder `check` uses, and prints \
      each step's build time: afterwards a first check needs no network and takes seconds. \
      Exits \(ExitCode.environment) when the machine has a problem, \(ExitCode.failure) when a \
      step does not compile.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let terminal = context.terminal
    terminal.printWrapped(terminal.style(localized("This machine"), .bold))
    let checks = machineChecks(root: course.root, usesColor: terminal.usesColor)
    let nameWidth = (checks.map { displayWidth($0.name) }.max() ?? 0) + 2
    for check in checks {
      let mark =
        !check.isFine
        ? terminal.style("✗", .red)
        : check.warning == nil ? terminal.style("✓", .green) : terminal.style("!", .yellow)
      terminal.printWrapped(
        "  \(mark) " + padded(check.name, toWidth: nameWidth) + check.finding)
      if let note = check.fix ?? check.warning {
        terminal.printWrapped("      " + terminal.style(note, .yellow))
      }
    }
    guard checks.allSatisfy(\.isFine) else {
      terminal.print()
      terminal.printWrapped(
        localized("Fix the problems above, then run `\(Context.invocation) doctor` again."))
      return .environment
    }
    guard !arguments.has("skip-build") else { return .success }
    return try buildEveryStep(of: course, terminal: terminal)
  }

  /// Builds each available step in the folder `check` uses, one line per step.
  private static func buildEveryStep(of course: Course, terminal: Terminal) throws -> ExitCode {
    let steps = course.steps.filter(course.isAvailable)
    let package = try CheckRunner.package(of: course)
    let lock = try ScratchLock(folder: package.scratch, timeout: 1800) {
      terminal.printWrapped(
        localized("Waiting for another workshop command to finish with .build-workshop…"))
    }
    defer { withExtendedLifetime(lock) {} }
    terminal.print()
    let heading =
      terminal.style(localized("Building every step"), .bold) + "  "
      + terminal.style(localized("(the first one builds the library too, and takes longest)"), .dim)
    terminal.printWrapped(heading)
    var broken: [Step] = []
    for (index, step) in steps.enumerated() {
      let bar = Terminal.progressBar(done: index, total: steps.count, width: 20)
      let building = "  \(bar) " + localized("building \(step.number)…")
      if terminal.isInteractiveOutput { terminal.status(building) }
      // NB: the build's own count of its tasks, as it goes: progress to watch, not a promise.
      let result = try package.build(
        step, of: course, timeout: 1800,
        onProgress: { progress in
          guard terminal.isInteractiveOutput else { return }
          terminal.status(building + " [\(progress.done)/\(progress.total)]")
        })
      if terminal.isInteractiveOutput { terminal.clearStatus() }
      let time = String(format: "%.1f s", result.duration)
      if result.succeeded {
        terminal.printWrapped("  " + terminal.style("✓", .green) + " \(step.heading)  \(time)")
      } else {
        broken.append(step)
        let why =
          result.timedOut
          ? localized("the build timed out")
          : localized("does not compile (\(result.errors.count) errors)")
        terminal.printWrapped("  " + terminal.style("✗", .red) + " \(step.heading)  \(why)")
      }
    }
    terminal.print()
    guard broken.isEmpty else {
      let numbers = broken.map(\.number).joined(separator: ", ")
      terminal.printWrapped(
        localized(
          """
          Step \(numbers) did not build: `\(Context.invocation) check \(broken[0].number)` shows \
          the errors. Every other step is ready.
          """
        ))
      return .failure
    }
    terminal.printWrapped(
      terminal.style(localized("Ready."), .green, .bold) + sentenceSpace
        + localized("Every step is built; a first `check` now takes seconds, offline."))
    return .success
  }
}
