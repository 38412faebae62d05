import Foundation

/// A file with many of its mutants compiled in at once (a mutant schema): each line a mutant
/// changes holds the original and every mutant's version, and the number in the environment
/// variable `WORKSHOP_MUTANT` picks one when the tests run, so one build serves them all.
///
/// A statement on a line of its own becomes
/// `if workshopMutant(3) { <mutant 3> } else { <original> }`, and the value of a `let` or `var`
/// on one line, or the condition of a `guard` or `if`,
/// `(workshopMutant(3) ? (<mutant 3>) : (<original>))`; the line count stays, so the
/// compiler's errors point at the line and the column of the version that does not compile.
/// A value no line form holds is picked where it stands (`MutantSchema+InPlace`); a mutant no
/// line holds at all gets a copy of the body around it (`MutantSchema+Bodies`). The rest are
/// built one at a time.
struct MutantSchema {
  /// The environment variable that switches mutants on: their numbers, comma-separated (a
  /// lesson mistake's edits in several bodies are several mutants), 0 for none.
  static let variable = "WORKSHOP_MUTANT"

  /// The file with the mutants compiled in.
  let text: String
  /// The numbers of the mutants it holds.
  let included: Set<Int>
  /// Each rewritten line (from 1): the UTF-8 columns (from 1) each mutant's version spans, and
  /// whether the line picks statements (`if`) rather than values (`?:`).
  let rewritten: [Int: (columns: [(id: Int, range: Range<Int>)], isStatement: Bool)]
  /// The indentation of each line of the original (from line 1 at index 0); `nil` for a blank
  /// line.
  private let indents: [Int?]
  /// The line of the original (from 1) each line of `text` stands for (at index 0, line 1).
  private let origins: [Int]
  /// The mutant whose copy of a body each such line of `text` (from 1) belongs to.
  private let owners: [Int: Int]
  /// The lines of the original (from 1) of each body copied for mutants, opener and closing
  /// brace included, with those mutants.
  private let copiedBodies: [(lines: ClosedRange<Int>, ids: Set<Int>)]

  /// The schema of `text`, holding whichever of `mutants` (numbered) it can.
  init(text: String, mutants: [(id: Int, mutant: Mutant)]) {
    let generator = MutantGenerator(file: "", text: text)
    let lines = generator.lines
    var versions: [Int: [(id: Int, text: String)]] = [:]
    for (id, mutant) in mutants {
      guard let changed = Self.changedLines(of: mutant, in: generator, lines: lines) else {
        continue
      }
      for (index, version) in changed { versions[index, default: []].append((id, version)) }
    }
    let forms = versions.keys.reduce(into: [Int: Form]()) { forms, index in
      forms[index] = Self.form(of: index, in: generator, lines: lines)
    }
    // NB: a mutant goes in only when every line it changes can hold it.
    var excluded = Set<Int>()
    for (index, all) in versions {
      let form = forms[index]
      for version in all where !(form?.fits(version.text) ?? false) {
        excluded.insert(version.id)
      }
      // NB: a chain of ternaries over text joined with `+` can take the type checker longer
      // than it allows.
      if let form, !form.isStatement, Self.joinsText(lines[index]) {
        let fitting = all.filter { form.fits($0.text) }
        excluded.formUnion(fitting.dropFirst(Self.maxVersionsInPlace).map(\.id))
      }
    }
    var output = lines.map { String(generator.source.text($0.range)) }
    var rewritten: [Int: (columns: [(id: Int, range: Range<Int>)], isStatement: Bool)] = [:]
    for (index, all) in versions {
      let chosen = all.filter { !excluded.contains($0.id) }
      guard !chosen.isEmpty, let form = forms[index] else { continue }
      let (line, columns) = Self.rewrite(lines[index], form: form, versions: chosen)
      output[index] = line
      rewritten[index + 1] = (columns, form.isStatement)
    }
    let wholeLines = Set(versions.values.flatMap { $0.map(\.id) }).subtracting(excluded)
    let picked = Self.pickInPlace(
      mutants.filter { !wholeLines.contains($0.id) }, generator: generator, lines: lines,
      skipping: Set(rewritten.keys), into: &output)
    for (line, columns) in picked { rewritten[line] = (columns, false) }
    let onLines = wholeLines.union(picked.values.flatMap { $0.map(\.id) })
    let bodies = Self.copyBodies(
      mutants.filter { !onLines.contains($0.id) }, generator: generator, lines: lines,
      statementLines: Set(rewritten.filter(\.value.isStatement).keys.map { $0 - 1 }))
    let assembled = Self.assemble(output, bodies: bodies)
    self.text = assembled.lines.joined(separator: "\n") + Self.switchCode
    self.included = onLines.union(bodies.flatMap { $0.versions.map(\.id) })
    self.rewritten = rewritten
    self.indents = lines.map { $0.text.isEmpty ? nil : $0.indent }
    self.origins = assembled.origins
    self.owners = assembled.owners
    self.copiedBodies = bodies.map {
      (($0.opener + 1)...($0.closer + 1), Set($0.versions.map(\.id)))
    }
  }

