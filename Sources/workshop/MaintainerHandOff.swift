import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopTerminal
import WorkshopTestRuns

/// A maintainers' command typed into the learner's tool (`swift run workshop verify`): the
/// maintainers' executable is built beside this one (once; later a quick up-to-date check), then
/// runs in this process's place with the same words, so its output and exit status are the
/// command's own. `WORKSHOP_MAINTAINER_EXECUTABLE` names a built one to use instead.
struct MaintainerHandOff {
  /// The name of the command handed over.
  let command: String

  /// The hand-off for `words`, or `nil` when they name none of the maintainers' commands.
  init?(words: [String]) {
    guard let command = MaintainerCommands.command(in: words) else { return nil }
    self.command = command
  }

  func run(context: Context) -> ExitCode {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["WORKSHOP_MAINTAINER_EXECUTABLE"], !named.isEmpty {
      return execute(URL(fileURLWithPath: named), context: context)
    }
    let learnerExecutable = URL(fileURLWithPath: CommandLine.arguments[0])
    guard let build = MaintainerBuild(beside: learnerExecutable) else {
      return context.report(
        EnvironmentError(
          localized(
            """
            `\(command)` is a maintainers' command, run by \(MaintainerCommands.executable), and \
            this workshop executable is not in a package's build folder to build it beside. \
            Run `\(Context.invocation) \(command)` from the workshop's folder.
            """)))
    }
    do {
      let package = try SwiftPackage(root: build.package, scratch: build.scratch)
      if !FileManager.default.isExecutableFile(atPath: build.executable.path) {
        context.terminal.printError(
          context.terminal.style(
            localized(
              """
              `\(command)` is a maintainers' command: building \(MaintainerCommands.executable) \
              first (only this once)…
              """), .dim))
      }
      // NB: unmarked, so that SwiftPM's cached manifest serves every hand-off (see `isMarked`).
      let result = try runProcess(
        package.swift, arguments: build.arguments,
        environment: MaintainerBuild.environment(over: environment), directory: build.package,
        timeout: 3600, isMarked: false)
      guard result.termination == .exited(0) else {
        context.terminal.printError(result.output)
        return context.report(
          EnvironmentError(
            localized(
              "Could not build \(MaintainerCommands.executable) for `\(command)` (see above).")))
      }
    } catch {
      return context.report(error)
    }
    return execute(build.executable, context: context)
  }

  /// Replaces this process with `executable`, given this process's own arguments.
  private func execute(_ executable: URL, context: Context) -> ExitCode {
    let arguments = [executable.path] + CommandLine.arguments.dropFirst()
    var pointers = arguments.map { strdup($0) } + [nil]
    fflush(nil)
    // NB: a Ctrl-C during the handover waits for the other executable's handler.
    Interrupts.holdSignals()
    execv(executable.path, &pointers)
    let reason = String(cString: strerror(errno))
    Interrupts.releaseSignals()
    return context.report(
      EnvironmentError(
        localized("Could not start \(executable.path): \(reason).")))
  }
}
