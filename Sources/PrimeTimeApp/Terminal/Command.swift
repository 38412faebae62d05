import Foundation

/// One command typed at the prompt.
enum Command: Equatable {
  case increment
  case decrement
  case nthPrime
  case favorite
  case dismiss
  case open
  case back
  /// Delete the favourites at these positions, counting from 1 as the screen does.
  case delete([Int])
  case save
  case load
  case help
  case quit

  /// Reads a line: `nil` for a blank line or a `#` comment (handy in scripts).
  ///
  /// ```swift
  /// try Command.parse("del 1 3")  // .delete([1, 3])
  /// try Command.parse("jump")     // throws CommandError.unknown("jump")
  /// ```
  static func parse(_ line: String) throws -> Command? {
    let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    guard let name = words.first, !name.hasPrefix("#") else { return nil }
    let arguments = words.dropFirst()
    if name == "del" {
      let positions = arguments.compactMap { Int($0) }
      guard !positions.isEmpty, positions.count == arguments.count else {
        throw CommandError.badPositions
      }
      return .delete(positions)
    }
    guard let command = simpleCommands[name] else { throw CommandError.unknown(line) }
    guard arguments.isEmpty else { throw CommandError.unexpectedArguments(name) }
    return command
  }

  private static let simpleCommands: [String: Command] = [
    "+": .increment, "-": .decrement, "nth": .nthPrime, "fav": .favorite,
    "dismiss": .dismiss, "open": .open, "back": .back, "save": .save, "load": .load,
    "help": .help, "quit": .quit,
  ]
}

/// A line that is not a command.
enum CommandError: Error, Equatable {
  case unknown(String)
  case unexpectedArguments(String)
  case badPositions

  /// What to tell the user, in one line.
  var message: String {
    switch self {
    case let .unknown(line):
      let shown = line.trimmingCharacters(in: .whitespaces).escapingControlCharacters
      return "Unknown command '\(shown)'. "
        + HelpText.commandList
    case let .unexpectedArguments(name):
      return "'\(name)' takes nothing after it. \(HelpText.commandList)"
    case .badPositions:
      return "'del' needs the positions of favourites, as numbers: del 1, or del 1 3."
    }
  }
}

extension String {
  /// The text with control characters (escape, bell, backspace, …) written as `\u{1B}`, so
  /// that printing it cannot move the cursor, recolour or clear the terminal.
  var escapingControlCharacters: String {
    unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control
        ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }.joined()
  }
}
