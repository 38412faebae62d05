// The frame around the screen. Every line inside it is `boxWidth` characters wide.

/// How many characters fit on one line inside the box.
let boxWidth = 30

/// Draws `sections` inside a frame with rounded corners, a rule between sections, and every
/// line padded, or cut short with `…`, to `boxWidth`.
///
/// ```swift
/// boxed([["Title"], ["a", "b"]])
/// // ╭────────────────────────────────╮
/// // │ Title                          │
/// // ├────────────────────────────────┤
/// // │ a                              │
/// // │ b                              │
/// // ╰────────────────────────────────╯
/// ```
func boxed(_ sections: [[String]]) -> String {
  let rule = String(repeating: "─", count: boxWidth + 2)
  let body = sections.map { lines in lines.map { "│ " + fitted($0) + " │" } }
  return (["╭" + rule + "╮"] + body.joined(separator: ["├" + rule + "┤"]) + ["╰" + rule + "╯"])
    .joined(separator: "\n")
}

/// `left` and `right` on one line of `boxWidth` characters, with spaces between them.
func spread(_ left: String, _ right: String) -> String {
  left + String(repeating: " ", count: Swift.max(boxWidth - left.count - right.count, 1)) + right
}

/// `line` padded with spaces to `boxWidth` characters, or cut to fit, ending with `…`.
func fitted(_ line: String) -> String {
  // NB: counts characters, not columns: a wide character (an emoji, say) still takes one.
  guard line.count > boxWidth else {
    return line + String(repeating: " ", count: boxWidth - line.count)
  }
  return String(line.prefix(boxWidth - 1)) + "…"
}
