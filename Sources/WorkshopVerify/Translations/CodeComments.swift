/// A fenced code block with the words a translation may change taken out: the comments of a
/// Swift block (`// …`, `/* … */`), so that a translated lesson explains its code in its own
/// language while the code itself stays byte for byte the English one. Trailing spaces go with
/// the comments; a line that held only a comment stays, empty. Other blocks (shell commands,
/// output) are kept whole.
///
/// ```swift
/// codeWithoutComments("```swift\nlet x = 1  // one\n```")  // "```swift\nlet x = 1\n```"
/// ```
func codeWithoutComments(_ block: String) -> String {
  let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let fence = lines.first,
    fence.trimmingCharacters(in: .whitespaces).dropFirst(3).trimmingCharacters(in: .whitespaces)
      == "swift"
  else { return block }
  var inBlockComment = false
  var inMultiLineString = false
  let body = lines.dropFirst().dropLast().map { line -> String in
    var kept = ""
    var index = line.startIndex
    var inString = false
    while index < line.endIndex {
      let rest = line[index...]
      if inBlockComment {
        if rest.hasPrefix("*/") {
          inBlockComment = false
          index = line.index(index, offsetBy: 2)
        } else {
          index = line.index(after: index)
        }
        continue
      }
      if rest.hasPrefix("\"\"\"") {
        inMultiLineString.toggle()
        kept += "\"\"\""
        index = line.index(index, offsetBy: 3)
        continue
      }
      let character = line[index]
      if inString || inMultiLineString {
        if character == "\\", line.index(after: index) < line.endIndex {
          kept += line[index...line.index(after: index)]
          index = line.index(index, offsetBy: 2)
          continue
        }
        if character == "\"", !inMultiLineString { inString = false }
      } else if rest.hasPrefix("//") {
        break
      } else if rest.hasPrefix("/*") {
        inBlockComment = true
        index = line.index(index, offsetBy: 2)
        continue
      } else if character == "\"" {
        inString = true
      }
      kept.append(character)
      index = line.index(after: index)
    }
    return String(kept.reversed().drop { $0 == " " }.reversed())
  }
  return ([fence] + body + [lines.last ?? ""]).joined(separator: "\n")
}