  /// Whether `line` joins values with `+` and holds text (a string literal).
  static func joinsText(_ line: MutantGenerator.Line) -> Bool {
    line.code.contains("+") && !line.isAllCode
  }

  /// The switch each schema file carries, private to it. With `MutantReach.variable` set, it
  /// also notes in that file, once a process, each mutant whose line runs.
  static let switchCode = """

    import Foundation

    private let workshopActiveMutants = Set(
      (ProcessInfo.processInfo.environment["\(variable)"] ?? "").split(separator: ",")
        .compactMap { Int($0) })
    private let workshopReach = WorkshopReach(
      path: ProcessInfo.processInfo.environment["\(MutantReach.variable)"])
    private func workshopMutant(_ id: Int) -> Bool {
      workshopReach?.note(id)
      return workshopActiveMutants.contains(id)
    }
    private final class WorkshopReach: @unchecked Sendable {
      private let path: String
      private let lock = NSLock()
      private var noted = Set<Int>()
      init?(path: String?) {
        guard let path, !path.isEmpty else { return nil }
        self.path = path
      }
      func note(_ id: Int) {
        guard lock.withLock({ noted.insert(id).inserted }), let file = fopen(path, "a") else {
          return
        }
        fputs("\\(id)\\n", file)
        fclose(file)
      }
    }

    """

  /// The numbers of the mutants whose own version a compiler error at `line`, `column` of
  /// `text` is in; `nil` when it is elsewhere (in an original, or in a line no mutant rewrote),
  /// so that the schema itself is at fault.
  func stillborn(line: Int, column: Int) -> Set<Int>? {
    if let owner = owners[line] { return [owner] }
    guard let line = origin(of: line), let entry = rewritten[line], entry.isStatement else {
      return nil
    }
    let hit = entry.columns.filter { $0.range.contains(column) }.map(\.id)
    return hit.isEmpty ? nil : Set(hit)
  }

  /// The mutants that rewrote `line`.
  func mutants(on line: Int) -> Set<Int> {
    Set(rewritten[line]?.columns.map(\.id) ?? [])
  }

  /// The mutants that rewrote a line of the block that `line` (of `text`) closes, sits in or
  /// opens, or copied a body that overlaps it: from
  /// the last line above it indented no deeper, down to the last line below it indented deeper.
  /// An error at a function's closing brace (a path without a `return`, a property left
  /// uninitialized) is the fault of a rewrite in its body, and so is one at a closure's opening
  /// line (its body no longer makes the value it returns).
  func mutants(around line: Int) -> Set<Int> {
    guard let line = origin(of: line), line <= indents.count, let indent = indents[line - 1]
    else { return [] }
    let start = (1..<line).last { (indents[$0 - 1] ?? .max) <= indent } ?? 1
    var end = line
    while end < indents.count, (indents[end] ?? .max) > indent { end += 1 }
    let copied = copiedBodies.filter { $0.lines.overlaps(start...end) }.flatMap(\.ids)
    return Set((start...end).flatMap { mutants(on: $0) } + copied)
  }

  /// The line of the original that line `line` of `text` stands for.
  private func origin(of line: Int) -> Int? {
    line >= 1 && line <= origins.count ? origins[line - 1] : nil
  }

