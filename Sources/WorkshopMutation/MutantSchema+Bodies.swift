import WorkshopReaders

/// Mutants that no line of the schema can hold (a deleted declaration, a negated `guard` with a
/// binding, a change over several lines), compiled in by copying the body of the function,
/// initializer, accessor or closure around them, one copy per mutant:
///
/// ```
/// func f() {
/// if workshopMutant(7) {
///   <the body with mutant 7>
/// } else {
///   <the body, with the schema's other rewrites>
/// }
/// }
/// ```
///
/// Each copy is the function as the mutant's own build would compile it, so an error in a copy
/// means the mutant is stillborn. A function or a computed property whose body is its one
/// expression, which it yields without `return`, gets one in each copy and in the original
/// (a closure's stays out: its type may depend on it). Bodies with an opaque result (`some`)
/// and result builders are left out, and so is a body inside or around one already copied.
extension MutantSchema {
  /// A body copied once per mutant: its block's first and last lines (by index: the opener and
  /// the closing brace) and each mutant's version of the lines between them.
  struct BodyCopies {
    /// The line that opens the block.
    let opener: Int
    /// The line that closes it.
    let closer: Int
    /// Each mutant's number and its version of the body.
    var versions: [(id: Int, text: String)]
    /// Whether the body is one expression it yields without `return`, which the copies and the
    /// original then return.
    var yieldsItsExpression = false
  }

  /// The bodies that hold what they can of `mutants`.
  /// A body that yields its one expression is left out when the schema rewrote that expression's
  /// line as statements (`statementLines`, by index), which `return` cannot precede.
  static func copyBodies(
    _ mutants: [(id: Int, mutant: Mutant)], generator: MutantGenerator,
    lines: [MutantGenerator.Line], statementLines: Set<Int>
  ) -> [BodyCopies] {
    let source = generator.source
    let original = source.text(0..<source.characters.count)
    var byBlock: [Int: BodyCopies] = [:]
    for (id, mutant) in mutants {
      let first = source.lines[mutant.range.lowerBound] - 1
      let final = max(mutant.range.upperBound - 1, mutant.range.lowerBound)
      let last = final < source.characters.count ? source.lines[final] - 1 : lines.count - 1
      guard let (opener, closer, yields) = body(around: first...last, in: generator, lines: lines),
        !yields || !statementLines.contains(firstStatement(after: opener, lines: lines))
      else { continue }
      let start = lines[opener + 1].range.lowerBound
      let end = lines[closer - 1].range.upperBound
      // NB: a change that takes the line break before the closing brace would blur where the
      // copy ends.
      guard start <= mutant.range.lowerBound, mutant.range.upperBound <= end else { continue }
      let applied = Array(mutant.applied(to: original))
      let tail = source.characters.count - end
      var version = String(applied[start..<(applied.count - tail)])
      if yields { version = returning(version) }
      byBlock[
        opener,
        default: BodyCopies(
          opener: opener, closer: closer, versions: [], yieldsItsExpression: yields)
      ].versions.append((id, version))
    }
    // NB: the blocks with the most mutants first; one inside or around a block already chosen
    // is left out, since each copy holds the other's original.
    var chosen: [BodyCopies] = []
    for block in byBlock.values.sorted(by: {
      ($0.versions.count, $1.opener) > ($1.versions.count, $0.opener)
    })
    where !chosen.contains(where: { $0.opener <= block.closer && block.opener <= $0.closer }) {
      chosen.append(block)
    }
    return chosen.sorted { $0.opener < $1.opener }
  }

  /// The index of the first line with text after `opener`.
  private static func firstStatement(after opener: Int, lines: [MutantGenerator.Line]) -> Int {
    lines[(opener + 1)...].firstIndex { !$0.text.isEmpty } ?? opener + 1
  }

  /// `text` (lines of a body) with `return` before its first statement, unless that statement
  /// returns already or declares something (a statement put before the value, which must then
  /// return itself).
  static func returning(_ text: String) -> String {
    var lines = text.components(separatedBy: "\n")
    let source = SwiftSource(text)
    guard
      let start = source.characters.indices.first(where: {
        source.isCode[$0] && !source.characters[$0].isWhitespace
      })
    else { return text }
    let first = source.lines[start] - 1
    let code = lines[first].drop { $0 == " " }
    guard !["return ", "let ", "var "].contains(where: code.hasPrefix) else { return text }
    lines[first] = String(lines[first].prefix { $0 == " " }) + "return " + code
    return lines.joined(separator: "\n")
  }

  /// The innermost block around `changed` (line indices) whose body can be copied: its opener
  /// and closing brace, and whether it yields its one expression; `nil` when there is none.
  private static func body(
    around changed: ClosedRange<Int>, in generator: MutantGenerator, lines: [MutantGenerator.Line]
  ) -> (opener: Int, closer: Int, yields: Bool)? {
    var indent = lines[changed.lowerBound].indent
    for opener in stride(from: changed.lowerBound - 1, through: 0, by: -1) {
      let line = lines[opener]
      guard !line.text.isEmpty, line.indent < indent else { continue }
      indent = line.indent
      let code = line.code
      guard code.hasSuffix("{") || (code.contains("{") && code.hasSuffix(" in")),
        let kind = blockKind(opener, in: generator, lines: lines)
      else { continue }
      guard
        let closer = lines[(opener + 1)...].firstIndex(where: {
          !$0.text.isEmpty && $0.indent <= line.indent
        }), lines[closer].indent == line.indent, lines[closer].text.hasPrefix("}"),
        closer > changed.upperBound
      else { continue }
      guard yieldsItsOnlyStatement(kind, body: (opener + 1)..<closer, in: generator, lines: lines)
      else { return (opener, closer, false) }
      // NB: a closure's type may come from its one expression; one with `if` and `return`
      // needs it written out.
      return kind == .function || kind == .accessor ? (opener, closer, true) : nil
    }
    return nil
  }

