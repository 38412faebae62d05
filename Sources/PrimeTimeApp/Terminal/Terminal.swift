import Foundation

/// Where the app reads its commands and writes its screens: the real terminal, or, in tests, a
/// script of lines and a buffer.
///
/// ```swift
/// var output = ""
/// let terminal = Terminal(lines: ["+", "nth"], output: { output += $0 })
/// ```
public struct Terminal {
  /// The next line of input without its newline, or `nil` at the end of the input.
  public var readLine: () -> String?
  /// Writes text to standard output, as it is (callers end their lines with "\n").
  public var write: (String) -> Void
  /// Writes text to standard error, as it is.
  public var writeError: (String) -> Void
  /// Whether a person is typing: the app then prompts with "> ". Otherwise (piped input,
  /// tests) it echoes every command it reads after "> ", so that the output reads as a
  /// transcript.
  public var isInteractive: Bool

  /// Creates a terminal from its four parts.
  public init(
    readLine: @escaping () -> String?,
    write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void,
    isInteractive: Bool
  ) {
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
    self.isInteractive = isInteractive
  }

  /// The process's standard input, output and error; interactive when input is a terminal.
  public static var standard: Terminal {
    Terminal(
      readLine: { Swift.readLine(strippingNewline: true) },
      write: { text in
        // NB: flushed at once, so that a prompt shows before the program waits for input.
        fputs(text, stdout)
        fflush(stdout)
      },
      writeError: { text in fputs(text, stderr) },
      isInteractive: isatty(STDIN_FILENO) != 0
    )
  }

  /// A terminal that reads `lines` one by one and sends everything written, to output and
  /// error alike, to `output`: for tests.
  public init(lines: [String], output: @escaping (String) -> Void) {
    var remaining = lines[...]
    self.init(
      readLine: { remaining.popFirst() },
      write: output,
      writeError: output,
      isInteractive: false
    )
  }
}
