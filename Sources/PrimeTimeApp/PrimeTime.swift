import Foundation

/// The `primetime` program: the workshop's counter, nth prime and favourite primes app, run in
/// a terminal on the reference reducers of step 08.
///
/// ```swift
/// exit(PrimeTime.main(arguments: ["--env", "stress"], terminal: .standard))
/// ```
public enum PrimeTime {
  /// Exit status for a normal run, and for `--help`.
  public static let success: Int32 = 0
  /// Exit status for a command line the program cannot run (`EX_USAGE`).
  public static let usageError: Int32 = 64

  /// Runs the program with `arguments` (without the program's name) on `terminal`, until
  /// `quit` or the end of the input.
  ///
  /// - Returns: The exit status: `success`, or `usageError` for bad arguments.
  public static func main(arguments: [String], terminal: Terminal) -> Int32 {
    let options: Options
    do {
      switch try Options.parse(arguments) {
      case .help:
        terminal.write(HelpText.options)
        return success
      case let .run(parsed):
        options = parsed
      }
      try checkBuildAllows(options.environment)
    } catch let error as UsageError {
      terminal.writeError("primetime: \(error.message)\n\(HelpText.usage)\n")
      return usageError
    } catch {
      terminal.writeError("primetime: \(error)\n")
      return usageError
    }
    run(
      options, environment: options.environment.appEnvironment,
      favoritesFile: options.environment.favoritesFile, terminal: terminal)
    return success
  }

  /// Runs a session in `environment`, which tests may build themselves, checking
  /// `favoritesFile` after each save and load when there is one.
  static func run(
    _ options: Options, environment: AppEnvironment, favoritesFile: FavoritesFile? = nil,
    terminal: Terminal, effectTimeout: TimeInterval = 10
  ) {
    let session = Session(
      environment: environment, favoritesFile: favoritesFile, terminal: terminal,
      debug: options.debug, effectTimeout: effectTimeout)
    session.run(banner: banner(options))
  }

  /// The lines printed before the first screen.
  static func banner(_ options: Options) -> String {
    let debug = options.debug ? "\nDebug: every action is shown with its change to the state." : ""
    return "PrimeTime: the workshop's app, on the reference reducers of step 08.\n"
      + "Environment: \(options.environment.summary)\(debug)\n"
      + "Type 'help' for the commands."
  }

  /// A release build's `Current` is a constant, the live environment: there is nothing else
  /// it can run in.
  private static func checkBuildAllows(_ environment: DemoEnvironment) throws {
    #if !DEBUG
      guard environment == .live else {
        throw UsageError(
          "--env \(environment.rawValue) needs a debug build (`swift run primetime`): "
            + "a release build always runs live")
      }
    #endif
  }
}