  /// The kinds of block whose body can be copied.
  private enum BlockKind { case function, initializer, accessor, closure }

  /// What kind of body line `opener` opens, when it is one that can be copied: not one with an
  /// opaque result (`some`) or built by a result builder, whose copies would not type-check as
  /// the mutant's own build does.
  private static func blockKind(
    _ opener: Int, in generator: MutantGenerator, lines: [MutantGenerator.Line]
  ) -> BlockKind? {
    var declaration = lines[opener].code
    // NB: a signature over several lines opens its body on a line that starts with `)`.
    if declaration.hasPrefix(")"),
      let start = lines[..<opener].lastIndex(where: {
        !$0.text.isEmpty && $0.indent == lines[opener].indent
      })
    {
      declaration = lines[start].code + declaration
    }
    let previous = opener > 0 ? lines[opener - 1].code : ""
    guard !declaration.contains("some "), !declaration.contains("Builder"),
      !(previous.hasPrefix("@") && previous.contains("Builder"))
    else { return nil }
    let words = Set(declaration.split { !$0.isIdentifierPart }.map(String.init))
    if words.contains("func") { return .function }
    if declaration.contains("init(") || declaration.contains("init<")
      || declaration.contains("init?(")
    {
      return .initializer
    }
    if ["get {", "set {", "willSet {", "didSet {"].contains(declaration)
      || declaration.hasPrefix("set(")
      || (words.contains("var") && declaration.contains(":") && !declaration.contains(" = "))
    {
      return .accessor
    }
    return declaration.hasSuffix(" in") ? .closure : nil
  }

  /// Whether the block's body is one statement that may be the value the block yields without a
  /// `return`: wrapped in `if`, it would yield nothing.
  private static func yieldsItsOnlyStatement(
    _ kind: BlockKind, body: Range<Int>, in generator: MutantGenerator,
    lines: [MutantGenerator.Line]
  ) -> Bool {
    guard let first = body.first(where: { !lines[$0].text.isEmpty }) else { return true }
    let indent = lines[first].indent
    let statements = body.filter { index in
      let code = lines[index].code
      guard lines[index].indent == indent, let start = code.first else { return false }
      return !"}).]".contains(start) && !ExpressionScanner.operatorCharacters.contains(start)
        && !code.hasPrefix("case ") && !code.hasPrefix("default:")
    }
    guard statements.count <= 1 else { return false }
    let statement = statements.first.map { lines[$0].code } ?? ""
    let word = String(statement.prefix { $0.isLetter })
    // NB: a statement that starts a block, returns or throws is no value, even as a `switch`
    // that is one: inside `if`, a copy of it stays what it was.
    guard !controlFlow.contains(word), word != "return", word != "throw" else { return false }
    switch kind {
    case .initializer: return false
    case .function:
      let opener = lines[body.lowerBound - 1].code
      return opener.contains("->")
    case .accessor, .closure: return true
    }
  }

  /// `output` (the lines of the schema so far) with each body in `bodies` copied in; for each
  /// line of the result, the original line it stands for (from 1), and the mutant whose copy a
  /// line belongs to (by line of the result, from 1).
  static func assemble(_ output: [String], bodies: [BodyCopies]) -> (
    lines: [String], origins: [Int], owners: [Int: Int]
  ) {
    var lines: [String] = []
    var origins: [Int] = []
    var owners: [Int: Int] = [:]
    func emit(_ line: String, origin: Int, owner: Int? = nil) {
      lines.append(line)
      origins.append(origin)
      if let owner { owners[lines.count] = owner }
    }
    var index = 0
    while index < output.count {
      guard let block = bodies.first(where: { $0.opener == index }) else {
        emit(output[index], origin: index + 1)
        index += 1
        continue
      }
      emit(output[block.opener], origin: block.opener + 1)
      for (position, version) in block.versions.enumerated() {
        emit(
          (position == 0 ? "" : "} else ") + "if workshopMutant(\(version.id)) {",
          origin: block.opener + 1, owner: version.id)
        for line in version.text.components(separatedBy: "\n") {
          emit(line, origin: block.opener + 1, owner: version.id)
        }
      }
      emit("} else {", origin: block.opener + 1)
      let original = output[(block.opener + 1)..<block.closer].joined(separator: "\n")
      let lines = (block.yieldsItsExpression ? returning(original) : original)
        .components(separatedBy: "\n")
      for (offset, line) in lines.enumerated() { emit(line, origin: block.opener + 2 + offset) }
      emit("}", origin: block.closer + 1)
      index = block.closer
    }
    return (lines, origins, owners)
  }
}