  /// How a line is rewritten: a statement picked by `if`, or the value between `head` and `tail`
  /// picked by `?:` (the value of `let name = …`, the condition of `guard … else {` or
  /// `if … {`).
  private struct Form {
    /// Whether whole statements are picked.
    var isStatement: Bool { head == nil || picksStatements }
    /// What every version starts with when a value is picked.
    var head: String?
    /// What every version ends with when a value is picked.
    var tail = ""
    /// Whether the part between the head and the tail is statements (a `defer`'s body) rather
    /// than a value; a version that is empty drops them.
    var picksStatements = false
    /// What every version of a statement starts with (`return`: a version that does not return
    /// would leave a path without one).
    var keyword = ""

    /// Whether `version` of the line fits the form.
    func fits(_ version: String) -> Bool {
      guard let head else { return version.hasPrefix(keyword) }
      if picksStatements, version.isEmpty { return true }
      return version.hasPrefix(head) && version.hasSuffix(tail)
        && version.count >= head.count + tail.count
    }

    /// The value of `version` between the head and the tail.
    func value(of version: String) -> String {
      guard !version.isEmpty else { return "" }
      return String(version.dropFirst(head?.count ?? 0).dropLast(tail.count))
    }
  }

  /// The form line `index` can take, or `nil` when no rewrite of it would compile the same.
  private static func form(
    of index: Int, in generator: MutantGenerator, lines: [MutantGenerator.Line]
  ) -> Form? {
    let line = lines[index]
    guard let last = line.range.last, generator.source.isCode[last] else { return nil }
    let code = line.code
    // NB: a line that starts with an operator goes on from the line before it.
    guard let first = code.first, !ExpressionScanner.operatorCharacters.contains(first) else {
      return nil
    }
    guard MutantGenerator.isBalanced(code) || code.hasSuffix("{") else { return nil }
    if let condition = conditionForm(line.text, code: code) { return condition }
    if code.hasPrefix("defer { "), code.hasSuffix(" }") {
      return Form(head: "defer { ", tail: " }", picksStatements: true)
    }
    guard MutantGenerator.isBalanced(code), !MutantGenerator.continues(code) else { return nil }
    if let declaration = declarationHead(line.text, code: code) {
      return Form(head: declaration)
    }
    // NB: in an initializer, an assignment picked by `if` would leave a stored property
    // initialized on some paths only.
    if code.hasPrefix("self."), isInInitializer(index, lines: lines, generator: generator) {
      return nil
    }
    let isReturn = code == "return" || code.hasPrefix("return ")
    let isOneLineIf = code.hasPrefix("if ") && code.hasSuffix("}")
    guard generator.isSimpleStatement(index) || isReturn || isOneLineIf,
      !code.hasPrefix("let "), !code.hasPrefix("var "),
      isReturn || !mayBeTheValueOfItsBlock(index, in: generator, lines: lines)
    else { return nil }
    return Form(head: nil, keyword: isReturn ? "return" : "")
  }

  /// Whether line `index` may be the value its block yields without a `return`: the one
  /// statement, not an assignment, of a closure, a getter or a function with a result. Picked
  /// by `if`, it would yield nothing.
  private static func mayBeTheValueOfItsBlock(
    _ index: Int, in generator: MutantGenerator, lines: [MutantGenerator.Line]
  ) -> Bool {
    guard let opener = generator.openerOfSoleStatement(index) else { return false }
    let word = String(opener.prefix { $0.isLetter || $0 == "}" })
    if controlFlow.contains(word) { return false }
    if opener.contains("func ") || opener.contains("init(") || opener.contains("init<") {
      return opener.contains("->")
    }
    return true
  }

  /// The first words of a block whose body yields no value.
  static let controlFlow: Set<String> = [
    "if", "guard", "else", "for", "while", "switch", "do", "defer", "catch", "repeat", "}",
  ]

  /// Whether line `index` is in the body of an `init`.
  private static func isInInitializer(
    _ index: Int, lines: [MutantGenerator.Line], generator: MutantGenerator
  ) -> Bool {
    var indent = lines[index].indent
    for line in lines[..<index].reversed() where !line.text.isEmpty && line.indent < indent {
      let code = line.code
      if code.contains("init(") || code.contains("init<") { return true }
      if code.contains("func ") || line.indent == 0 { return false }
      indent = line.indent
    }
    return false
  }

