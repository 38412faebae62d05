/// `text` as lines of at most `width` columns, measured in display columns (a CJK character
/// takes two): the first after `indent`, the rest after `hanging` (as deep as `indent` unless
/// given). Nothing is cut: a word wider than the line keeps a line of its own.
public func wrapped(
  _ text: String, width: Int, indent: String, hanging: String? = nil
) -> [String] {
  let hanging = hanging ?? String(repeating: " ", count: displayWidth(indent))
  let room = max(20, width - max(displayWidth(indent), displayWidth(hanging)))
  return wrapped(text, width: room).enumerated().map { ($0 == 0 ? indent : hanging) + $1 }
}

/// `line` as it fits `width` columns: unchanged when it does, else wrapped with a hanging
/// indent, its later lines under the text after its own indentation and its mark (`✓ `, `✗  `,
/// `- `), or two columns deeper when it has none. Nothing is cut.
public func folded(_ line: String, width: Int) -> [String] {
  guard displayWidth(line) > width else { return [line] }
  let indent = String(line.prefix { $0 == " " })
  let rest = line.dropFirst(indent.count)
  let word = rest.prefix { $0 != " " }
  let isMark = displayWidth(String(word)) == 1 && word.contains { "✓✗–·~-•".contains($0) }
  let spaces = isMark ? String(rest.dropFirst(word.count).prefix { $0 == " " }) : ""
  let lead = indent + (isMark ? word + spaces : "")
  let hanging =
    isMark && !spaces.isEmpty
    ? String(repeating: " ", count: displayWidth(lead)) : indent + "  "
  return wrapped(String(line.dropFirst(lead.count)), width: width, indent: lead, hanging: hanging)
}
