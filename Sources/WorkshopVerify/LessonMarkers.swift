import WorkshopReaders

/// The marks that tie a document's words to the course's data, as HTML comments that every
/// Markdown viewer hides and `show` leaves out:
///
/// - a **fact**, the value between `<!--fact:NAME-->` and `<!--/fact-->`: `catch all
///   <!--fact:bugs-->13<!--/fact-->` says 13, and `verify` holds it against what `CourseFacts`
///   reads from the data under that name;
/// - a **quotation of output**, `<!--output:SOURCE-->` right before the code span or the quoted
///   text it marks (`"…"`, `“…”`, `«…»`, `「…」`), or on a line of its own above a fenced block:
///   `verify` holds the text against what that source really prints (`QuotedOutputSource`).
///
/// The text of a quotation may leave parts out with `…`: within a line it stands for any text,
/// and a line of only `…` for any number of lines.
struct LessonMarkers: Sendable {
  /// One stated fact.
  struct Fact: Equatable, Sendable {
    /// Its name, e.g. `bugs` or `check-timeout`.
    let name: String
    /// The value the document states.
    let value: String
    /// The line it is on, counting from 1.
    let line: Int
  }

  /// One quotation of output.
  struct Quote: Equatable, Sendable {
    /// What printed it.
    let source: QuotedOutputSource
    /// Its lines, as the document quotes them (a block's without its fence's indentation).
    let lines: [String]
    /// Whether it is a fenced block, whose lines stand for whole lines of output; an inline
    /// quotation stands for part of one.
    let isBlock: Bool
    /// The line of its marker, counting from 1.
    let line: Int
  }

  /// The facts, in order.
  private(set) var facts: [Fact] = []
  /// The quotations, in order.
  private(set) var quotes: [Quote] = []
  /// Marks that cannot be read: an unknown source, a fact never closed, an output mark with
  /// nothing after it to quote.
  private(set) var problems: [(line: Int, text: String)] = []

  /// Reads the marks of `markdown`.
  init(_ markdown: String) {
    let document = MarkdownDocument(markdown)
    for (index, line) in document.lines.enumerated() where !document.isCode(index) {
      readFacts(in: line, number: index + 1)
      readQuotes(in: document, at: index)
    }
  }

  private static let factOpen = "<!--fact:"
  private static let factClose = "<!--/fact-->"
  private static let outputOpen = "<!--output:"

  private mutating func readFacts(in line: String, number: Int) {
    var rest = Substring(line)
    while let open = rest.range(of: Self.factOpen) {
      guard let nameEnd = rest[open.upperBound...].range(of: "-->"),
        let close = rest[nameEnd.upperBound...].range(of: Self.factClose)
      else {
        problems.append(
          (number, "a `\(Self.factOpen)…-->` with no `\(Self.factClose)` on its line"))
        return
      }
      let name = rest[open.upperBound..<nameEnd.lowerBound].trimmingCharacters(in: .whitespaces)
      let value = String(rest[nameEnd.upperBound..<close.lowerBound])
      facts.append(Fact(name: name, value: value, line: number))
      rest = rest[close.upperBound...]
    }
  }

  /// Reads the output marks on line `index`.
  private mutating func readQuotes(in document: MarkdownDocument, at index: Int) {
    var rest = Substring(document.lines[index])
    while let open = rest.range(of: Self.outputOpen) {
      guard let end = rest[open.upperBound...].range(of: "-->") else {
        problems.append((index + 1, "an `\(Self.outputOpen)` mark that is never closed"))
        return
      }
      let spec = rest[open.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespaces)
      rest = rest[end.upperBound...]
      guard let source = QuotedOutputSource(spec) else {
        problems.append((index + 1, "`<!--output:\(spec)-->` names no source of output it knows"))
        continue
      }
      let after = rest.drop { $0 == " " }
      if after.isEmpty {
        guard let block = fencedBlock(in: document, after: index) else {
          problems.append((index + 1, "`<!--output:\(spec)-->` is followed by no fenced block"))
          return
        }
        quotes.append(Quote(source: source, lines: block.code, isBlock: true, line: index + 1))
      } else if let (text, remainder) = quotation(at: after) {
        quotes.append(Quote(source: source, lines: [text], isBlock: false, line: index + 1))
        rest = remainder
      } else {
        problems.append(
          (index + 1, "`<!--output:\(spec)-->` is followed by no code span or quotation"))
      }
    }
  }

  /// The closed fenced block that starts on the first non-blank line after `index`.
  private func fencedBlock(in document: MarkdownDocument, after index: Int) -> MarkdownCodeBlock? {
    let start = document.lines[(index + 1)...].firstIndex { !$0.withoutOuterSpaces.isEmpty }
    return document.codeBlocks.first { $0.range.lowerBound == start && $0.isClosed }
  }

  /// The code span or quotation that `text` starts with, and the text after it.
  private func quotation(at text: Substring) -> (String, Substring)? {
    let pairs: [(String, String)] = [
      ("``", "``"), ("`", "`"), ("\"", "\""), ("“", "”"), ("« ", " »"), ("«\u{A0}", "\u{A0}»"),
      ("«", "»"), ("「", "」"),
    ]
    for (open, close) in pairs where text.hasPrefix(open) {
      let body = text.dropFirst(open.count)
      guard let end = body.range(of: close) else { return nil }
      return (String(body[..<end.lowerBound]), body[end.upperBound...])
    }
    return nil
  }
}

/// What printed a quotation of output, as its mark names it.
enum QuotedOutputSource: Equatable, Sendable, CustomStringConvertible {
  /// `bug 4`: the reference tests of the step run with planted bug 4 switched on, as the
  /// planted-bug hunt runs them (each failure `File.swift:line: message`, then its lines).
  case bug(Int)
  /// `caught`: the line that opens the planted-bug table when every bug is caught, in the
  /// document's language.
  case caught
  /// `table`, `table 05`: the planted-bug table of the reference run (of step 05), as `check`
  /// prints it, in the document's language.
  case table(String?)
  /// `message`: a message that the step's code, its checks, the library or the CLI can print,
  /// with its values (and anything the quotation leaves out with `…`) taken as they come.
  case message
  /// `file Tests/__Snapshots__/x.txt`: a file of the step's solution, such as a recorded
  /// snapshot that the reference's tests compare with what the code draws.
  case file(String)
  /// `compile <Swift code>`: what the compiler says of that code (statements apart with `;`) in
  /// the Swift 6 language mode, each diagnostic as `error: …` without its place or group.
  case compile(String)

  /// Reads a mark's source: `bug 4`, `caught`, `table`, `table 05`, `message`, `file <path>`
  /// or `compile <code>`.
  init?(_ spec: String) {
    let words = spec.split(separator: " ", maxSplits: 1).map(String.init)
    switch (words.first, words.count) {
    case ("caught", 1): self = .caught
    case ("table", 1): self = .table(nil)
    case ("table", 2): self = .table(words[1])
    case ("message", 1): self = .message
    case ("bug", 2):
      guard let number = Int(words[1]) else { return nil }
      self = .bug(number)
    case ("file", 2): self = .file(words[1])
    case ("compile", 2): self = .compile(words[1])
    default: return nil
    }
  }

  /// The source as a mark names it.
  var description: String {
    switch self {
    case .bug(let number): return "bug \(number)"
    case .caught: return "caught"
    case .table(let step): return step.map { "table \($0)" } ?? "table"
    case .message: return "message"
    case .file(let path): return "file \(path)"
    case .compile(let code): return "compile \(code)"
    }
  }
}
