import WorkshopLocalization

/// `text` as a terminal or a Markdown table can show it safely: a report is written by someone
/// else, so every control character in it (the escape that starts a terminal command, a bell, a
/// newline that would break a row) and every mark that reorders text on screen (bidirectional
/// overrides, line separators) is written out as `\u{1B}`, `\n`, `\t` or `\r`; with
/// `maxColumns`, the text is cut to that many terminal columns, ending with `…`. A character
/// heaped with more combining marks than any script needs ends the text, with `…`.
///
/// ```swift
/// printable("Ada\u{1B}[2J\n")  // "Ada\\u{1B}[2J\\n"
/// ```
public func printable(_ text: String, maxColumns: Int? = nil) -> String {
  var escaped = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n": escaped += "\\n"
    case "\t": escaped += "\\t"
    case "\r": escaped += "\\r"
    default:
      if isHidden(scalar) {
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
  }
  // NB: one character may carry any number of combining marks in one column; one that carries
  // more than any script needs ends the text there.
  let kept = untilHeaped(escaped)
  return maxColumns.map { cut(kept, toWidth: $0) } ?? kept
}

/// The most scalars one character is shown with: an emoji family or a stack of Vietnamese or
/// Thai marks needs fewer.
private let maximumScalarsPerCharacter = 12

/// `text` up to its first character heaped with more scalars than that, then `…`.
private func untilHeaped(_ text: String) -> String {
  guard let heap = text.firstIndex(where: { $0.unicodeScalars.count > maximumScalarsPerCharacter })
  else { return text }
  return text[..<heap] + "…"
}

/// C0 and C1 control characters, DEL, and the invisible marks that reorder or break lines.
private func isHidden(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00...0x1F, 0x7F...0x9F: return true
  case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
  default: return false
  }
}