  /// `let name = ` of a line declaring one constant or variable with its value, access and
  /// `static` modifiers allowed.
  private static func declarationHead(_ text: String, code: String) -> String? {
    var rest = Substring(code)
    while let word = rest.split(separator: " ").first,
      MutantGenerator.modifiers.contains(String(word))
    {
      rest = rest.dropFirst(word.count + 1)
    }
    guard rest.hasPrefix("let ") || rest.hasPrefix("var "),
      let name = MutantGenerator.declaredName(String(rest)), !name.isEmpty,
      let equals = text.range(of: " = ")
    else { return nil }
    let head = text[..<equals.lowerBound]
    guard !head.contains("(") else { return nil }
    return String(text[..<equals.upperBound])
  }

  /// The form of a line `guard <condition> else {…`, `if <condition> {` or `} else if …`, when
  /// the condition is one Boolean expression (no binding, no list).
  private static func conditionForm(_ text: String, code: String) -> Form? {
    let heads = ["guard ", "if ", "} else if ", "while "]
    guard let head = heads.first(where: code.hasPrefix),
      let end = head == "guard "
        ? text.range(of: " else", options: .backwards)
        : (text.hasSuffix(" {") ? text.range(of: " {", options: .backwards) : nil)
    else { return nil }
    let condition = String(text[text.index(text.startIndex, offsetBy: head.count)..<end.lowerBound])
    let bindings = ["let ", "var ", "case ", "#available", ","]
    guard !condition.isEmpty, !bindings.contains(where: condition.contains),
      MutantGenerator.isBalanced(condition)
    else { return nil }
    return Form(head: head, tail: String(text[end.lowerBound...]))
  }

  /// The lines (by index) mutant changes, each with its text after the change (no indentation);
  /// `nil` when the change adds lines.
  private static func changedLines(
    of mutant: Mutant, in generator: MutantGenerator, lines: [MutantGenerator.Line]
  ) -> [(Int, String)]? {
    let source = generator.source
    let first = source.lines[mutant.range.lowerBound] - 1
    let end = max(mutant.range.upperBound - 1, mutant.range.lowerBound)
    let last = end < source.characters.count ? source.lines[end] - 1 : lines.count - 1
    let before = source.text(lines[first].range.lowerBound..<mutant.range.lowerBound)
    let after = source.text(mutant.range.upperBound..<lines[last].range.upperBound)
    let changed = (before + mutant.replacement + after).components(separatedBy: "\n")
    guard changed.count <= last - first + 1 else { return nil }
    return (first...last).map { index in
      let position = index - first
      let text = position < changed.count ? changed[position] : ""
      return (index, text.trimmingCharacters(in: .whitespaces))
    }
  }

  /// Line with `versions` compiled in, and the UTF-8 columns of each version.
  private static func rewrite(
    _ line: MutantGenerator.Line, form: Form, versions: [(id: Int, text: String)]
  ) -> (String, [(id: Int, range: Range<Int>)]) {
    var output = String(repeating: " ", count: line.indent)
    var columns: [(id: Int, range: Range<Int>)] = []
    func append(_ piece: String, as id: Int? = nil) {
      let start = output.utf8.count + 1
      output += piece
      if let id { columns.append((id, start..<(output.utf8.count + 1))) }
    }
    if let head = form.head, form.picksStatements {
      append(head)
      for (id, text) in versions {
        append("if workshopMutant(\(id)) { ")
        append(form.value(of: text), as: id)
        append(" } else ")
      }
      append("{ \(form.value(of: line.text)) }" + form.tail)
    } else if let head = form.head {
      append(head + "(")
      for (id, text) in versions {
        append("workshopMutant(\(id)) ? (")
        append(form.value(of: text), as: id)
        append(") : ")
      }
      append("(\(form.value(of: line.text))))" + form.tail)
    } else {
      for (id, text) in versions {
        append("if workshopMutant(\(id)) { ")
        append(text, as: id)
        append(" } else ")
      }
      append("{ \(line.text) }")
    }
    return (output, columns)
  }
}
