import Foundation
import WorkshopLocalization
import WorkshopTestRuns

/// Where the CLI writes, and whether it may use colour and ask questions there.
///
/// Colour is used only when standard output is a terminal, `NO_COLOR` is unset or empty, and
/// `TERM` is not `dumb`. Questions are asked only when standard input is a terminal.
public struct Terminal: Sendable {
  /// Whether output may carry ANSI colour codes.
  public let usesColor: Bool
  /// Whether standard output is a terminal (so a status line can be redrawn in place).
  public let isInteractiveOutput: Bool
  /// Whether standard input is a terminal (so the user can be asked a question).
  public let canAsk: Bool
  /// The columns that text is laid out to: `COLUMNS`, else the terminal's width, else 80; at
  /// most `maximumWidth`, since longer lines are hard to read (unless given at creation).
  public let width: Int

  /// The widest that text is laid out, however wide the terminal.
  public static let maximumWidth = 100

  /// Creates a terminal description; the defaults inspect the real process.
  public init(
    usesColor: Bool? = nil, isInteractiveOutput: Bool? = nil, canAsk: Bool? = nil,
    width: Int? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let outputIsTTY = isatty(STDOUT_FILENO) == 1
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
    self.isInteractiveOutput = isInteractiveOutput ?? outputIsTTY
    self.usesColor = usesColor ?? (outputIsTTY && !noColor)
    self.canAsk = canAsk ?? (isatty(STDIN_FILENO) == 1)
    let columns =
      environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
      ?? (self.isInteractiveOutput ? Terminal.windowWidth() : nil) ?? 80
    // NB: a width given outright (a test's) is taken as it is.
    self.width = width ?? min(Terminal.maximumWidth, max(20, columns))
  }

  /// A terminal without colour or questions, as output to a file or a pipe, 80 columns wide.
  public static let plain = Terminal(
    usesColor: false, isInteractiveOutput: false, canAsk: false, width: 80)

  /// Text styles, rendered as ANSI codes only when colour is on.
  public enum Style: String, Sendable {
    /// Emphasis: headings and names.
    case bold = "1"
    /// Secondary text: times, paths in passing.
    case dim = "2"
    /// Success.
    case green = "32"
    /// Failure.
    case red = "31"
    /// Attention: something to do next.
    case yellow = "33"
    /// Code and commands.
    case cyan = "36"
    /// Emphasis within a sentence.
    case italic = "3"
  }

  /// `text` in `style`, or unchanged without colour.
  public func style(_ text: String, _ styles: Style...) -> String {
    style(text, styles)
  }

  /// `text` in `styles`, or unchanged without colour.
  public func style(_ text: String, _ styles: [Style]) -> String {
    guard usesColor, !styles.isEmpty, !text.isEmpty else { return text }
    return "\u{1B}[\(styles.map(\.rawValue).joined(separator: ";"))m\(text)\u{1B}[0m"
  }

  /// Writes `text` and a newline to standard output, at once, as it is: lines already laid out
  /// (a screen, whose code lines stay whole), a diff, a document.
  public func print(_ text: String = "") {
    write(text + "\n")
  }

  /// Writes `text` and a newline to standard output, each of its lines folded to the width
  /// (`folding(_:)`): the tool's own sentences, which must fit the terminal.
  public func printWrapped(_ text: String) {
    print(fitting(text))
  }

  /// `text` with each of its lines folded to the width.
  func fitting(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { folding(String($0)) }.joined(separator: "\n")
  }

  /// Writes `text` to standard output, at once; dropped once the command is interrupted, and
  /// when no one reads it any more.
  public func write(_ text: String) {
    StandardStreams.write(text)
  }

  /// Writes `text` and a newline to standard error.
  public func printError(_ text: String) {
    StandardStreams.write(text + "\n", to: .error)
  }

  /// Shows `text` as a status line that the next status or print replaces (terminals only;
  /// elsewhere the text is printed once as a line). On a terminal the line is cut to one column
  /// less than its width: a line the terminal wrapped would leave its first rows behind, since
  /// only the last row can be cleared.
  public func status(_ text: String) {
    if isInteractiveOutput {
      write("\r\u{1B}[2K" + statusLine(text))
    } else {
      print(text)
    }
  }

  /// `text` cut to `width - 1` columns, ending with `…` where it was cut; colour codes kept, and
  /// ended where the cut left one open.
  func statusLine(_ text: String) -> String {
    guard displayWidth(text) >= width else { return text }
    return cut(text, toWidth: width - 1) + (usesColor ? "\u{1B}[0m" : "")
  }

  /// The width of the terminal's window, if standard output is one.
  private static func windowWidth() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, windowSizeRequest, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// `text` as lines of at most `width` columns, measured in display columns (a CJK character
  /// takes two): the first after `indent`, the rest after `hanging` (as deep as `indent` unless
  /// given). A word wider than the line is broken after a `.`, `_` or `/`, else where it must.
  public func wrapping(_ text: String, indent: String, hanging: String? = nil) -> [String] {
    wrapped(text, width: width, indent: indent, hanging: hanging)
  }

  /// `line` as it fits the width: unchanged when it does, else wrapped with a hanging indent, its
  /// later lines under the text after its own indentation and its mark (`✓ `, `✗  `, `- `), or
  /// two columns deeper when it has none. Every character is kept, a word wider than the line
  /// broken after a `.`, `_` or `/`, else where it must.
  public func folding(_ line: String) -> [String] {
    folded(line, width: width)
  }

  /// Removes the status line, if the output is a terminal.
  public func clearStatus() {
    if isInteractiveOutput { write("\r\u{1B}[2K") }
  }

  /// Asks a yes/no question on the terminal; `nil` when there is no terminal to ask on.
  public func confirm(_ question: String) -> Bool? {
    guard canAsk else { return nil }
    write(question + " [y/N] ")
    guard let answer = readLine() else { return false }
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }
}

#if canImport(Darwin)
  // NB: Swift cannot import Darwin's TIOCGWINSZ, a function-like macro: _IOR('t', 104, winsize).
  private let windowSizeRequest: UInt = 0x4008_7468
#else
  private let windowSizeRequest = UInt(TIOCGWINSZ)
#endif
