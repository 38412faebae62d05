/// What the command line asked for.
public struct Options: Equatable, Sendable {
  /// The world to run in (`--env`).
  public var environment = DemoEnvironment.default
  /// Whether to print every action and the state change it made (`--debug`).
  public var debug = false

  /// Options with the defaults: the default environment, no debug output.
  public init() {}

  /// What to do, read from the arguments after the program's name.
  ///
  /// ```swift
  /// try Options.parse(["--env", "stress", "--debug"])  // .run(Options(stress, debug))
  /// try Options.parse(["--help"])                      // .help
  /// ```
  ///
  /// - Throws: `UsageError` for an unknown argument or a missing or unknown environment.
  public static func parse(_ arguments: [String]) throws -> Request {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        return .help
      case "--debug":
        options.debug = true
      case "--env":
        guard let name = remaining.popFirst() else {
          throw UsageError("--env needs a value: \(environmentNames)")
        }
        options.environment = try environment(named: name)
      case _ where argument.hasPrefix("--env="):
        options.environment = try environment(named: String(argument.dropFirst("--env=".count)))
      default:
        throw UsageError("unknown argument '\(argument)'")
      }
    }
    return .run(options)
  }

  /// What the arguments ask for: run the app, or show the help.
  public enum Request: Equatable, Sendable {
    /// Run the app with these options.
    case run(Options)
    /// Print the help and stop.
    case help
  }

  private static var environmentNames: String {
    DemoEnvironment.allCases.map(\.rawValue).joined(separator: ", ")
  }

  private static func environment(named name: String) throws -> DemoEnvironment {
    guard let environment = DemoEnvironment(rawValue: name) else {
      throw UsageError("unknown environment '\(name)' (choose one of: \(environmentNames))")
    }
    return environment
  }
}

/// A command line the app cannot run; it exits with status 64, as `sysexits.h` asks.
public struct UsageError: Error, Equatable {
  /// What is wrong, in one line.
  public let message: String

  /// A usage error that says `message`.
  public init(_ message: String) {
    self.message = message
  }
}
