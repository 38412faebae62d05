import EffectKit

// The pieces of text the debug reducers print, built on EffectKit's `valueDump` and `lineDiff`.

/// The first line of every entry: `received action:`, after the prefix if there is one.
///
/// ```swift
/// debugHeader("")          // "received action:"
/// debugHeader("Shopping")  // "Shopping: received action:"
/// ```
func debugHeader(_ prefix: String) -> String {
  prefix.isEmpty ? "received action:" : "\(prefix): received action:"
}

/// `text` with two spaces in front of every line.
///
/// ```swift
/// indented("a\nb")  // "  a\n  b"
/// ```
func indented(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { "  " + $0 }
    .joined(separator: "\n")
}

/// The dumps of `before` and `after`, merged line by line: `−` in front of the lines only
/// `before` has, `+` in front of the lines only `after` has, and two spaces in front of the
/// lines they share; `nil` when the two dump to the same text.
///
/// ```swift
/// stateChange(
///   from: Product(id: UUID(number: 1), name: "Milk", isInBox: false),
///   to: Product(id: UUID(number: 1), name: "Milk", isInBox: true))
/// //   Product(
/// //     id: UUID(00000000-0000-0000-0000-000000000001),
/// //     name: "Milk",
/// // −   isInBox: false
/// // +   isInBox: true
/// //   )
/// ```
///
/// Every line starts with two characters of marker, so the dump's own text sits two columns in,
/// where `indented` puts the action's.
func stateChange(from before: Any, to after: Any) -> String? {
  guard let diff = lineDiff(expected: valueDump(before), actual: valueDump(after)) else {
    return nil
  }
  // NB: `lineDiff` ends with a blank line and a legend naming the sides "Expected" and "Actual";
  // here they are the state before and after the action, so the legend goes.
  return diff.split(separator: "\n", omittingEmptySubsequences: false)
    .dropLast(2)
    .joined(separator: "\n")
}
